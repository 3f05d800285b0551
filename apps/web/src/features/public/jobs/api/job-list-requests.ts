import type { JobFacets, JobFacetsAnswer } from '@staffing/shared/job-schemas';
import { apiRequest, apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';
import type { JobListParams } from './get-jobs';

export type JobFilterParams = Omit<JobListParams, 'limit' | 'page' | 'sort'>;

// The list and facet requests without a query cache: the pages' hooks (get-jobs.ts,
// get-job-facets.ts) build on them, and the find-job filter drawer (an island, which has no
// query cache) calls them directly.

// The filters as the API's query string: the list and the facets take the same ones.
export function jobFilterSearch(params: JobFilterParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.q && params.lang) search.set('lang', params.lang);
  if (params.industry) search.set('industry', params.industry);
  if (params.type) search.set('type', params.type);
  for (const workplace of params.workplace ?? []) search.append('workplace', workplace);
  if (params.where) search.set('where', params.where);
  if (params.minAnnualPay) search.set('minAnnualPay', String(params.minAnnualPay));
  if (params.postedWithin) search.set('postedWithin', String(params.postedWithin));
  return search;
}

export function jobListPath(params: JobListParams): string {
  const search = jobFilterSearch(params);
  if (params.sort === 'relevance' && params.q) search.set('sort', 'relevance');
  search.set('limit', String(params.limit));
  if (params.page !== undefined) search.set('page', String(params.page));
  return `/api/jobs/jobs?${search.toString()}`;
}

export function jobFacetsPath(params: JobFilterParams): string {
  const query = jobFilterSearch(params).toString();
  return `/api/jobs/facets${query ? `?${query}` : ''}`;
}

// How many open jobs match (X-Total-Count of a one-job page), and whether that number is a
// lower bound ("1,000+"); undefined while the server is still counting them (counts never
// hold up an answer, ADR 0020). The header's name is written here rather than imported from
// the job schemas, which would bring zod into the drawer.
export async function countJobs(
  params: JobFilterParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ total: number; totalIsLowerBound: boolean } | undefined> {
  const { data, headers } = await apiRequestWithHeaders(jobListPath({ ...params, limit: 1 }), {
    signal,
  });
  if (headers.get('x-total-count-pending') === 'true') return undefined;
  return {
    total: totalCountOf(headers, Array.isArray(data) ? data.length : 0),
    totalIsLowerBound: headers.get('x-total-count-lower-bound') === 'true',
  };
}

// The facet counts as the API sends them, or undefined while it is still counting them
// (`{ pending: true }`). Read without the list's zod schema, which would bring zod into the
// drawer for a few numbers: the filters show a count only where one is there.
export async function fetchJobFacets(
  params: JobFilterParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JobFacets | undefined> {
  const answer = await apiRequest<JobFacetsAnswer>(jobFacetsPath(params), { signal });
  return 'pending' in answer ? undefined : answer;
}
