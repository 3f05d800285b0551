import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { JobsPage } from './get-jobs-page';
import { adminJobsKeys } from './job-query-keys';
import { invalidateJobQueries } from './invalidate-jobs';

// DELETE /api/jobs/job/:id -> 204
export function deleteJob(jobId: string): Promise<void> {
  return apiRequest(`/api/jobs/job/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_data, jobId) => {
      // The job leaves the list at once; the refetch then fills the page up from the next one.
      queryClient.setQueriesData<JobsPage>({ queryKey: adminJobsKeys.lists() }, (page) =>
        page?.jobs.some((job) => job._id === jobId)
          ? { jobs: page.jobs.filter((job) => job._id !== jobId), total: page.total - 1 }
          : page,
      );
      queryClient.removeQueries({ queryKey: adminJobsKeys.detail(jobId) });
      void invalidateJobQueries(queryClient);
    },
  });
}
