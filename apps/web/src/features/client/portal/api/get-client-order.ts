import { useQuery } from '@tanstack/react-query';
import { clientOrderSummarySchema, type ClientOrderSummary } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';

export const clientOrderQueryKey = (orderId: string) => ['client', 'order', orderId] as const;

// GET /api/client/orders/:id: one of the company's orders (404 for anyone else's).
export function getClientOrder(orderId: string, signal?: AbortSignal): Promise<ClientOrderSummary> {
  return apiRequest(`/api/client/orders/${encodeURIComponent(orderId)}`, {
    signal,
    parse: (data) => clientOrderSummarySchema.parse(data),
  });
}

export function useClientOrder(orderId: string) {
  return useQuery({
    queryKey: clientOrderQueryKey(orderId),
    queryFn: ({ signal }) => getClientOrder(orderId, signal),
  });
}
