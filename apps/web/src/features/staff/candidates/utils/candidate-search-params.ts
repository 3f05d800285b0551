import { APPLICATION_STATUSES, type ApplicationStatus } from '@staffing/shared/account-schemas';
import {
  CANDIDATE_PAGE_SIZE_DEFAULT,
  candidateTagSchema,
  type CandidateSort,
} from '@staffing/shared/candidate-schemas';
import { INDUSTRIES, type Industry } from '@staffing/shared/constants';

export const CANDIDATE_RESULTS_PAGE_SIZE = CANDIDATE_PAGE_SIZE_DEFAULT;
export const ACTIVE_WITHIN_CHOICES = [7, 30, 90, 365] as const;
const MAX_QUERY_LENGTH = 200;
const MAX_WHERE_LENGTH = 100;
const MAX_ACTIVE_WITHIN = 3650;
const MAX_PAGE = 100_000;

export type CandidateSearch = {
  q: string;
  industry: Industry | undefined;
  where: string;
  status: ApplicationStatus | undefined;
  activeWithin: number | undefined;
  readableOnly: boolean;
  tag: string | undefined;
  sort: CandidateSort;
  page: number;
};

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

// Relevance only means something for a keyword search.
export function defaultSort(q: string): CandidateSort {
  return q ? 'relevance' : 'activity';
}

// The URL is the search: it survives a reload, the back button and a link shared with a
// colleague. Anything unreadable in it (a hand-edited link) counts as "no filter" instead of
// a failed request.
export function readCandidateSearch(params: URLSearchParams): CandidateSearch {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number(params.get('page'));
  const days = Number(params.get('activeWithin'));
  const tag = candidateTagSchema.safeParse(params.get('tag') ?? '');
  const sort = params.get('sort');
  return {
    q,
    industry: pick(INDUSTRIES, params.get('industry')),
    where: (params.get('where') ?? '').trim().slice(0, MAX_WHERE_LENGTH),
    status: pick(APPLICATION_STATUSES, params.get('status')),
    activeWithin:
      Number.isInteger(days) && days >= 1 && days <= MAX_ACTIVE_WITHIN ? days : undefined,
    readableOnly: params.get('readable') === 'true',
    tag: tag.success ? tag.data : undefined,
    sort: sort === 'activity' || (sort === 'relevance' && q) ? sort : defaultSort(q),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

// Only what differs from the default goes into the URL, in a fixed order, so one search is
// always one link.
export function writeCandidateSearch(search: CandidateSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.industry) params.set('industry', search.industry);
  const where = search.where.trim();
  if (where) params.set('where', where);
  if (search.status) params.set('status', search.status);
  if (search.activeWithin) params.set('activeWithin', String(search.activeWithin));
  if (search.readableOnly) params.set('readable', 'true');
  if (search.tag) params.set('tag', search.tag);
  if (search.sort !== defaultSort(q)) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export const EMPTY_CANDIDATE_SEARCH: CandidateSearch = {
  q: '',
  industry: undefined,
  where: '',
  status: undefined,
  activeWithin: undefined,
  readableOnly: false,
  tag: undefined,
  sort: 'activity',
  page: 1,
};

// How many filters beyond the search words are set (the phone's "Filters (2)" button).
export function countFilters(search: CandidateSearch): number {
  return [
    search.industry !== undefined,
    search.where !== '',
    search.status !== undefined,
    search.activeWithin !== undefined,
    search.readableOnly,
    search.tag !== undefined,
  ].filter(Boolean).length;
}

// The query string the API is asked with: the same names as the page's URL, plus the
// explicit sort and the page size.
export function candidateListParams(search: CandidateSearch): URLSearchParams {
  const params = writeCandidateSearch({ ...search, page: 1 });
  params.set('sort', search.sort);
  params.set('page', String(search.page));
  params.set('limit', String(CANDIDATE_RESULTS_PAGE_SIZE));
  return params;
}
