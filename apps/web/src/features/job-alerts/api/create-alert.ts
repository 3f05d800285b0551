import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { apiRequest } from '@/lib/api-client';
import { alertsQueryKey } from './get-alerts';

export type CreateAlertRequest = {
  frequency: AlertFrequency;
  // The find-job page's query parameters; the API keeps the ones that are a search.
  search: Record<string, string>;
  email?: string;
};

// POST /api/alerts -> 201 {alert, message} signed in | 202 {message} signed out | 400 | 409 | 429
export function createAlert(input: CreateAlertRequest): Promise<{ message: string }> {
  return apiRequest('/api/alerts', { method: 'POST', body: input });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    },
  });
}
