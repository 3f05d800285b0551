import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const messageSchema = z.object({ message: z.string() });

// The server answers the same message whether or not the account exists.
export function requestPasswordReset(email: string): Promise<string> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    parse: (data) => messageSchema.parse(data).message,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
