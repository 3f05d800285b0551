import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@staffing/shared/constants';
import { jobSchema, type CreateJobInput, type Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { invalidateJobQueries } from './invalidate-jobs';

// The spec's flat fields plus the job's lifecycle: status (open by default) and an optional
// closing date (YYYY-MM-DD).
export type CreateJobRequest = CreateJobInput & {
  status?: JobStatus | undefined;
  validThrough?: string | null | undefined;
};

// POST /api/jobs/create-job with the spec's flat payload. The poster is the session's user
// on the server, so no user id is sent.
export function createJob(input: CreateJobRequest): Promise<Job> {
  return apiRequest('/api/jobs/create-job', {
    method: 'POST',
    body: input,
    parse: (data) => jobSchema.parse(data),
  });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      void invalidateJobQueries(queryClient);
    },
  });
}
