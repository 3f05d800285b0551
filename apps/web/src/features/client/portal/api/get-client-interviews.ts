import { useQuery } from '@tanstack/react-query';
import { interviewListSchema, type Interview } from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';

export const clientInterviewsQueryKey = (orderId: string) =>
  ['client', 'order', orderId, 'interviews'] as const;

// GET /api/client/orders/:id/interviews: the interviews the agency scheduled on the order,
// cancelled ones included; each names the shared candidate by the id the portal knows.
export function getClientInterviews(orderId: string, signal?: AbortSignal): Promise<Interview[]> {
  return apiRequest(`/api/client/orders/${encodeURIComponent(orderId)}/interviews`, {
    signal,
    parse: (data) => interviewListSchema.parse(data),
  });
}

export function useClientInterviews(orderId: string) {
  return useQuery({
    queryKey: clientInterviewsQueryKey(orderId),
    queryFn: ({ signal }) => getClientInterviews(orderId, signal),
  });
}
