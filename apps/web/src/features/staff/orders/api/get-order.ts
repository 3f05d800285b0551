import { useQuery } from '@tanstack/react-query';
import { jobOrderDetailSchema, type JobOrderDetail } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderPath, orderQueryKey } from './order-query-keys';

// GET /api/admin/orders/:id: the order with its history, its job and that job's applications.
export function getOrder(id: string, signal?: AbortSignal): Promise<JobOrderDetail> {
  return apiRequest(orderPath(id), { signal, parse: (data) => jobOrderDetailSchema.parse(data) });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: orderQueryKey(id), queryFn: ({ signal }) => getOrder(id, signal) });
}
