import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFacets } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';
import { jobFacetsPath, type JobFilterParams } from './job-list-requests';

const jobFacetsParser = lazyParser(async () => {
  const { jobFacetsSchema } = await import('./job-answer-schemas');
  return (data) => jobFacetsSchema.parse(data);
});

// GET /api/jobs/facets: how many open jobs each filter choice would show.
export async function getJobFacets(
  params: JobFilterParams,
  { signal, fetch }: { signal?: AbortSignal; fetch?: typeof globalThis.fetch } = {},
): Promise<JobFacets> {
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
