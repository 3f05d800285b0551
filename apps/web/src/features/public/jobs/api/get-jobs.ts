import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Industry, JobType } from '@staffing/shared/constants';
import { type Job, TOTAL_COUNT_PENDING_HEADER } from '@staffing/shared/job-schemas';
import type { JobSort, PostedWithin, Workplace } from '@staffing/shared/job-facts';
import { apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';
import { jobListPath } from './job-list-requests';
import { lazyParser } from '@/lib/lazy-parser';

export type JobListParams = {
  q?: string | undefined;
  // The language the keywords are typed in (a Spanish page's search is lang=es).
  lang?: 'es' | undefined;
  industry?: Industry | undefined;
  type?: JobType | undefined;
  workplace?: readonly Workplace[] | undefined;
  where?: string | undefined;
  minAnnualPay?: number | undefined;
  postedWithin?: PostedWithin | undefined;
  sort?: JobSort | undefined;
  limit: number;
  page?: number | undefined;
};

export type JobListPage = {
  jobs: Job[];
  // From X-Total-Count: every match, not just this page.
  total: number;
  // A keyword search matching very many jobs reports a capped total ("1,000+").
  totalIsLowerBound: boolean;
  // The server answered before the total was counted (counts never hold up a page): `total`
  // is then only this page's jobs, and the find-job-counts behaviour asks again for it.
  totalPending: boolean;
};

export const jobsQueryKeys = {
  all: ['jobs'] as const,
  list: (params: JobListParams) => ['jobs', 'list', params] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
};

const jobListParser = lazyParser(async () => {
  const { jobListSchema } = await import('./job-answer-schemas');
  return (data) => jobListSchema.parse(data);
});

// GET /api/jobs/jobs: one page of jobs and the total number of matches.
export async function getJobs(
  params: JobListParams,
  { signal, fetch }: { signal?: AbortSignal; fetch?: typeof globalThis.fetch } = {},
): Promise<JobListPage> {
  const { data: jobs, headers } = await apiRequestWithHeaders(jobListPath(params), {
    signal,
    fetch,
    parse: jobListParser(),
  });
  return {
    jobs,
    total: totalCountOf(headers, jobs.length),
    totalIsLowerBound: headers.get('x-total-count-lower-bound') === 'true',
    totalPending: headers.get(TOTAL_COUNT_PENDING_HEADER) === 'true',
  };
}

// Shared by the pages' hook and their route loaders (which fill the cache on the server).
export function jobsQueryOptions(params: JobListParams, fetch?: typeof globalThis.fetch) {
  return queryOptions({
    queryKey: jobsQueryKeys.list(params),
    queryFn: ({ signal }) => getJobs(params, { signal, fetch }),
    staleTime: 60_000,
  });
}

export function useJobs(params: JobListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...jobsQueryOptions(params),
    enabled,
    // Paging and refining keep the old results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
