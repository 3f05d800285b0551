import { z } from 'zod';
import {
  APPLICATION_KINDS,
  ASSIGNABLE_ROLES,
  CONTACT_COUNTRIES,
  CONTACT_PURPOSES,
  HONEYPOT_FIELD,
  USER_ROLES,
} from './constants.ts';
import { APPLICATION_STATUSES, applicationStatusSchema } from './account-schemas.ts';
import { emailSchema, personNameSchema } from './user-schemas.ts';
import { applicationAnswerSchema } from './screening-schemas.ts';
import { LOCALES } from './i18n/locales.ts';

export const applicationFieldsSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  // The page's language, which the receipt is written in; English when absent.
  locale: z.enum(LOCALES, { error: 'locale must be en or es' }).optional(),
});

export const quickApplyFieldsSchema = applicationFieldsSchema.extend({
  jobId: z.string({ error: 'Job is required' }).trim().min(1, 'Job is required').max(100),
  // Sent by the spec's client; the server uses the job's real title and its own link.
  jobTitle: z.string().max(300).optional(),
  jobLink: z.string().max(2000).optional(),
});

export const contactFormSchema = z.object({
  email: emailSchema,
  country: z.enum(CONTACT_COUNTRIES, { error: 'Choose a country' }),
  purpose: z.enum(CONTACT_PURPOSES, { error: 'Choose a purpose' }),
  positions: z
    .string({ error: 'Positions is required' })
    .trim()
    .min(1, 'Positions is required')
    .max(500, 'Positions must be at most 500 characters'),
  comments: z
    .string()
    .trim()
    .max(5000, 'Comments must be at most 5000 characters')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const applicationKindSchema = z.enum(APPLICATION_KINDS);

export const adminApplicationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  kind: applicationKindSchema,
  jobId: z.string().nullable(),
  jobTitle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  // Null once the applicant deleted their account.
  resume: z.object({ name: z.string(), size: z.number() }).nullable(),
  status: applicationStatusSchema,
  // The screening questions as asked with the answers given ([] when none were asked), and
  // whether any answer is a knock-out. Always sent; optional so older fixtures still parse.
  answers: z.array(applicationAnswerSchema).optional(),
  knockedOut: z.boolean().optional(),
  // The talent pool's candidate the application belongs to (null once anonymised). Always
  // sent; optional so older fixtures still parse.
  candidateId: z.string().nullable().optional(),
  // The language the application was sent in: 'es' from the Spanish pages (staff show
  // "Prefers Spanish"). Optional so older fixtures still parse.
  locale: z.enum(LOCALES).optional(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminContactMessageSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  email: z.string(),
  country: z.string(),
  purpose: z.string(),
  positions: z.string(),
  comments: z.string().optional(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminApplicationsQuerySchema = z.object({
  jobId: z.string().trim().max(100).optional(),
  kind: applicationKindSchema.optional(),
  status: applicationStatusSchema.optional(),
  // "false": only applicants who meet every knock-out; "true": only those an answer knocked out.
  knockedOut: z
    .enum(['true', 'false'], { error: 'knockedOut is true or false' })
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// --- Hiring pipeline ---

export const applicationStatusCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);
export type ApplicationStatusCounts = z.infer<typeof applicationStatusCountsSchema>;

export const APPLICATION_NOTE_MAX_LENGTH = 2000;

export const adminApplicationChangeSchema = z
  .strictObject({
    status: applicationStatusSchema.optional(),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(
        APPLICATION_NOTE_MAX_LENGTH,
        `Note must be at most ${APPLICATION_NOTE_MAX_LENGTH} characters`,
      )
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    // Only with status 'not-selected': a courteous email to the applicant. Off unless asked.
    notifyApplicant: z.boolean({ error: 'notifyApplicant must be true or false' }).optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    error: 'Say what to change: a status or a note.',
  });
export type AdminApplicationChange = z.input<typeof adminApplicationChangeSchema>;

export const applicationEventSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actorName: z.string(),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema.nullable(),
  note: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const adminApplicationDetailSchema = adminApplicationSchema.extend({
  history: z.array(applicationEventSchema),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

// --- Admin: users, activity, stats ---

export const adminUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
  resume: z.object({ name: z.string() }).optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  // One account, as linked from the activity log.
  id: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});

export const adminUserChangeSchema = z
  .strictObject({
    role: z.enum(ASSIGNABLE_ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'Say what to change: role or disabled.',
  });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

export const activityEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  summary: z.string(),
  actorName: z.string().nullable(),
  // Where the entry's subject can be seen in the site, if it still exists.
  link: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const adminStatsSchema = z.object({
  totalJobs: z.number(),
  totalApplications: z.number(),
  totalUsers: z.number(),
  openJobsByIndustry: z.record(z.string(), z.number()),
  applicationsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
