import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type Job, type UpdateJobInput } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { adminJobsKeys } from './job-query-keys';
import { invalidateJobQueries } from './invalidate-jobs';

// PUT /api/jobs/job/:id with the nested job object {overview, details, aboutUs, whatWeOffer}.
export function updateJob({
  jobId,
  input,
}: {
  jobId: string;
  input: UpdateJobInput;
}): Promise<Job> {
  return apiRequest(`/api/jobs/job/${encodeURIComponent(jobId)}`, {
    method: 'PUT',
    body: input,
    parse: (data) => jobSchema.parse(data),
  });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(adminJobsKeys.detail(job._id), job);
      void invalidateJobQueries(queryClient);
    },
  });
}
