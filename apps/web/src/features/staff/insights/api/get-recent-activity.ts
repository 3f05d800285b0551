import { useQuery } from '@tanstack/react-query';
import { activityEntrySchema, type ActivityEntry } from '@staffing/shared/application-schemas';
import { apiRequest } from '@/lib/api-client';

export const RECENT_ACTIVITY_LIMIT = 20;

// Other admin features invalidate the ['admin', 'activity'] prefix after a change they log.
export const recentActivityQueryKey = (limit: number) => ['admin', 'activity', limit] as const;

// GET /api/admin/activity?limit=20 -> ActivityEntry[], newest first.
export function getRecentActivity(
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityEntry[]> {
  return apiRequest(`/api/admin/activity?limit=${limit}`, {
    signal,
    parse: (data) => activityEntrySchema.array().parse(data),
  });
}

export function useRecentActivity(limit = RECENT_ACTIVITY_LIMIT) {
  return useQuery({
    queryKey: recentActivityQueryKey(limit),
    queryFn: ({ signal }) => getRecentActivity(limit, { signal }),
    // A dashboard left open keeps showing what comes in (applications arrive any time).
    refetchInterval: 60_000,
  });
}
