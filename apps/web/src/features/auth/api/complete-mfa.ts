import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteMfaInput } from '@staffing/shared/security-schemas';
import { userSchema, type User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

// POST /api/auth/mfa {code} | {recoveryCode} -> the user, as login answers it.
export function completeMfa(input: CompleteMfaInput): Promise<User> {
  return apiRequest('/api/auth/mfa', {
    method: 'POST',
    body: input,
    parse: (data) => userSchema.parse(data),
  });
}

export function useCompleteMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMfa,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
