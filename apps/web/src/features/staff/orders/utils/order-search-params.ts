import { INDUSTRIES, type Industry } from '@staffing/shared/constants';
import {
  JOB_ORDER_PAGE_SIZE,
  JOB_ORDER_SORTS,
  JOB_ORDER_STATUSES,
  type JobOrderSort,
  type JobOrderStatus,
} from '@staffing/shared/job-order-constants';

export type SortDir = 'asc' | 'desc';

export type OrderSearch = {
  q: string;
  status: JobOrderStatus | undefined;
  industry: Industry | undefined;
  // A staff member's id, 'me', 'none' or undefined (anyone).
  owner: string | undefined;
  sort: JobOrderSort;
  dir: SortDir;
  page: number;
};

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 100_000;

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

// Newest first by default; names and dates read from the start, bigger orders first.
export function defaultDir(sort: JobOrderSort): SortDir {
  return sort === 'created' || sort === 'headcount' ? 'desc' : 'asc';
}

export const EMPTY_ORDER_SEARCH: OrderSearch = {
  q: '',
  status: undefined,
  industry: undefined,
  owner: undefined,
  sort: 'created',
  dir: 'desc',
  page: 1,
};

// The URL is the board's state: a filter, sort and page survive a reload, the back button
// and a link sent to a colleague. Anything unreadable (a hand-edited link) counts as unset.
export function readOrderSearch(params: URLSearchParams): OrderSearch {
  const sort = pick(JOB_ORDER_SORTS, params.get('sort')) ?? 'created';
  const page = Number(params.get('page'));
  const owner = (params.get('owner') ?? '').trim().slice(0, 100);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: pick(JOB_ORDER_STATUSES, params.get('status')),
    industry: pick(INDUSTRIES, params.get('industry')),
    owner: owner === '' ? undefined : owner,
    sort,
    dir: pick(['asc', 'desc'] as const, params.get('dir')) ?? defaultDir(sort),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

// Only what differs from the default, in a fixed order: one board view is one link.
export function writeOrderSearch(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.status) params.set('status', search.status);
  if (search.industry) params.set('industry', search.industry);
  if (search.owner) params.set('owner', search.owner);
  if (search.sort !== 'created') params.set('sort', search.sort);
  if (search.dir !== defaultDir(search.sort)) params.set('dir', search.dir);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

// What the API is asked: the same names, with the explicit sort, direction and page size.
export function orderListParams(search: OrderSearch): URLSearchParams {
  const params = writeOrderSearch({ ...search, page: 1 });
  params.set('sort', search.sort);
  params.set('dir', search.dir);
  params.set('page', String(search.page));
  params.set('limit', String(JOB_ORDER_PAGE_SIZE));
  return params;
}
