import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQueryKey, jobsQueryPrefix } from './job-query-keys';

// After any job change: every job list and detail (public pages included) and the totals.
export function invalidateJobQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobsQueryPrefix }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
  ]).then(() => undefined);
}
