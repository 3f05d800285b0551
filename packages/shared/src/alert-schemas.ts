import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';
import { JOB_SEARCH_PARAMS } from './constants.ts';
import { emailSchema } from './user-schemas.ts';

// Job alerts: a saved find-job search mailed daily or weekly.

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

// A saved search is the find-job list's query (validated by the jobs list's own schema,
// jobListQuerySchema, so any filter the list learns is one an alert keeps) minus these keys:
// paging, and the admin-only status.
export const NOT_PART_OF_A_SEARCH = ['limit', 'page', 'cursor', 'status'] as const;

export function withoutPaging(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        !(NOT_PART_OF_A_SEARCH as readonly string[]).includes(key) &&
        value !== undefined &&
        value !== null &&
        value !== '',
    ),
  );
}

// Strict: a field the API does not know is refused, never dropped (a misplaced `q` would
// otherwise save an "All jobs" alert and mail every new job).
export const createAlertSchema = z.strictObject({
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose daily or weekly' }),
  // The find-job page's search parameters, as they appear in its URL.
  search: z
    .record(z.string(), z.unknown())
    .default({})
    .superRefine((search, context) => {
      const known = [...JOB_SEARCH_PARAMS, ...NOT_PART_OF_A_SEARCH] as readonly string[];
      const unknown = Object.keys(search).filter((key) => !known.includes(key));
      if (unknown.length > 0)
        context.addIssue({ code: 'unrecognized_keys', keys: unknown, input: search });
    }),
  // Required when signed out; ignored when signed in (the account's address is used).
  email: emailSchema.optional(),
});
export type CreateAlertInput = z.input<typeof createAlertSchema>;

export const alertTokenSchema = z.strictObject({
  token: z
    .string({ error: 'The link is not valid.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid.'),
});

// GET /api/alerts: the language the alerts' descriptions are written in (the page's).
export const alertListQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: 'locale must be en or es' }).default('en'),
});

export const jobAlertSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  // The saved search as query parameters, ready for /find-job?…
  search: z.record(z.string(), z.string()),
  description: z.string(),
  confirmed: z.boolean(),
  lastSentAt: z.string().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

// The texts are in a module of their own, which a page can import without zod.
export { ALERT_MESSAGES } from './alert-messages.ts';
