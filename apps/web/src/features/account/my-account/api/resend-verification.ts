import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const messageSchema = z.object({ message: z.string() });

export function resendVerification(): Promise<string> {
  return apiRequest('/api/users/verify-email/resend', {
    method: 'POST',
    body: {},
    parse: (data) => messageSchema.parse(data).message,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
