import { z } from 'zod';
import { APPLICATION_KINDS, CONTACT_COUNTRIES, CONTACT_PURPOSES } from './constants.ts';
import { emailSchema, personNameSchema } from './user-schemas.ts';

// The honeypot: a field people never see. Anything in it marks the sender as a bot.
export const HONEYPOT_FIELD = 'website';

export const applicationFieldsSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
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
  resume: z.object({ name: z.string(), size: z.number() }),
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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
