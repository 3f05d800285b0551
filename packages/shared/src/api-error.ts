import { z } from 'zod';

// Every error the API answers has this shape, whatever its status.
export const apiErrorSchema = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// Turns a zod error into one message per field (the first issue of each), keyed by the
// dotted path so nested payloads such as the job's `overview.title` stay addressable.
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
