import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@staffing/shared/security-schemas';
import { apiRequest } from '@/lib/api-client';
import { accountSessionsQueryKey } from './get-account-sessions';

// PUT /api/users/me/password {currentPassword, newPassword} -> 204; every other session ends.
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/api/users/me/password', { method: 'PUT', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
