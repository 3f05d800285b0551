import type { TodayScope } from '@staffing/shared/today-schemas';

// Today's lists and the navigation's counts share one prefix: whatever handles an item
// (scheduling, placing, taking an order, answering, retrying) invalidates it once.
export const todayQueryKey = ['admin', 'today'] as const;
export const todayListQueryKey = (scope: TodayScope) => [...todayQueryKey, 'list', scope] as const;
export const todayCountsQueryKey = [...todayQueryKey, 'counts'] as const;

// The time zone "today" and "tomorrow" are read in: the browser's.
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function todayParams(params: Record<string, string>): string {
  const search = new URLSearchParams(params);
  const tz = browserTimeZone();
  if (tz) search.set('tz', tz);
  return search.toString();
}
