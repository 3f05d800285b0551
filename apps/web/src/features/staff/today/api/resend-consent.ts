import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shortlistEntrySchema, type ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';
import { shortlistsQueryKey } from '@/features/staff/shortlists/api/shortlist-query-keys';
import { todayQueryKey } from './today-query-keys';

type ResendConsent = { orderId: string; entryId: string };

// POST /api/admin/orders/:id/shortlist/:entryId/resend -> the entry, its consent request sent
// again with new links (409 once the candidate has answered).
export function resendConsent({ orderId, entryId }: ResendConsent): Promise<ShortlistEntry> {
  return apiRequest(
    `/api/admin/orders/${encodeURIComponent(orderId)}/shortlist/${encodeURIComponent(entryId)}/resend`,
    { method: 'POST', body: {}, parse: (data) => shortlistEntrySchema.parse(data) },
  );
}

export function useResendConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendConsent,
    // Sent or answered meanwhile: either way the request leaves Today's list.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: todayQueryKey }),
        queryClient.invalidateQueries({ queryKey: shortlistsQueryKey }),
      ]);
    },
  });
}
