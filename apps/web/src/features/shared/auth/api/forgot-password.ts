import type { Locale } from '@staffing/shared/i18n/locales';
import { apiRequest } from '@/lib/api-client';
import { messageAnswerParser } from '@/lib/answer-parsers';

// The server answers the same message whether or not the account exists.
// `locale`: the page's language, which the reset email is written in.
export function requestPasswordReset(email: string, locale: Locale = 'en'): Promise<string> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim().toLowerCase(), ...(locale === 'en' ? {} : { locale }) },
    parse: messageAnswerParser(),
  });
}
