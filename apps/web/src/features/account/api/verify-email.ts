import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmailResultSchema, type VerifyEmailResult } from '@staffing/shared/account-schemas';
import { apiRequest } from '@/lib/api-client';

export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return apiRequest('/api/users/verify-email', {
    method: 'POST',
    body: { token },
    parse: (data) => verifyEmailResultSchema.parse(data),
  });
}

// The session (emailVerified) and My applications (newly attached ones) change with it.
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
