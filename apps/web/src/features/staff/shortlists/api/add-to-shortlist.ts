import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  shortlistEntrySchema,
  type ShortlistAdd,
  type ShortlistEntry,
} from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderShortlistPath, shortlistsQueryKey } from './shortlist-query-keys';

// POST /api/admin/orders/:id/shortlist: puts a candidate on the shortlist with a pitch; the
// candidate is asked by email before anything is shared.
export function addToShortlist(orderId: string, input: ShortlistAdd): Promise<ShortlistEntry> {
  return apiRequest(orderShortlistPath(orderId), {
    method: 'POST',
    body: input,
    parse: (data) => shortlistEntrySchema.parse(data),
  });
}

export function useAddToShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...input }: ShortlistAdd & { orderId: string }) =>
      addToShortlist(orderId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shortlistsQueryKey }),
  });
}
