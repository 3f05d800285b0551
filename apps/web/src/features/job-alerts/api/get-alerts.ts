import { useQuery } from '@tanstack/react-query';
import type { JobAlert } from '@staffing/shared/alert-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

export const alertsQueryKey = ['alerts'] as const;

// The find-job page's alert form shares the query key; the schema loads only with the list.
const alertsParser = lazyParser(async () => {
  const { jobAlertSchema } = await import('@staffing/shared/alert-schemas');
  return (data) => jobAlertSchema.array().parse(data);
});

// GET /api/alerts -> the signed-in user's job alerts, newest first (401 signed out).
export function getAlerts(signal?: AbortSignal): Promise<JobAlert[]> {
  return apiRequest('/api/alerts', {
    ...(signal ? { signal } : {}),
    parse: alertsParser(),
  });
}

export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => getAlerts(signal),
    enabled,
  });
}
