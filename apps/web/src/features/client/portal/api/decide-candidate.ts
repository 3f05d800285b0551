import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sharedCandidateSchema, type ClientDecision } from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';
import { sharedCandidatesPath, sharedCandidatesQueryKey } from './get-shared-candidates';

const answerSchema = z.object({ decision: sharedCandidateSchema.shape.decision });

// POST /api/client/orders/:id/candidates/:entryId/decision: interview, decline or hire.
export function decideCandidate(orderId: string, entryId: string, decision: ClientDecision) {
  return apiRequest(`${sharedCandidatesPath(orderId)}/${encodeURIComponent(entryId)}/decision`, {
    method: 'POST',
    body: decision,
    parse: (data) => answerSchema.parse(data),
  });
}

export function useDecideCandidate(orderId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClientDecision) => decideCandidate(orderId, entryId, decision),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: sharedCandidatesQueryKey(orderId) }),
  });
}
