import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  jobSchema,
  type CreateJobInput,
  type Job,
  type JobLifecycleInput,
} from '@staffing/shared/job-schemas';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './order-query-keys';

export type OrderJobRequest = CreateJobInput & JobLifecycleInput;

// "Post as a job": the job form's payload to POST /api/jobs/create-job, naming the order, so
// the job is created and linked to its order in one transaction (409 when the order has a
// job already).
export function postOrderJob(orderId: string, job: OrderJobRequest): Promise<Job> {
  return apiRequest('/api/jobs/create-job', {
    method: 'POST',
    body: { ...job, jobOrderId: orderId },
    parse: (data) => jobSchema.parse(data),
  });
}

export function usePostOrderJob(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: OrderJobRequest) => postOrderJob(orderId, job),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
