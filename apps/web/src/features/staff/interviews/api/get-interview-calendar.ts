import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  interviewCalendarSchema,
  type InterviewCalendar,
  type InterviewStatus,
} from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';
import { interviewCalendarQueryKey } from './interview-query-keys';

export type InterviewCalendarFilters = {
  from: string;
  to: string;
  // The order's owner: a staff member's id, "me" or "none".
  recruiterId?: string | undefined;
  orderId?: string | undefined;
  clientId?: string | undefined;
  status?: InterviewStatus | undefined;
};

function calendarQuery(filters: InterviewCalendarFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.recruiterId) params.set('recruiterId', filters.recruiterId);
  if (filters.orderId) params.set('orderId', filters.orderId);
  if (filters.clientId) params.set('clientId', filters.clientId);
  if (filters.status) params.set('status', filters.status);
  return params.toString();
}

// GET /api/admin/interviews: the agency's interviews on the days from `from` to `to`, each on
// its own date, by day and then by start.
export function getInterviewCalendar(
  filters: InterviewCalendarFilters,
  signal?: AbortSignal,
): Promise<InterviewCalendar> {
  return apiRequest(`/api/admin/interviews?${calendarQuery(filters)}`, {
    signal,
    parse: (data) => interviewCalendarSchema.parse(data),
  });
}

export function useInterviewCalendar(filters: InterviewCalendarFilters) {
  const query = calendarQuery(filters);
  return useQuery({
    // Under the interviews' key: a move or a cancellation anywhere refreshes the list.
    queryKey: interviewCalendarQueryKey(query),
    queryFn: ({ signal }) => getInterviewCalendar(filters, signal),
    // Another week or filter keeps the old days on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
