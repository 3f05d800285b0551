import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { candidatePath, candidateQueryKey } from './get-candidate';
import { candidateTagsQueryKey } from './get-candidate-tags';
import { candidatesQueryKey } from './get-candidates';

// Only a candidate without an account: the API answers 409 with its reason otherwise (an
// account holder's data goes with their own account deletion).
export function eraseCandidate(id: string): Promise<void> {
  return apiRequest(candidatePath(id), { method: 'DELETE' });
}

export function useEraseCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseCandidate(id),
    onSuccess: () => {
      // Not refetched: the candidate is gone (asking again would only get a 404).
      queryClient.removeQueries({ queryKey: candidateQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...candidatesQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: candidateTagsQueryKey });
    },
  });
}
