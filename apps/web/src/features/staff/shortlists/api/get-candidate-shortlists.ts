import { useQuery } from '@tanstack/react-query';
import { shortlistSchema, type ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';
import { candidateShortlistsQueryKey } from './shortlist-query-keys';

// GET /api/admin/candidates/:id/shortlists: the orders a candidate is shortlisted for.
export function getCandidateShortlists(
  candidateId: string,
  signal?: AbortSignal,
): Promise<ShortlistEntry[]> {
  return apiRequest(`/api/admin/candidates/${encodeURIComponent(candidateId)}/shortlists`, {
    signal,
    parse: (data) => shortlistSchema.parse(data),
  });
}

export function useCandidateShortlists(candidateId: string) {
  return useQuery({
    queryKey: candidateShortlistsQueryKey(candidateId),
    queryFn: ({ signal }) => getCandidateShortlists(candidateId, signal),
  });
}
