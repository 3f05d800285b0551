import { MESSAGES } from '@staffing/shared/messages';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

export type SignupInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  resume: File | null;
  // The page's language: the account's emails are written in it.
  locale?: Locale | undefined;
};

// Spec section 7: 201 with the new user, or 200 with { message: 'User exists' } (an answer,
// not an error, by contract). Anything else is thrown as an ApiError.
export type SignupResult = { status: 'created'; user: User } | { status: 'exists' };

const signupAnswerParser = lazyParser(async () => {
  const [{ z }, { userSchema }] = await Promise.all([
    import('zod'),
    import('@staffing/shared/user-schemas'),
  ]);
  const schema = z.union([userSchema, z.object({ message: z.string() })]);
  return (data) => schema.parse(data);
});

export async function signup(input: SignupInput): Promise<SignupResult> {
  const form = new FormData();
  form.set('firstName', input.firstName.trim());
  form.set('lastName', input.lastName.trim());
  // Spec section 3: the email is sent lowercased.
  form.set('email', input.email.trim().toLowerCase());
  form.set('password', input.password);
  if (input.locale && input.locale !== 'en') form.set('locale', input.locale);
  if (input.resume) {
    form.set('resume', input.resume, input.resume.name);
    form.set('resumeName', input.resume.name);
  }
  const answer = await apiRequest('/api/users/signup', {
    method: 'POST',
    body: form,
    parse: signupAnswerParser(),
  });
  if ('_id' in answer) return { status: 'created', user: answer };
  if (answer.message === MESSAGES.userExists) return { status: 'exists' };
  throw new Error(`Unexpected signup answer: ${answer.message}`);
}
