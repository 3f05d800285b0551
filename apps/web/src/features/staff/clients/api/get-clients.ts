import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientListSchema, type ClientList } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientListQueryKey } from './client-query-keys';

// GET /api/admin/clients?q=: the client companies by name.
export function getClients(q: string, signal?: AbortSignal): Promise<ClientList> {
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return apiRequest(`/api/admin/clients${search}`, {
    signal,
    parse: (data) => clientListSchema.parse(data),
  });
}

export function useClients(q: string) {
  return useQuery({
    queryKey: clientListQueryKey(q),
    queryFn: ({ signal }) => getClients(q, signal),
    placeholderData: keepPreviousData,
  });
}
