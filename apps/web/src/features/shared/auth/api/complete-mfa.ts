import type { CompleteMfaInput } from '@staffing/shared/security-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { userAnswerParser } from '@/lib/answer-parsers';

// POST /api/auth/mfa {code} | {recoveryCode} -> the user, as login answers it.
export function completeMfa(input: CompleteMfaInput): Promise<User> {
  return apiRequest('/api/auth/mfa', { method: 'POST', body: input, parse: userAnswerParser() });
}
