import { useQuery } from '@tanstack/react-query';
import { jobSchema, type Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { jobsQueryKeys } from './get-jobs';

export function getJob(jobId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Job> {
  return apiRequest(`/api/jobs/job/${encodeURIComponent(jobId)}`, {
    signal,
    parse: (data) => jobSchema.parse(data),
  });
}

export function useJob(jobId: string) {
  return useQuery({
    queryKey: jobsQueryKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, { signal }),
    staleTime: 60_000,
  });
}
