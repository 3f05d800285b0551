import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interviewSchema,
  type Interview,
  type InterviewRescheduleInput,
} from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';
import { interviewPath, interviewsQueryKey } from './interview-query-keys';

// PATCH /api/admin/interviews/:id: a new time (and place); the invitation's SEQUENCE rises,
// so calendars move the event instead of adding a second one.
export function rescheduleInterview(
  interviewId: string,
  input: InterviewRescheduleInput,
): Promise<Interview> {
  return apiRequest(interviewPath(interviewId), {
    method: 'PATCH',
    body: input,
    parse: (data) => interviewSchema.parse(data),
  });
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      interviewId,
      input,
    }: {
      interviewId: string;
      input: InterviewRescheduleInput;
    }) => rescheduleInterview(interviewId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
