import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientCompanyDetailSchema,
  type ClientCompanyDetail,
  type ClientCompanyFields,
} from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientQueryKey, clientsQueryKey } from './client-query-keys';

// POST /api/admin/clients: a new client company.
export function createClient(fields: ClientCompanyFields): Promise<ClientCompanyDetail> {
  return apiRequest('/api/admin/clients', {
    method: 'POST',
    body: fields,
    parse: (data) => clientCompanyDetailSchema.parse(data),
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (company) => {
      queryClient.setQueryData(clientQueryKey(company._id), company);
      void queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] });
    },
  });
}
