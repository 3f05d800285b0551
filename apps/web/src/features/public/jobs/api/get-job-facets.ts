import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFacetsAnswer } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';
import { jobFacetsPath, type JobFilterParams } from './job-list-requests';

const jobFacetsParser = lazyParser(async () => {
  const { jobFacetsAnswerSchema } = await import('./job-answer-schemas');
  return (data) => jobFacetsAnswerSchema.parse(data);
});

// GET /api/jobs/facets: how many open jobs each filter choice would show, or `{ pending: true }`
// when the server had not counted them yet.
export async function getJobFacets(
  params: JobFilterParams,
  { signal, fetch }: { signal?: AbortSignal; fetch?: typeof globalThis.fetch } = {},
): Promise<JobFacetsAnswer> {
  return apiRequest(jobFacetsPath(params), {
    signal,
    fetch,
    parse: jobFacetsParser(),
  });
}

// Shared by the page's hook and the find-job route loader (which fills the cache on the server).
export function jobFacetsQueryOptions(params: JobFilterParams, fetch?: typeof globalThis.fetch) {
  return queryOptions({
    queryKey: ['jobs', 'facets', params] as const,
    queryFn: ({ signal }) => getJobFacets(params, { signal, fetch }),
    staleTime: 60_000,
  });
}

// The answer as the server gave it: `{ pending: true }` shows the filters without numbers,
// and the page then holds the find-job-counts behaviour, which asks again for them.
export function useJobFacets(
  params: JobFilterParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...jobFacetsQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
