import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';
import { jobsQueryKeys } from './get-jobs';

const jobParser = lazyParser(async () => {
  const { jobSchema } = await import('./job-answer-schemas');
  return (data) => jobSchema.parse(data);
});

export function getJob(
  jobId: string,
  { signal, fetch }: { signal?: AbortSignal; fetch?: typeof globalThis.fetch } = {},
): Promise<Job> {
  return apiRequest(`/api/jobs/job/${encodeURIComponent(jobId)}`, {
    signal,
    fetch,
    parse: jobParser(),
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
