import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaRequiredSchema, type MfaRequired } from '@staffing/shared/security-schemas';
import { userSchema, type LoginInput, type User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

// The user, or, for an account with two-step sign-in, what can complete it
// (POST /api/auth/mfa, second-factor.ts): no session exists until then.
export function login(input: LoginInput): Promise<User | MfaRequired> {
  return apiRequest('/api/users/login', {
    method: 'POST',
    // Spec section 5: the email is lowercased before sending.
    body: { email: input.email.trim().toLowerCase(), password: input.password },
    parse: (data) =>
      (data as { mfaRequired?: unknown }).mfaRequired === true
        ? mfaRequiredSchema.parse(data)
        : userSchema.parse(data),
  });
}

export const isMfaRequired = (answer: User | MfaRequired): answer is MfaRequired =>
  'mfaRequired' in answer;

// Spec section 4: a successful login sets the user at once, so the navbar changes while the
// page still shows its 'Redirecting...' message.
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isMfaRequired(answer)) queryClient.setQueryData(sessionQueryKey, answer);
    },
  });
}
