import { useQuery } from '@tanstack/react-query';
import { clientHomeSchema, type ClientHome } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';

export const clientHomeQueryKey = ['client', 'home'] as const;

// GET /api/client/home: the contact, their company and its orders.
export function getClientHome(signal?: AbortSignal): Promise<ClientHome> {
  return apiRequest('/api/client/home', { signal, parse: (data) => clientHomeSchema.parse(data) });
}

export function useClientHome() {
  return useQuery({ queryKey: clientHomeQueryKey, queryFn: ({ signal }) => getClientHome(signal) });
}
