import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consentRequestSchema,
  type ConsentAnswer,
  type ConsentRequest,
} from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';
import { consentQueryKey } from './check-consent';

// POST /api/shortlist-consent/answer: yes shares the profile, no refuses or withdraws it.
export function answerConsent(input: ConsentAnswer): Promise<ConsentRequest> {
  return apiRequest('/api/shortlist-consent/answer', {
    method: 'POST',
    body: input,
    parse: (data) => consentRequestSchema.parse(data),
  });
}

export function useAnswerConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConsentAnswer['answer']) => answerConsent({ token, answer }),
    onSuccess: (request) => queryClient.setQueryData(consentQueryKey(token), request),
  });
}
