import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  candidateDetailSchema,
  type CandidateDetail,
  type candidateContactInputSchema,
} from '@staffing/shared/candidate-schemas';
import { apiRequest } from '@/lib/api-client';
import { candidatePath, candidateQueryKey } from './get-candidate';
import { candidatesQueryKey } from './get-candidates';

export type CandidateContactChange = z.input<typeof candidateContactInputSchema>;

export function updateCandidateContact(
  id: string,
  change: CandidateContactChange,
): Promise<CandidateDetail> {
  return apiRequest(candidatePath(id), {
    method: 'PATCH',
    body: change,
    parse: (data) => candidateDetailSchema.parse(data),
  });
}

export function useUpdateCandidateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CandidateContactChange) => updateCandidateContact(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(candidateQueryKey(id), detail);
      // The lists show the phone and the place too.
      void queryClient.invalidateQueries({ queryKey: [...candidatesQueryKey, 'list'] });
    },
  });
}
