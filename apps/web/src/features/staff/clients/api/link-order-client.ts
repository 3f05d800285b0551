import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderClientSchema,
  type OrderClient,
  type OrderClientLink,
} from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientsQueryKey, orderClientPath, orderClientQueryKey } from './client-query-keys';

// PUT /api/admin/orders/:id/client: links the order to an existing company or to a new one
// made from its sender.
export function linkOrderClient(orderId: string, link: OrderClientLink): Promise<OrderClient> {
  return apiRequest(orderClientPath(orderId), {
    method: 'PUT',
    body: link,
    parse: (data) => orderClientSchema.parse(data),
  });
}

export function useLinkOrderClient(orderId: string, onLinked?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: OrderClientLink) => linkOrderClient(orderId, link),
    onSuccess: (client) => {
      queryClient.setQueryData(orderClientQueryKey(orderId), client);
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
      onLinked?.();
    },
  });
}
