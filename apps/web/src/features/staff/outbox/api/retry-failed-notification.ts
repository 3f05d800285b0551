import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { failedNotificationsQueryKey } from './get-failed-notifications';

// POST /api/admin/search-engine-notifications/:id/retry -> 204 | 409 {error}
export function retryFailedNotification(id: string) {
  return apiRequest<undefined>(
    `/api/admin/search-engine-notifications/${encodeURIComponent(id)}/retry`,
    { method: 'POST' },
  );
}

export function useRetryFailedNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedNotificationsQueryKey }),
  });
}
