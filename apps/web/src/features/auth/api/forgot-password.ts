import { apiRequest } from '@/lib/api-client';
import { messageAnswerParser } from '@/lib/answer-parsers';

// The server answers the same message whether or not the account exists.
export function requestPasswordReset(email: string): Promise<string> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    parse: messageAnswerParser(),
  });
}
