import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderShortlistPath, shortlistsQueryKey } from './shortlist-query-keys';

// DELETE /api/admin/orders/:id/shortlist/:entryId: takes the candidate off the shortlist;
// the client stops seeing them with it.
export function removeFromShortlist(orderId: string, entryId: string): Promise<void> {
  return apiRequest(`${orderShortlistPath(orderId)}/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveFromShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, entryId }: { orderId: string; entryId: string }) =>
      removeFromShortlist(orderId, entryId),
    // The order's list and the candidate's both start with this key.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shortlistsQueryKey }),
  });
}
