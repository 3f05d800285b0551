import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  applicationStatusCountsSchema,
  type ApplicationStatusCounts,
} from '@staffing/shared/application-schemas';
import type { ApplicationKind } from '@staffing/shared/constants';
import { apiRequest } from '@/lib/api-client';

type CountsQuery = {
  jobId?: string | undefined;
  kind?: ApplicationKind | undefined;
  knockedOut?: boolean | undefined;
};

export function getStatusCounts(
  query: CountsQuery,
  signal?: AbortSignal,
): Promise<ApplicationStatusCounts> {
  const params = new URLSearchParams();
  if (query.jobId) params.set('jobId', query.jobId);
  if (query.kind) params.set('kind', query.kind);
  if (query.knockedOut !== undefined) params.set('knockedOut', String(query.knockedOut));
  return apiRequest(`/api/admin/applications/status-counts?${params.toString()}`, {
    signal,
    parse: (data) => applicationStatusCountsSchema.parse(data),
  });
}

export function useStatusCounts(query: CountsQuery) {
  return useQuery({
    queryKey: ['admin', 'applications', 'status-counts', query],
    queryFn: ({ signal }) => getStatusCounts(query, signal),
    placeholderData: keepPreviousData,
  });
}
