import { useQuery } from '@tanstack/react-query';
import { clientHomeSchema, type ClientHome } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';

export const clientHomeQueryKey = ['client', 'home'] as const;

// GET /api/client/home: the contact, their company, their recruiter and the company's orders.
// The portal's shell reads it on every page (the name and the recruiter); its home page lists
// the orders from the same answer.
export function getClientHome(signal?: AbortSignal): Promise<ClientHome> {
  return apiRequest('/api/client/home', { signal, parse: (data) => clientHomeSchema.parse(data) });
}

export function useClientHome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientHomeQueryKey,
    queryFn: ({ signal }) => getClientHome(signal),
    enabled,
  });
}
