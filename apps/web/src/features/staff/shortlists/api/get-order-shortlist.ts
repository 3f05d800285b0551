import { useQuery } from '@tanstack/react-query';
import { shortlistSchema, type ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderShortlistPath, orderShortlistQueryKey } from './shortlist-query-keys';

// GET /api/admin/orders/:id/shortlist: the order's shortlist with each candidate's consent.
export function getOrderShortlist(
  orderId: string,
  signal?: AbortSignal,
): Promise<ShortlistEntry[]> {
  return apiRequest(orderShortlistPath(orderId), {
    signal,
    parse: (data) => shortlistSchema.parse(data),
  });
}

export function useOrderShortlist(orderId: string) {
  return useQuery({
    queryKey: orderShortlistQueryKey(orderId),
    queryFn: ({ signal }) => getOrderShortlist(orderId, signal),
  });
}
