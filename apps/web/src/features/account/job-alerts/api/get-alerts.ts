import { useQuery } from '@tanstack/react-query';
import type { JobAlert } from '@staffing/shared/alert-schemas';
import type { Locale } from '@staffing/shared/i18n/locales';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

export const alertsQueryKey = ['alerts'] as const;

// The find-job page's alert form shares the query key; the schema loads only with the list.
const alertsParser = lazyParser(async () => {
  const { jobAlertSchema } = await import('@staffing/shared/alert-schemas');
  return (data) => jobAlertSchema.array().parse(data);
});

// GET /api/alerts[?locale=es] -> the signed-in user's job alerts, newest first, each
// described in the page's language (401 signed out).
export function getAlerts(locale: Locale, signal?: AbortSignal): Promise<JobAlert[]> {
  return apiRequest(locale === 'en' ? '/api/alerts' : `/api/alerts?locale=${locale}`, {
    ...(signal ? { signal } : {}),
    parse: alertsParser(),
  });
}

export function useAlerts(locale: Locale, enabled = true) {
  return useQuery({
    queryKey: [...alertsQueryKey, locale],
    queryFn: ({ signal }) => getAlerts(locale, signal),
    enabled,
  });
}
