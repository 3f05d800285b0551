import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type LoginInput, type User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export function login(input: LoginInput): Promise<User> {
  return apiRequest('/api/users/login', {
    method: 'POST',
    // Spec section 5: the email is lowercased before sending.
    body: { email: input.email.trim().toLowerCase(), password: input.password },
    parse: (data) => userSchema.parse(data),
  });
}

// Spec section 4: a successful login sets the user at once, so the navbar changes while the
// page still shows its 'Redirecting...' message.
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
