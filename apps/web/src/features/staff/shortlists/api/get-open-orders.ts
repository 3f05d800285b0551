import { useQuery } from '@tanstack/react-query';
import { jobOrderListSchema, type JobOrderSummary } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';

const CLOSED = new Set(['filled', 'cancelled', 'lost']);

// GET /api/admin/orders: the newest orders still open to candidates, for the candidate page's
// "add to a shortlist" choice.
export async function getOpenOrders(signal?: AbortSignal): Promise<JobOrderSummary[]> {
  const list = await apiRequest('/api/admin/orders?limit=100', {
    signal,
    parse: (data) => jobOrderListSchema.parse(data),
  });
  return list.orders.filter((order) => !CLOSED.has(order.status));
}

export function useOpenOrders() {
  return useQuery({
    queryKey: ['admin', 'shortlists', 'open-orders'],
    queryFn: ({ signal }) => getOpenOrders(signal),
  });
}
