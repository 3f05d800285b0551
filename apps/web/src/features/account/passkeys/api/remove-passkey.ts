import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

// DELETE /api/users/me/passkeys/:id -> 204; 403 when it is the account's last second factor
// and the sign-in is not recent.
export function removePasskey(id: string): Promise<unknown> {
  return apiRequest(`/api/users/me/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
