import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateNoteSchema, type CandidateNote } from '@staffing/shared/candidate-schemas';
import { apiRequest } from '@/lib/api-client';
import { candidatePath, candidateQueryKey } from './get-candidate';

export function addCandidateNote(id: string, body: string): Promise<CandidateNote> {
  return apiRequest(`${candidatePath(id)}/notes`, {
    method: 'POST',
    body: { body },
    parse: (data) => candidateNoteSchema.parse(data),
  });
}

// The note and its timeline entry come back with the detail.
export function useAddCandidateNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addCandidateNote(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateQueryKey(id) }),
  });
}
