import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  jobOrderDetailSchema,
  type JobOrderChange,
  type JobOrderDetail,
} from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderPath, orderQueryKey, ordersQueryKey } from './order-query-keys';

// PATCH /api/admin/orders/:id: a status move, the owner, the filled count or a note. The
// answer is the order as it is now, history included.
export function updateOrder(id: string, change: JobOrderChange): Promise<JobOrderDetail> {
  return apiRequest(orderPath(id), {
    method: 'PATCH',
    body: change,
    parse: (data) => jobOrderDetailSchema.parse(data),
  });
}

export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: JobOrderChange) => updateOrder(id, change),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(id), order);
      void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
    },
  });
}
