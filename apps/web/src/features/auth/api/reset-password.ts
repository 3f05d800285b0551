import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

const messageSchema = z.object({ message: z.string() });

export type ResetPasswordInput = { token: string; password: string };

export function resetPassword(input: ResetPasswordInput): Promise<string> {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    parse: (data) => messageSchema.parse(data).message,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of that account, possibly this browser's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
