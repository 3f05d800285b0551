import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@staffing/shared/constants';
import { jobSchema, type Job } from '@staffing/shared/job-schemas';
import { apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';
import { adminJobsKeys } from './job-query-keys';

export const ADMIN_JOBS_PAGE_SIZE = 20;

export type JobsPage = { jobs: Job[]; total: number };

// Admins manage filled and closed jobs too, which the public lists leave out: 'all' is every
// job whatever its status or closing date; 'open' is what the public board lists.
export type AdminJobStatusFilter = JobStatus | 'all';

const jobListSchema = jobSchema.array();

// GET /api/jobs/jobs?page=N&limit=20&status=all|open|filled|closed, with the total from
// X-Total-Count.
export async function getJobsPage({
  page,
  limit = ADMIN_JOBS_PAGE_SIZE,
  status = 'all',
  signal,
}: {
  page: number;
  limit?: number;
  status?: AdminJobStatusFilter;
  signal?: AbortSignal;
}): Promise<JobsPage> {
  const search = new URLSearchParams({ page: String(page), limit: String(limit), status });
  const { data: jobs, headers } = await apiRequestWithHeaders(
    `/api/jobs/jobs?${search.toString()}`,
    {
      ...(signal ? { signal } : {}),
      parse: (data) => jobListSchema.parse(data),
    },
  );
  // Without the header, what this page holds is the best lower bound there is.
  return { jobs, total: totalCountOf(headers, (page - 1) * limit + jobs.length) };
}

export function useJobsPage(
  page: number,
  status: AdminJobStatusFilter = 'all',
  limit = ADMIN_JOBS_PAGE_SIZE,
) {
  return useQuery({
    queryKey: adminJobsKeys.list(page, limit, status),
    queryFn: ({ signal }) => getJobsPage({ page, limit, status, signal }),
    // Keeps the current page on screen while the next one loads, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}
