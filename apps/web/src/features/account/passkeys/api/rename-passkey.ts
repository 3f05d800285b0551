import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

// PATCH /api/users/me/passkeys/:id { name } -> 204
export function renamePasskey({ id, name }: { id: string; name: string }): Promise<unknown> {
  return apiRequest(`/api/users/me/passkeys/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
