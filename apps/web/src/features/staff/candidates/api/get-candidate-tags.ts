import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { candidateTagCountsSchema } from '@staffing/shared/candidate-schemas';
import { apiRequest } from '@/lib/api-client';
import { candidatesQueryKey } from './get-candidates';

export type CandidateTagCount = z.infer<typeof candidateTagCountsSchema>[number];

export const candidateTagsQueryKey = [...candidatesQueryKey, 'tags'] as const;

export function getCandidateTags(signal?: AbortSignal): Promise<CandidateTagCount[]> {
  return apiRequest('/api/admin/candidates/tags', {
    signal,
    parse: (data) => candidateTagCountsSchema.parse(data),
  });
}

export function useCandidateTags() {
  return useQuery({
    queryKey: candidateTagsQueryKey,
    queryFn: ({ signal }) => getCandidateTags(signal),
    staleTime: 60_000,
  });
}
