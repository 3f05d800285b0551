import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type CreateJobInput, type Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { invalidateJobQueries } from './invalidate-jobs';

// POST /api/jobs/create-job with the spec's flat payload. The poster is the session's user
// on the server, so no user id is sent.
export function createJob(input: CreateJobInput): Promise<Job> {
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
