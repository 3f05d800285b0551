import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitation } from '@staffing/shared/client-schemas';
import { userSchema, type User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';

// The session's cache entry (features/shared/auth/api/get-session.ts): the new account is signed in.
const sessionQueryKey = ['auth', 'session'] as const;

// POST /api/client-invitations/accept: sets the password; the answer is the new client
// account, signed in.
export function acceptInvitation(input: AcceptInvitation): Promise<User> {
  return apiRequest('/api/client-invitations/accept', {
    method: 'POST',
    body: input,
    parse: (data) => userSchema.parse(data),
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
