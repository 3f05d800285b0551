import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TodaySeen } from '@staffing/shared/today-schemas';
import { apiRequest } from '@/lib/api-client';
import { todayQueryKey } from './today-query-keys';

// POST /api/admin/today/seen {area} -> 204: what arrived in that area until now is no longer new
// on Today or in the navigation's badge.
export function markSeen(area: TodaySeen['area']): Promise<undefined> {
  return apiRequest<undefined>('/api/admin/today/seen', { method: 'POST', body: { area } });
}

// Called by the page of that area when a staff member opens it, once per visit.
export function useMarkSeenOnOpen(area: TodaySeen['area']) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todayQueryKey }),
  });
  useEffect(() => {
    mutate(area);
  }, [area, mutate]);
}
