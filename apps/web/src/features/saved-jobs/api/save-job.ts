import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedJobsQueryKey } from './get-saved-jobs';

export function saveJob(jobId: string): Promise<unknown> {
  return apiRequest(`/api/users/saved-jobs/${encodeURIComponent(jobId)}`, { method: 'PUT' });
}

export function unsaveJob(jobId: string): Promise<unknown> {
  return apiRequest(`/api/users/saved-jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      save ? saveJob(jobId) : unsaveJob(jobId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsQueryKey }),
  });
}
