import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientContactSchema, type ClientContact } from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientPath, clientsQueryKey } from './client-query-keys';

// POST /api/admin/clients/:id/contacts/:contactId/invitation: mails the contact a link to set
// a password (a new one replaces a link still out).
export function inviteClientContact(companyId: string, contactId: string): Promise<ClientContact> {
  return apiRequest(
    `${clientPath(companyId)}/contacts/${encodeURIComponent(contactId)}/invitation`,
    { method: 'POST', body: {}, parse: (data) => clientContactSchema.parse(data) },
  );
}

export function useInviteClientContact(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => inviteClientContact(companyId, contactId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
