import type { User } from '@staffing/shared/user-schemas';
import { lazyParser } from './lazy-parser';

// Parsers for the answers several public forms get, each loading its schema (and zod) with
// its first request rather than with the page (see lazy-parser.ts).

// The signed-in user, as login, the second step, a passkey sign-in and signup answer.
export const userAnswerParser = lazyParser(async () => {
  const { userSchema } = await import('@staffing/shared/user-schemas');
  return (data): User => userSchema.parse(data);
});

// `{ message }`: a form's outcome in a sentence (password reset, contact form).
export const messageAnswerParser = lazyParser(async () => {
  const { z } = await import('zod');
  const schema = z.object({ message: z.string() });
  return (data): string => schema.parse(data).message;
});
