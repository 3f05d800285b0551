import { useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema, type DashboardStats } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { dashboardStatsQueryKey } from './job-query-keys';

// GET /api/jobs/dashboard-stats -> {totalJobs, totalApplications, totalUsers} (admin only)
export function getDashboardStats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  return apiRequest('/api/jobs/dashboard-stats', {
    signal,
    parse: (data) => dashboardStatsSchema.parse(data),
  });
}

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardStatsQueryKey,
    queryFn: getDashboardStats,
    // Counts move with every signup and application: fresh on each visit to the dashboard.
    staleTime: 0,
  });
}
