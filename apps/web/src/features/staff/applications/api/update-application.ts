import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApplicationDetailSchema,
  type AdminApplicationChange,
  type AdminApplicationDetail,
} from '@staffing/shared/application-schemas';
import { apiRequest } from '@/lib/api-client';

const detailKey = (id: string) => ['admin', 'applications', 'detail', id] as const;

export function getApplicationDetail(
  id: string,
  signal?: AbortSignal,
): Promise<AdminApplicationDetail> {
  return apiRequest(`/api/admin/applications/${encodeURIComponent(id)}`, {
    signal,
    parse: (data) => adminApplicationDetailSchema.parse(data),
  });
}

export function useApplicationDetail(id: string | undefined) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: ({ signal }) => getApplicationDetail(id ?? '', signal),
    enabled: id !== undefined,
  });
}

export function updateApplication(
  id: string,
  change: AdminApplicationChange,
): Promise<AdminApplicationDetail> {
  return apiRequest(`/api/admin/applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    parse: (data) => adminApplicationDetailSchema.parse(data),
  });
}

// The list, the counts and the detail all change with a move.
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminApplicationChange }) =>
      updateApplication(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(detail._id), detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
  });
}
