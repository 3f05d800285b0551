import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientContactSchema,
  type ClientContact,
  type ClientContactFields,
} from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientPath, clientsQueryKey } from './client-query-keys';

// POST /api/admin/clients/:id/contacts: a person at the company.
export function addClientContact(
  companyId: string,
  fields: ClientContactFields,
): Promise<ClientContact> {
  return apiRequest(`${clientPath(companyId)}/contacts`, {
    method: 'POST',
    body: fields,
    parse: (data) => clientContactSchema.parse(data),
  });
}

export function useAddClientContact(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ClientContactFields) => addClientContact(companyId, fields),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
