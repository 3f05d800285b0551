import { useQuery } from '@tanstack/react-query';
import { adminStatsSchema, type AdminStats } from '@staffing/shared/application-schemas';
import { apiRequest } from '@/lib/api-client';

export const adminStatsQueryKey = ['admin', 'stats'] as const;

// GET /api/admin/stats -> totals, open jobs by industry and applications per week (12, oldest
// first, each week starting on a Monday).
export function getAdminStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  return apiRequest('/api/admin/stats', {
    signal,
    parse: (data) => adminStatsSchema.parse(data),
  });
}

export function useAdminStats() {
  return useQuery({ queryKey: adminStatsQueryKey, queryFn: getAdminStats });
}
