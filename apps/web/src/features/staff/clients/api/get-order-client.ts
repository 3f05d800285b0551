import { useQuery } from '@tanstack/react-query';
import { orderClientSchema, type OrderClient } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderClientPath, orderClientQueryKey } from './client-query-keys';

// GET /api/admin/orders/:id/client: the order's client company, or the companies that may be
// the sender's.
export function getOrderClient(orderId: string, signal?: AbortSignal): Promise<OrderClient> {
  return apiRequest(orderClientPath(orderId), {
    signal,
    parse: (data) => orderClientSchema.parse(data),
  });
}

export function useOrderClient(orderId: string) {
  return useQuery({
    queryKey: orderClientQueryKey(orderId),
    queryFn: ({ signal }) => getOrderClient(orderId, signal),
  });
}
