import { SIMPLE_EMAIL_PATTERN } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';

export const SIGN_UP_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
] as const;

export type SignUpTextField = (typeof SIGN_UP_TEXT_FIELDS)[number];

export type SignUpValues = Record<SignUpTextField, string> & { resume: File | null };

export type SignUpProblem = { message: string; fields: SignUpTextField[] };

const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

// Spec section 5, in its order; only the first failing check is reported, as one message,
// which marks every offending field. The confirmation is not among the required fields: an
// empty one fails the match check.
export function findSignUpProblem(values: SignUpValues): SignUpProblem | undefined {
  const missing = REQUIRED_FIELDS.filter((field) =>
    field === 'password' ? values.password === '' : values[field].trim() === '',
  );
  if (missing.length > 0) return { message: MESSAGES.allFieldsRequired, fields: missing };
  if (values.password !== values.confirmPassword) {
    return { message: MESSAGES.passwordsDoNotMatch, fields: ['confirmPassword'] };
  }
  if (!SIMPLE_EMAIL_PATTERN.test(values.email.trim())) {
    return { message: MESSAGES.invalidEmail, fields: ['email'] };
  }
  return undefined;
}
