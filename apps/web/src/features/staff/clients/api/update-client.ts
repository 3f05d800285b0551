import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientCompanyDetailSchema,
  type ClientCompanyChange,
  type ClientCompanyDetail,
} from '@staffing/shared/client-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientPath, clientQueryKey, clientsQueryKey } from './client-query-keys';

// PATCH /api/admin/clients/:id: the company's name, industry, locations, notes or domain.
export function updateClient(
  id: string,
  change: ClientCompanyChange,
): Promise<ClientCompanyDetail> {
  return apiRequest(clientPath(id), {
    method: 'PATCH',
    body: change,
    parse: (data) => clientCompanyDetailSchema.parse(data),
  });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ClientCompanyChange) => updateClient(id, change),
    onSuccess: (company) => {
      queryClient.setQueryData(clientQueryKey(id), company);
      void queryClient.invalidateQueries({ queryKey: [...clientsQueryKey, 'list'] });
    },
  });
}
