import type { FieldErrors, Resolver } from 'react-hook-form';
import { MESSAGES } from '@staffing/shared/messages';
import { SIMPLE_EMAIL_PATTERN } from '@staffing/shared/user-schemas';

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  resume: File | null;
};

type TextField = Exclude<keyof SignUpValues, 'resume'>;

export type SignUpProblem = { message: string; fields: TextField[] };

const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

// Spec section 5, in its order; only the first failing check is reported, as one message.
// The confirmation is not among the required fields: an empty one fails the match check.
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

// Every offending field carries the same message: the form shows it once and marks the
// fields, and react-hook-form moves focus to the first of them.
export const signUpResolver: Resolver<SignUpValues> = (values) => {
  const problem = findSignUpProblem(values);
  if (!problem) return { values, errors: {} };
  const errors: FieldErrors<SignUpValues> = {};
  for (const field of problem.fields) {
    errors[field] = { type: 'spec', message: problem.message };
  }
  return { values: {}, errors };
};
