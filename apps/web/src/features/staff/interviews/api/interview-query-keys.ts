// Every staff interview query starts with this key, so a schedule, move or cancellation
// refreshes the order's list at once.
export const interviewsQueryKey = ['admin', 'interviews'] as const;
export const orderInterviewsQueryKey = (orderId: string) =>
  [...interviewsQueryKey, 'order', orderId] as const;
export const candidateInterviewsQueryKey = (candidateId: string) =>
  [...interviewsQueryKey, 'candidate', candidateId] as const;
export const orderInterviewsPath = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/interviews`;
export const interviewPath = (interviewId: string) =>
  `/api/admin/interviews/${encodeURIComponent(interviewId)}`;
export const interviewCalendarQueryKey = (query: string) =>
  [...interviewsQueryKey, 'calendar', query] as const;
