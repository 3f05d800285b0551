import type { MfaRequired } from '@staffing/shared/security-schemas';
import type { LoginInput, User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

const loginAnswerParser = lazyParser(async () => {
  const [{ mfaRequiredSchema }, { userSchema }] = await Promise.all([
    import('@staffing/shared/security-schemas'),
    import('@staffing/shared/user-schemas'),
  ]);
  return (data): User | MfaRequired =>
    (data as { mfaRequired?: unknown }).mfaRequired === true
      ? mfaRequiredSchema.parse(data)
      : userSchema.parse(data);
});

// The user, or, for an account with two-step sign-in, what can complete it
// (POST /api/auth/mfa, second-factor.ts): no session exists until then.
export function login(input: LoginInput): Promise<User | MfaRequired> {
  return apiRequest('/api/users/login', {
    method: 'POST',
    // Spec section 5: the email is lowercased before sending.
    body: { email: input.email.trim().toLowerCase(), password: input.password },
    parse: loginAnswerParser(),
  });
}

export const isMfaRequired = (answer: User | MfaRequired): answer is MfaRequired =>
  'mfaRequired' in answer;
