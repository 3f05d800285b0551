import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobOrderListSchema, type JobOrderList } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderListParams, type OrderSearch } from '../utils/order-search-params';
import { ordersQueryKey } from './order-query-keys';

// GET /api/admin/orders: one page of the board.
export function getOrders(search: OrderSearch, signal?: AbortSignal): Promise<JobOrderList> {
  return apiRequest(`/api/admin/orders?${orderListParams(search).toString()}`, {
    signal,
    parse: (data) => jobOrderListSchema.parse(data),
  });
}

export function useOrders(search: OrderSearch) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'list', orderListParams(search).toString()],
    queryFn: ({ signal }) => getOrders(search, signal),
    // A new filter keeps the old rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
