import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedJobsQueryKey } from './get-saved-jobs';
import { saveJob, unsaveJob } from './saved-job-requests';

export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      save ? saveJob(jobId) : unsaveJob(jobId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsQueryKey }),
  });
}
