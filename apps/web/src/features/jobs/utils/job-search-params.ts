import { INDUSTRIES, JOB_TYPES, type Industry, type JobType } from '@staffing/shared/constants';

export const JOB_RESULTS_PAGE_SIZE = 12;
const MAX_QUERY_LENGTH = 200;

export type JobSearch = {
  q: string;
  industry: Industry | undefined;
  type: JobType | undefined;
  page: number;
};

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

// The URL is the single source of truth for /find-job's search. Anything unreadable in it
// (a hand-edited link) counts as "no filter" instead of an error.
export function readJobSearch(params: URLSearchParams): JobSearch {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    industry: pick(INDUSTRIES, params.get('industry')),
    type: pick(JOB_TYPES, params.get('type')),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export function isJobSearchActive(search: JobSearch): boolean {
  return search.q !== '' || search.industry !== undefined || search.type !== undefined;
}

// Only the parts that differ from the default go into the URL, so shared links stay short.
export function writeJobSearch(search: Partial<JobSearch>): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q?.trim();
  if (q) params.set('q', q);
  if (search.industry) params.set('industry', search.industry);
  if (search.type) params.set('type', search.type);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}
