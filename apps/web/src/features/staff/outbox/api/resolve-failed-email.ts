import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { failedEmailsKeys } from './get-failed-emails';

export type FailedEmailAction = 'retry' | 'discard';

// The dashboard's activity feed (another feature) gains an entry for every retry or discard.
const activityQueryPrefix = ['admin', 'activity'] as const;

// POST /api/admin/outbox/:id/retry | /discard -> 204 | 404 | 409 {error}
export function resolveFailedEmail(input: { id: string; action: FailedEmailAction }) {
  return apiRequest<undefined>(
    `/api/admin/outbox/${encodeURIComponent(input.id)}/${input.action}`,
    {
      method: 'POST',
    },
  );
}

export function useResolveFailedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveFailedEmail,
    // A 409 means someone else already handled it: the refreshed list shows that too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: failedEmailsKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityQueryPrefix });
    },
  });
}
