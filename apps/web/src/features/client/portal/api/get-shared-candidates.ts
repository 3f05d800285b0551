import { useQuery } from '@tanstack/react-query';
import { sharedCandidatesSchema, type SharedCandidate } from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';

export const sharedCandidatesQueryKey = (orderId: string) =>
  ['client', 'order', orderId, 'candidates'] as const;

export const sharedCandidatesPath = (orderId: string) =>
  `/api/client/orders/${encodeURIComponent(orderId)}/candidates`;

// GET /api/client/orders/:id/candidates: the candidates who agreed to be shared on the order.
export function getSharedCandidates(
  orderId: string,
  signal?: AbortSignal,
): Promise<SharedCandidate[]> {
  return apiRequest(sharedCandidatesPath(orderId), {
    signal,
    parse: (data) => sharedCandidatesSchema.parse(data),
  });
}

export function useSharedCandidates(orderId: string) {
  return useQuery({
    queryKey: sharedCandidatesQueryKey(orderId),
    queryFn: ({ signal }) => getSharedCandidates(orderId, signal),
  });
}
