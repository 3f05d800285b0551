import { useQuery } from '@tanstack/react-query';
import { interviewListSchema, type Interview } from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';
import { candidateInterviewsQueryKey } from './interview-query-keys';

// GET /api/admin/candidates/:id/interviews: the candidate's interviews on every order.
export function getCandidateInterviews(
  candidateId: string,
  signal?: AbortSignal,
): Promise<Interview[]> {
  return apiRequest(`/api/admin/candidates/${encodeURIComponent(candidateId)}/interviews`, {
    signal,
    parse: (data) => interviewListSchema.parse(data),
  });
}

export function useCandidateInterviews(candidateId: string) {
  return useQuery({
    queryKey: candidateInterviewsQueryKey(candidateId),
    queryFn: ({ signal }) => getCandidateInterviews(candidateId, signal),
  });
}
