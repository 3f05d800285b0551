import { useQuery } from '@tanstack/react-query';
import { interviewListSchema, type Interview } from '@staffing/shared/interview-schemas';
import { apiRequest } from '@/lib/api-client';

export const companyInterviewsQueryKey = ['client', 'interviews'] as const;

// GET /api/client/interviews: every interview the agency scheduled on the company's orders, by
// time, cancelled ones included; each names its order and the shared candidate.
export function getCompanyInterviews(signal?: AbortSignal): Promise<Interview[]> {
  return apiRequest('/api/client/interviews', {
    signal,
    parse: (data) => interviewListSchema.parse(data),
  });
}

export function useCompanyInterviews() {
  return useQuery({
    queryKey: companyInterviewsQueryKey,
    queryFn: ({ signal }) => getCompanyInterviews(signal),
  });
}
