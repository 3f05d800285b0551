import { useQuery } from '@tanstack/react-query';
import { todayCountsSchema, type TodayCounts } from '@staffing/shared/today-schemas';
import { apiRequest } from '@/lib/api-client';
import { todayCountsQueryKey, todayParams } from './today-query-keys';

// GET /api/admin/today/counts?tz= -> how many items each of Today's sections holds for the
// signed-in staff member (their own work); failedEmails is null for a recruiter.
export function getTodayCounts(signal?: AbortSignal): Promise<TodayCounts> {
  const query = todayParams({});
  return apiRequest(`/api/admin/today/counts${query ? `?${query}` : ''}`, {
    signal,
    parse: (data) => todayCountsSchema.parse(data),
  });
}

// The navigation's badges: asked again when the window regains focus and every minute, so a
// client's answer or a new application shows up without a reload.
export function useTodayCounts() {
  return useQuery({
    queryKey: todayCountsQueryKey,
    queryFn: ({ signal }) => getTodayCounts(signal),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}
