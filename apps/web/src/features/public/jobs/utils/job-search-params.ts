import type { JobListParams } from '../api/get-jobs';
import { INDUSTRIES, JOB_TYPES, type Industry, type JobType } from '@staffing/shared/constants';
import {
  POSTED_WITHIN_DAYS,
  WORKPLACES,
  type JobSort,
  type PostedWithin,
  type Workplace,
} from '@staffing/shared/job-facts';
import type { Locale } from '@staffing/shared/i18n/locales';

export const JOB_RESULTS_PAGE_SIZE = 12;
const MAX_QUERY_LENGTH = 200;

export type JobSearch = {
  q: string;
  industry: Industry | undefined;
  type: JobType | undefined;
  workplace: Workplace[];
  where: string;
  minAnnualPay: number | undefined;
  postedWithin: PostedWithin | undefined;
  sort: JobSort;
  page: number;
};

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

// The URL is the single source of truth for /find-job's search. Anything unreadable in it
// (a hand-edited link) counts as "no filter" instead of an error.
export function readJobSearch(params: URLSearchParams): JobSearch {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const pay = Number.parseInt(params.get('minAnnualPay') ?? '', 10);
  const days = Number(params.get('postedWithin'));
  const where = (params.get('where') ?? '').trim().slice(0, 100);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    industry: pick(INDUSTRIES, params.get('industry')),
    type: pick(JOB_TYPES, params.get('type')),
    workplace: WORKPLACES.filter((workplace) =>
      params
        .getAll('workplace')
        .flatMap((value) => value.split(','))
        .includes(workplace),
    ),
    where: where.length >= 2 ? where : '',
    minAnnualPay: Number.isInteger(pay) && pay > 0 && pay <= 10_000_000 ? pay : undefined,
    postedWithin: POSTED_WITHIN_DAYS.find((option) => option === days),
    sort: params.get('sort') === 'relevance' ? 'relevance' : 'newest',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export function isJobSearchActive(search: JobSearch): boolean {
  return (
    search.q !== '' ||
    search.industry !== undefined ||
    search.type !== undefined ||
    search.workplace.length > 0 ||
    search.where !== '' ||
    search.minAnnualPay !== undefined ||
    search.postedWithin !== undefined
  );
}

// Only the parts that differ from the default go into the URL, so shared links stay short;
// the order is fixed so the same search is always the same link.
export function writeJobSearch(search: Partial<JobSearch>): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q?.trim();
  if (q) params.set('q', q);
  if (search.industry) params.set('industry', search.industry);
  if (search.type) params.set('type', search.type);
  for (const workplace of search.workplace ?? []) params.append('workplace', workplace);
  const where = search.where?.trim();
  if (where) params.set('where', where);
  if (search.minAnnualPay) params.set('minAnnualPay', String(search.minAnnualPay));
  if (search.postedWithin) params.set('postedWithin', String(search.postedWithin));
  if (search.sort === 'relevance' && q) params.set('sort', 'relevance');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}

// The address of a search on /find-job, as every link and form on the page writes it.
export function findJobHref(search: Partial<JobSearch>): string {
  const query = writeJobSearch(search).toString();
  return query ? `/find-job?${query}` : '/find-job';
}

// The list query a search asks for; the page and its route loader (which fills the cache
// on the server) both use it, so they agree on the cache key.
// `locale`: the page's language; a Spanish page's keywords are Spanish (lang=es).
export function jobFilterParams(
  search: JobSearch,
  locale: Locale = 'en',
): Omit<JobListParams, 'limit'> {
  return {
    q: search.q || undefined,
    lang: locale === 'es' && search.q ? 'es' : undefined,
    industry: search.industry,
    type: search.type,
    workplace: search.workplace,
    where: search.where || undefined,
    minAnnualPay: search.minAnnualPay,
    postedWithin: search.postedWithin,
  };
}

export function jobResultsParams(search: JobSearch, locale: Locale = 'en'): JobListParams {
  return {
    ...jobFilterParams(search, locale),
    sort: search.sort,
    limit: JOB_RESULTS_PAGE_SIZE,
    page: search.page,
  };
}
