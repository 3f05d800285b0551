import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interviewSchema,
  type Interview,
  type InterviewScheduleInput,
} from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';
import { interviewsQueryKey } from './interview-query-keys';

// POST /api/admin/orders/:orderId/shortlist/:entryId/interviews: the candidate and the client
// contact get a calendar invitation through the outbox.
export function scheduleInterview(
  orderId: string,
  entryId: string,
  input: InterviewScheduleInput,
): Promise<Interview> {
  return apiRequest(
    `/api/admin/orders/${encodeURIComponent(orderId)}/shortlist/${encodeURIComponent(entryId)}/interviews`,
    { method: 'POST', body: input, parse: (data) => interviewSchema.parse(data) },
  );
}

export function useScheduleInterview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: string; input: InterviewScheduleInput }) =>
      scheduleInterview(orderId, entryId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
