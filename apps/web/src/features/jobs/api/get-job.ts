import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobSchema, type Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { jobsQueryKeys } from './get-jobs';

export function getJob(
  jobId: string,
  { signal, fetch }: { signal?: AbortSignal; fetch?: typeof globalThis.fetch } = {},
): Promise<Job> {
  return apiRequest(`/api/jobs/job/${encodeURIComponent(jobId)}`, {
    signal,
    fetch,
    parse: (data) => jobSchema.parse(data),
  });
}

// Shared by the page's hook and its route loader (which fills the cache on the server), so
// both read and write the same cache entry.
export function jobQueryOptions(jobId: string, fetch?: typeof globalThis.fetch) {
  return queryOptions({
    queryKey: jobsQueryKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, { signal, fetch }),
    staleTime: 60_000,
  });
}

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
