import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminApplicationSchema,
  type AdminApplication,
} from '@staffing/shared/application-schemas';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import type { ApplicationKind } from '@staffing/shared/constants';
import { fetchPagedList, type PagedList } from './fetch-paged-list';

export type ApplicationsQuery = {
  jobId?: string;
  kind?: ApplicationKind;
  status?: ApplicationStatus;
  knockedOut?: boolean | undefined;
  page: number;
  limit: number;
};

export const applicationsQueryKey = (query: ApplicationsQuery) =>
  ['admin', 'applications', query] as const;

export function getApplications(
  query: ApplicationsQuery,
  signal?: AbortSignal,
): Promise<PagedList<AdminApplication>> {
  const params = new URLSearchParams();
  if (query.jobId) params.set('jobId', query.jobId);
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.knockedOut !== undefined) params.set('knockedOut', String(query.knockedOut));
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return fetchPagedList(
    `/api/admin/applications?${params.toString()}`,
    (data) => adminApplicationSchema.parse(data),
    signal,
  );
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery({
    queryKey: applicationsQueryKey(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

// A same-origin link to this endpoint carries the admin's session cookie, so the browser
// opens (PDF, served inline) or downloads (Word, served as an attachment) the file itself:
// no blob URL to revoke, and no popup blocker in the way of a window opened after a fetch.
export function applicationResumeUrl(applicationId: string): string {
  return `/api/admin/applications/${encodeURIComponent(applicationId)}/resume`;
}
