import { useQuery } from '@tanstack/react-query';
import { interviewListSchema, type Interview } from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';
import { orderInterviewsPath, orderInterviewsQueryKey } from './interview-query-keys';

// GET /api/admin/orders/:orderId/interviews: the order's interviews, cancelled ones included.
export function getOrderInterviews(orderId: string, signal?: AbortSignal): Promise<Interview[]> {
  return apiRequest(orderInterviewsPath(orderId), {
    signal,
    parse: (data) => interviewListSchema.parse(data),
  });
}

export function useOrderInterviews(orderId: string) {
  return useQuery({
    queryKey: orderInterviewsQueryKey(orderId),
    queryFn: ({ signal }) => getOrderInterviews(orderId, signal),
  });
}
