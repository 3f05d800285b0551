import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlert } from '@staffing/shared/alert-schemas';
import { apiRequest } from '@/lib/api-client';
import { alertsQueryKey } from './get-alerts';

// DELETE /api/alerts/:id -> 204 | 404
export function deleteAlert(id: string): Promise<void> {
  return apiRequest(`/api/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<JobAlert[]>({ queryKey: alertsQueryKey }, (alerts) =>
        alerts?.filter((alert) => alert._id !== id),
      );
    },
  });
}
