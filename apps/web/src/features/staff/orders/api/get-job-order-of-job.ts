import { useQuery } from '@tanstack/react-query';
import { jobOrderListSchema, type JobOrderSummary } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './order-query-keys';

// GET /api/admin/orders?jobId=…: the order a job was posted from, if any (the job's way back).
export async function getJobOrderOfJob(
  jobId: string,
  signal?: AbortSignal,
): Promise<JobOrderSummary | null> {
  const list = await apiRequest(`/api/admin/orders?${new URLSearchParams({ jobId }).toString()}`, {
    signal,
    parse: (data) => jobOrderListSchema.parse(data),
  });
  return list.orders[0] ?? null;
}

export function useJobOrderOfJob(jobId: string) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'of-job', jobId],
    queryFn: ({ signal }) => getJobOrderOfJob(jobId, signal),
    enabled: jobId !== '',
  });
}
