import { INDUSTRIES, INDUSTRY_LABELS, type Industry } from '@staffing/shared/constants';
import {
  JOB_ORDER_STATUSES,
  JOB_ORDER_STATUS_LABELS,
  type JobOrderStatus,
} from '@staffing/shared/job-order-constants';
import {
  STAFF_SEARCH_GROUP_LABELS,
  staffSearchPaths,
  type StaffSearchGroup,
  type StaffSearchKind,
  type StaffSearchResult,
} from '@staffing/shared/staff-search-schemas';
import type {
  CandidateHit,
  ClientHit,
  Found,
  JobHit,
  OrderHit,
  StaffSearchHits,
} from './staff-search-repository.ts';

// The search box's records as results: what each is called, one line that tells two alike
// apart, and the staff page that opens it.

const line = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');

const place = (city: string | null, region: string | null) =>
  line(city, region).replace(' · ', ', ');

const JOB_STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  filled: 'Filled',
  closed: 'Closed',
};

const orderStatus = (status: string) =>
  JOB_ORDER_STATUSES.includes(status as JobOrderStatus)
    ? JOB_ORDER_STATUS_LABELS[status as JobOrderStatus]
    : status;

const industry = (value: string) =>
  INDUSTRIES.includes(value as Industry) ? INDUSTRY_LABELS[value as Industry] : value;

function candidateResult(hit: CandidateHit): StaffSearchResult {
  const name = `${hit.firstName} ${hit.lastName}`.trim();
  return {
    id: hit.id,
    label: name || hit.email,
    detail: line(
      hit.byWords ? 'Resume or applications match' : undefined,
      hit.email,
      hit.byWords ? undefined : hit.phone,
      place(hit.city, hit.region),
    ),
    path: staffSearchPaths.candidates(hit.id),
  };
}

const jobResult = (hit: JobHit): StaffSearchResult => ({
  id: hit.id,
  label: hit.title,
  detail: line(JOB_STATUS_LABELS[hit.status] ?? hit.status, hit.location),
  path: staffSearchPaths.jobs(hit.id),
});

const orderResult = (hit: OrderHit): StaffSearchResult => ({
  id: hit.id,
  label: `${hit.position} at ${hit.company}`,
  detail: line(orderStatus(hit.status), hit.contactName, `${hit.city}, ${hit.state}`),
  path: staffSearchPaths.orders(hit.id),
});

const clientResult = (hit: ClientHit): StaffSearchResult => ({
  id: hit.id,
  label: hit.name,
  detail: hit.contact
    ? line(`Contact ${hit.contact.name}`, hit.contact.email)
    : industry(hit.industry),
  path: staffSearchPaths.clients(hit.id),
});

function group<T>(
  kind: StaffSearchKind,
  hits: Found<T> | undefined,
  present: (hit: T) => StaffSearchResult,
): StaffSearchGroup[] {
  if (!hits) return [];
  return [
    {
      kind,
      label: STAFF_SEARCH_GROUP_LABELS[kind],
      results: hits.hits.map(present),
      more: hits.more,
    },
  ];
}

export function presentStaffSearch(hits: Partial<StaffSearchHits>): StaffSearchGroup[] {
  return [
    ...group('candidates', hits.candidates, candidateResult),
    ...group('jobs', hits.jobs, jobResult),
    ...group('orders', hits.orders, orderResult),
    ...group('clients', hits.clients, clientResult),
  ];
}
