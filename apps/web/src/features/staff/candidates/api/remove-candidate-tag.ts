import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { candidatePath } from './get-candidate';
import { candidatesQueryKey } from './get-candidates';

export function removeCandidateTag(id: string, tag: string): Promise<void> {
  return apiRequest(`${candidatePath(id)}/tags/${encodeURIComponent(tag)}`, {
    method: 'DELETE',
  });
}

export function useRemoveCandidateTag(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => removeCandidateTag(id, tag),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
