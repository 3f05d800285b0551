import { apiRequest } from '@/lib/api-client';
import { messageAnswerParser } from '@/lib/answer-parsers';

export type ResetPasswordInput = { token: string; password: string };

// A reset ends every session of that account, possibly this browser's own: the page it
// leads to (the login page) is a new document, which reads the session afresh.
export function resetPassword(input: ResetPasswordInput): Promise<string> {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    parse: messageAnswerParser(),
  });
}
