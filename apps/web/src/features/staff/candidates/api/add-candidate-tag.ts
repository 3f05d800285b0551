import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { candidatePath } from './get-candidate';
import { candidatesQueryKey } from './get-candidates';

export function addCandidateTag(id: string, tag: string): Promise<void> {
  return apiRequest(`${candidatePath(id)}/tags/${encodeURIComponent(tag)}`, { method: 'PUT' });
}

// The detail, the lists and the tag filter's counts all show tags.
export function useAddCandidateTag(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => addCandidateTag(id, tag),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
