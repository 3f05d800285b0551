import { useQuery } from '@tanstack/react-query';
import { todaySchema, type Today, type TodayScope } from '@staffing/shared/today-schemas';
import { apiRequest } from '@/lib/api-client';
import { todayListQueryKey, todayParams } from './today-query-keys';

// GET /api/admin/today?scope=mine|everyone&tz= -> each of Today's sections: its first items and
// how many there are ("everyone" is an admin's only).
export function getToday(scope: TodayScope, signal?: AbortSignal): Promise<Today> {
  return apiRequest(`/api/admin/today?${todayParams({ scope })}`, {
    signal,
    parse: (data) => todaySchema.parse(data),
  });
}

// Kept current like the navigation's badges: on focus and every minute.
export function useToday(scope: TodayScope) {
  return useQuery({
    queryKey: todayListQueryKey(scope),
    queryFn: ({ signal }) => getToday(scope, signal),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
