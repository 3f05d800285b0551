import { toFieldErrors } from '@staffing/shared/api-error';
import { z } from 'zod';
import { validationFailed } from './http-errors.ts';

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

// For endpoints whose URL says everything: a body may be absent or `{}`, nothing more.
export const emptyBodySchema = z.strictObject({});
