import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interviewSchema,
  type Interview,
  type InterviewCancelInput,
} from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';
import { interviewPath, interviewsQueryKey } from './interview-query-keys';

// POST /api/admin/interviews/:id/cancel: the candidate and the client get METHOD:CANCEL,
// which takes the event out of their calendars.
export function cancelInterview(
  interviewId: string,
  input: InterviewCancelInput,
): Promise<Interview> {
  return apiRequest(`${interviewPath(interviewId)}/cancel`, {
    method: 'POST',
    body: input,
    parse: (data) => interviewSchema.parse(data),
  });
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interviewId, input }: { interviewId: string; input: InterviewCancelInput }) =>
      cancelInterview(interviewId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
