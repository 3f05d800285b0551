import { useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE_MAX } from '@staffing/shared/constants';
import { jobSchema, type Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';

export type JobOption = { id: string; title: string; location: string; status?: Job['status'] };

export const jobOptionsQueryKey = ['admin', 'applications', 'job-options'] as const;

// The newest jobs for the "filter by job" select. status=all (admins only) because filled and
// closed jobs still have applications; the API's largest page is plenty for a select.
export async function getJobOptions({ signal }: { signal?: AbortSignal } = {}): Promise<
  JobOption[]
> {
  const jobs = await apiRequest(`/api/jobs/jobs?status=all&limit=${JOBS_PAGE_SIZE_MAX}`, {
    signal,
    parse: (data) => jobSchema.array().parse(data),
  });
  return jobs.map((job) => ({
    id: job._id,
    title: job.overview.title,
    location: job.overview.location,
    status: job.status,
  }));
}

export function useJobOptions() {
  return useQuery({ queryKey: jobOptionsQueryKey, queryFn: getJobOptions, staleTime: 60_000 });
}
