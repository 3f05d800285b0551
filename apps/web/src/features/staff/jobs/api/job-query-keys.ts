// Every job query in the app lives under ['jobs'], the public pages' keys included, so one
// invalidation of that prefix after a create, update or delete refreshes every job list.
// The admin pages keep their own keys beneath it so their paging never mixes with the
// public lists.
export const jobsQueryPrefix = ['jobs'] as const;

export const adminJobsKeys = {
  lists: () => [...jobsQueryPrefix, 'admin', 'list'] as const,
  list: (page: number, limit: number, status: string) =>
    [...adminJobsKeys.lists(), { page, limit, status }] as const,
  detail: (jobId: string) => [...jobsQueryPrefix, 'admin', 'detail', jobId] as const,
};

// The totals also count applications and users, so they are not a job query; the job
// mutations refresh them explicitly because totalJobs changes with them.
export const dashboardStatsQueryKey = ['admin', 'dashboard-stats'] as const;
