import { useQuery } from '@tanstack/react-query';
import { jobAlertSchema, type JobAlert } from '@staffing/shared/alert-schemas';
import { apiRequest } from '@/lib/api-client';

export const alertsQueryKey = ['alerts'] as const;

// GET /api/alerts -> the signed-in user's job alerts, newest first (401 signed out).
export function getAlerts(signal?: AbortSignal): Promise<JobAlert[]> {
  return apiRequest('/api/alerts', {
    ...(signal ? { signal } : {}),
    parse: (data) => jobAlertSchema.array().parse(data),
  });
}

export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => getAlerts(signal),
    enabled,
  });
}
