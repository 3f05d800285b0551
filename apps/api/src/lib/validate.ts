import { toFieldErrors } from '@staffing/shared/api-error';
import type { z } from 'zod';
import { validationFailed } from './http-errors.ts';

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}
