import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { contactFormSchema } from '@staffing/shared/application-schemas';
import { apiRequest } from '@/lib/api-client';

// What the form hands over after validation: trimmed, email lowercased, empty comments dropped.
export type ContactMessage = z.output<typeof contactFormSchema>;

const contactAnswerSchema = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

export function sendContactMessage(message: ContactMessage): Promise<ContactAnswer> {
  return apiRequest('/api/email/contact-form', {
    method: 'POST',
    body: message,
    parse: (data) => contactAnswerSchema.parse(data),
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
