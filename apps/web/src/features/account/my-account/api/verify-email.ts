import type { VerifyEmailResult } from '@staffing/shared/account-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

const verifyEmailAnswerParser = lazyParser(async () => {
  const { verifyEmailResultSchema } = await import('@staffing/shared/account-schemas');
  return (data): VerifyEmailResult => verifyEmailResultSchema.parse(data);
});

// The session (emailVerified) and My applications (newly attached ones) change with it: the
// pages that show them are documents or app pages loaded afresh after this one.
export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return apiRequest('/api/users/verify-email', {
    method: 'POST',
    body: { token },
    parse: verifyEmailAnswerParser(),
  });
}
