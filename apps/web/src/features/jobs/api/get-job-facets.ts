import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  facetCountsPending,
  type JobFacets,
  type JobFacetsAnswer,
} from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';
import { jobFacetsPath, type JobFilterParams } from './job-list-requests';
import { followUpOnce } from './get-jobs';

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

export function useJobFacets(
  params: JobFilterParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...jobFacetsQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
    // Pending counts show as none (the filters without numbers) until the follow-up has them.
    select: (answer): JobFacets | undefined => (facetCountsPending(answer) ? undefined : answer),
    refetchInterval: followUpOnce<JobFacetsAnswer>(facetCountsPending),
  });
}
