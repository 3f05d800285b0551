import { useQuery } from '@tanstack/react-query';
import {
  clientCompanyDetailSchema,
  type ClientCompanyDetail,
} from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientPath, clientQueryKey } from './client-query-keys';

// GET /api/admin/clients/:id: the company with its contacts and orders.
export function getClient(id: string, signal?: AbortSignal): Promise<ClientCompanyDetail> {
  return apiRequest(clientPath(id), {
    signal,
    parse: (data) => clientCompanyDetailSchema.parse(data),
  });
}

export function useClient(id: string) {
  return useQuery({ queryKey: clientQueryKey(id), queryFn: ({ signal }) => getClient(id, signal) });
}
