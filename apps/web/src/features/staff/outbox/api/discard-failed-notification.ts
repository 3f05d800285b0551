import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { failedNotificationsQueryKey } from './get-failed-notifications';

// DELETE /api/admin/search-engine-notifications/:id -> 204 | 409 {error}
export function discardFailedNotification(id: string) {
  return apiRequest<undefined>(`/api/admin/search-engine-notifications/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDiscardFailedNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardFailedNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedNotificationsQueryKey }),
  });
}
