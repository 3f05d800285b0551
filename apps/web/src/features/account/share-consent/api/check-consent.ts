import { useQuery } from '@tanstack/react-query';
import { consentRequestSchema, type ConsentRequest } from '@staffing/shared/shortlist-schemas';
import { apiRequest } from '@/lib/api-client';

export const consentQueryKey = (token: string) => ['share-consent', token] as const;

// POST /api/shortlist-consent/check: which company asks and what was answered so far.
export function checkConsent(token: string): Promise<ConsentRequest> {
  return apiRequest('/api/shortlist-consent/check', {
    method: 'POST',
    body: { token },
    parse: (data) => consentRequestSchema.parse(data),
  });
}

export function useConsentRequest(token: string) {
  return useQuery({
    queryKey: consentQueryKey(token),
    queryFn: () => checkConsent(token),
    enabled: token !== '',
  });
}
