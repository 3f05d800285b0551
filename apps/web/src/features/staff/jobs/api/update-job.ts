import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@staffing/shared/constants';
import { jobSchema, type Job, type UpdateJobInput } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { adminJobsKeys } from './job-query-keys';
import { invalidateJobQueries } from './invalidate-jobs';

// The nested job object and, beside it at the top level, the lifecycle: a status, and a
// closing date where null clears it (left out, either one stays as it is).
export type UpdateJobRequest = UpdateJobInput & {
  status?: JobStatus | undefined;
  validThrough?: string | null | undefined;
};

// PUT /api/jobs/job/:id with the nested job object {overview, details, aboutUs, whatWeOffer}.
export function updateJob({
  jobId,
  input,
}: {
  jobId: string;
  input: UpdateJobRequest;
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
