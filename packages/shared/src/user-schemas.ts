import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIMPLE_EMAIL_PATTERN,
  USER_ROLES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import { LOCALES } from './i18n/locales.ts';

export { SIMPLE_EMAIL_PATTERN };

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(SIMPLE_EMAIL_PATTERN, MESSAGES.invalidEmail);

export const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    // Names end up in email headers and CSV exports; control characters have no business there.
    .regex(/^[^\p{Cc}]*$/u, `${label} contains invalid characters`);

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signupFieldsSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  password: passwordSchema,
  resumeName: z.string().trim().max(255).optional(),
  // The page's language: the account's emails are written in it. English when absent.
  locale: z.enum(LOCALES, { error: 'locale must be en or es' }).optional(),
});
export type SignupFields = z.infer<typeof signupFieldsSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const profileFieldsSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  resumeName: z.string().trim().max(255).optional(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  // The asking page's language, which the reset email is written in.
  locale: z.enum(LOCALES, { error: 'locale must be en or es' }).optional(),
});
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(200),
  password: passwordSchema,
});

// The user as the API answers it (spec section 3).
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  resume: z.object({ name: z.string() }).optional(),
  // Set while a staff account must set up two-step sign-in before anything else.
  mustEnrolSecondFactor: z.literal(true).optional(),
});
export type User = z.infer<typeof userSchema>;

// A person's choice of the site's language (the language links): the browser keeps it in a
// cookie and a signed-in account keeps it for the emails it is sent.
export const languageChoiceSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: 'locale must be en or es' }),
});
