import type { z } from 'zod';
import type { contactFormSchema } from '@staffing/shared/application-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

// What the form hands over after validation: trimmed, email lowercased, empty comments dropped.
export type ContactMessage = z.output<typeof contactFormSchema>;

export type ContactAnswer = { message: string };

const contactAnswerParser = lazyParser(async () => {
  const { contactAnswerSchema } = await import('./contact-answer-schema');
  return (data): ContactAnswer => contactAnswerSchema.parse(data);
});

export function sendContactMessage(message: ContactMessage): Promise<ContactAnswer> {
  return apiRequest('/api/email/contact-form', {
    method: 'POST',
    body: message,
    parse: contactAnswerParser(),
  });
}
