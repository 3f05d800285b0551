// Every shortlist query starts with this key, so adding someone refreshes the order's list
// and the candidate's at once.
export const shortlistsQueryKey = ['admin', 'shortlists'] as const;
export const orderShortlistQueryKey = (orderId: string) =>
  [...shortlistsQueryKey, 'order', orderId] as const;
export const candidateShortlistsQueryKey = (candidateId: string) =>
  [...shortlistsQueryKey, 'candidate', candidateId] as const;
export const orderShortlistPath = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/shortlist`;
