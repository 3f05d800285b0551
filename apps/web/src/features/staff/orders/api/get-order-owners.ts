import { useQuery } from '@tanstack/react-query';
import { jobOrderOwnersSchema, type JobOrderOwner } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './order-query-keys';

// GET /api/admin/orders/owners: the recruiters and admins an order may be given to.
export function getOrderOwners(signal?: AbortSignal): Promise<JobOrderOwner[]> {
  return apiRequest('/api/admin/orders/owners', {
    signal,
    parse: (data) => jobOrderOwnersSchema.parse(data),
  });
}

export function useOrderOwners() {
  return useQuery({
    queryKey: [...ordersQueryKey, 'owners'],
    queryFn: ({ signal }) => getOrderOwners(signal),
    staleTime: 5 * 60_000,
  });
}
