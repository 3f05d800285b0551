import { useQuery } from '@tanstack/react-query';
import { invitationSchema, type Invitation } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';

// POST /api/client-invitations/check: whose invitation the link is (the token travels in the
// body, never in a URL the server would log).
export function checkInvitation(token: string): Promise<Invitation> {
  return apiRequest('/api/client-invitations/check', {
    method: 'POST',
    body: { token },
    parse: (data) => invitationSchema.parse(data),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['client', 'invitation', token],
    queryFn: () => checkInvitation(token),
    enabled: token !== '',
    staleTime: Infinity,
  });
}
