import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from '@/features/staff/orders/api/order-query-keys';
import { todayQueryKey } from './today-query-keys';

type TakeOrder = { orderId: string; ownerId: string };

// PATCH /api/admin/orders/:id { ownerId, fromOwnerId: null } -> the order is the taker's, only
// if nobody owns it still (409 when someone took it a moment before).
export function takeOrder({ orderId, ownerId }: TakeOrder): Promise<unknown> {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { ownerId, fromOwnerId: null },
  });
}

export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeOrder,
    // Taken by this person or by someone else meanwhile: either way Today is asked again.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: todayQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]);
    },
  });
}
