import { z } from 'zod';

// Every error the API answers has this shape, whatever its status.
export const apiErrorSchema = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const UNKNOWN_FIELD = 'Unknown field';

// Turns a zod error into one message per field (the first issue of each), keyed by the
// dotted path so nested payloads such as the job's `overview.title` stay addressable. A strict
// object's unknown keys are named one by one, so a client sees which of its fields was refused.
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fieldErrors[[...issue.path.map(String), key].join('.')] ??= UNKNOWN_FIELD;
      }
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
