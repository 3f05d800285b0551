import { useQuery } from '@tanstack/react-query';
import { jobSchema, type Job } from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { adminJobsKeys } from './job-query-keys';

// GET /api/jobs/job/:id -> Job | 404 {error: 'Job not found'}
export function getJob(jobId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Job> {
  return apiRequest(`/api/jobs/job/${encodeURIComponent(jobId)}`, {
    signal,
    parse: (data) => jobSchema.parse(data),
  });
}

export function useJob(jobId: string) {
  return useQuery({
    queryKey: adminJobsKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, { signal }),
    // The edit form starts from what is stored now, not from a copy another admin may have
    // changed since.
    staleTime: 0,
  });
}
