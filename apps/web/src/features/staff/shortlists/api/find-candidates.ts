import { useQuery } from '@tanstack/react-query';
import {
  candidateListItemSchema,
  type CandidateListItem,
} from '@staffing/shared/candidate-schemas';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/candidates?q=: the first few talent-pool matches for the shortlist's picker.
export async function findCandidates(
  q: string,
  signal?: AbortSignal,
): Promise<CandidateListItem[]> {
  const params = new URLSearchParams({ q, limit: '5' });
  return apiRequest(`/api/admin/candidates?${params.toString()}`, {
    signal,
    parse: (data) => candidateListItemSchema.array().parse(data),
  });
}

export function useFindCandidates(q: string) {
  return useQuery({
    queryKey: ['admin', 'shortlists', 'picker', q],
    queryFn: ({ signal }) => findCandidates(q, signal),
    enabled: q.length >= 2,
  });
}
