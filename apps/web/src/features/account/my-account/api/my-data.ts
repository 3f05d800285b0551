import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

// A plain link: the browser downloads the ZIP with the session cookie.
export const MY_DATA_EXPORT_URL = '/api/users/me/export';

const messageSchema = z.object({ message: z.string() });

export function deleteAccount(password: string): Promise<string> {
  return apiRequest('/api/users/me', {
    method: 'DELETE',
    body: { password },
    parse: (data) => messageSchema.parse(data).message,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
