import { z } from 'zod';
import { APPLICATION_KINDS, INDUSTRIES } from './constants.ts';
import { applicationStatusSchema } from './account-schemas.ts';
import { LOCALES } from './i18n/locales.ts';
import { applicationAnswerSchema } from './screening-schemas.ts';

// The talent pool: one record per person (keyed by the normalised email) gathering their
// account, applications, resumes, pipeline history, notes and tags. The staff pages and the
// API under /api/admin/candidates share these shapes and texts.

export const CANDIDATE_MESSAGES = {
  candidateNotFound: 'Candidate not found',
  candidateErased: 'The candidate has been erased.',
  tagInvalid: 'A tag is 1 to 40 letters, digits, spaces or hyphens',
  noteRequired: 'Write a note',
  noteTooLong: 'A note must be at most 5000 characters',
  resumeUnreadable: 'Text could not be read',
  resumePending: 'Text is being read',
  resumeNone: 'No resume',
} as const;

export const CANDIDATE_SORTS = ['relevance', 'activity'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

export const CANDIDATE_PAGE_SIZE_DEFAULT = 25;
export const CANDIDATE_PAGE_SIZE_MAX = 100;
export const CANDIDATE_TAG_MAX_LENGTH = 40;
export const CANDIDATE_NOTE_MAX_LENGTH = 5000;

// Tags are stored lower-case and trimmed, so "Forklift" and "forklift " are one tag.
export const candidateTagSchema = z
  .string({ error: CANDIDATE_MESSAGES.tagInvalid })
  .trim()
  .toLowerCase()
  .min(1, CANDIDATE_MESSAGES.tagInvalid)
  .max(CANDIDATE_TAG_MAX_LENGTH, CANDIDATE_MESSAGES.tagInvalid)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, CANDIDATE_MESSAGES.tagInvalid);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

// GET /api/admin/candidates: every filter is optional and lives in the page's URL.
export const candidateListQuerySchema = z.strictObject({
  q: optionalText(200),
  industry: z.enum(INDUSTRIES, { error: 'Choose an industry' }).optional(),
  // A city ("Chicago", "Chicago, IL") or a two-letter state code ("IL").
  where: optionalText(100),
  status: applicationStatusSchema.optional(),
  activeWithin: z.coerce
    .number({ error: 'Active within is a number of days' })
    .int('Active within is a number of days')
    .min(1, 'Active within is at least 1 day')
    .max(3650, 'Active within is at most 3650 days')
    .optional(),
  // "true": only candidates whose newest resume's text could be read.
  readable: z.enum(['true', 'false']).optional(),
  tag: candidateTagSchema.optional(),
  // Defaults to relevance when q is given and to activity otherwise.
  sort: z.enum(CANDIDATE_SORTS, { error: 'Sort by relevance or activity' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CANDIDATE_PAGE_SIZE_MAX)
    .default(CANDIDATE_PAGE_SIZE_DEFAULT),
});
export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;

export const RESUME_TEXT_STATUSES = ['pending', 'readable', 'unreadable'] as const;
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number];

export const CANDIDATE_RESUME_STATUSES = ['none', ...RESUME_TEXT_STATUSES] as const;
export type CandidateResumeStatus = (typeof CANDIDATE_RESUME_STATUSES)[number];

export const candidateListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  lastActivityAt: z.string(),
  // The status of their newest application; null when they never applied.
  latestStatus: applicationStatusSchema.nullable(),
  tags: z.array(z.string()),
  resumeReadable: z.boolean(),
  // The text status of their newest resume; 'none' when they have no resume.
  resumeStatus: z.enum(CANDIDATE_RESUME_STATUSES),
  applicationCount: z.number(),
  // The titles of the jobs they applied to, newest first (at most five).
  recentJobTitles: z.array(z.string()),
  // The language they prefer, which their emails are written in: 'es' once they applied or
  // signed up on the Spanish pages, or staff said so (staff see "Prefers Spanish"). Always
  // sent; optional so older fixtures still parse.
  locale: z.enum(LOCALES).optional(),
});
export type CandidateListItem = z.infer<typeof candidateListItemSchema>;
export const candidateListSchema = z.array(candidateListItemSchema);

export const candidateResumeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.number(),
  createdAt: z.string(),
  textStatus: z.enum(RESUME_TEXT_STATUSES),
  // Where it came from: an application, the sign-up form or the profile page.
  source: z.enum(['application', 'account']),
});

export const candidateApplicationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  jobId: z.string().nullable(),
  jobTitle: z.string(),
  status: applicationStatusSchema,
  // The screening questions as they were asked, each with the answer given (null when left
  // unanswered) and whether it knocks out; [] when none were asked.
  answers: z.array(applicationAnswerSchema),
  knockedOut: z.boolean(),
});

export const CANDIDATE_TIMELINE_KINDS = [
  'account',
  'application',
  'status',
  'pipeline-note',
  'note',
  'email',
  'resume',
  // Shortlists (modules/shortlists): added, the candidate's consent, the client's answers.
  'shortlist',
  // Interviews (modules/interviews): scheduled, moved, cancelled, reminded.
  'interview',
  // Placements (modules/placements): placed on an order, with the start date.
  'placement',
] as const;

export const candidateTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(CANDIDATE_TIMELINE_KINDS),
  summary: z.string(),
  // Who did it, for staff actions (status changes, notes).
  actorName: z.string().nullable(),
});
export type CandidateTimelineEntry = z.infer<typeof candidateTimelineEntrySchema>;

export const candidateNoteSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  authorName: z.string(),
  body: z.string(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

export const candidateDetailSchema = candidateListItemSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  hasAccount: z.boolean(),
  // Newest first; the first is the one resumeText was read from.
  resumes: z.array(candidateResumeSchema),
  // The newest readable resume's text; null when none could be read (yet).
  resumeText: z.string().nullable(),
  applications: z.array(candidateApplicationSchema),
  // Newest first.
  timeline: z.array(candidateTimelineEntrySchema),
  notes: z.array(candidateNoteSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

// POST /api/admin/candidates/:id/notes
export const candidateNoteInputSchema = z.strictObject({
  body: z
    .string({ error: CANDIDATE_MESSAGES.noteRequired })
    .trim()
    .min(1, CANDIDATE_MESSAGES.noteRequired)
    .max(CANDIDATE_NOTE_MAX_LENGTH, CANDIDATE_MESSAGES.noteTooLong),
});

// PATCH /api/admin/candidates/:id: staff correct what the resume did not say right, and set
// the language the candidate's emails are written in.
export const candidateContactInputSchema = z.strictObject({
  phone: z.string().trim().max(40, 'A phone number is at most 40 characters').nullable().optional(),
  city: z.string().trim().max(100, 'A city is at most 100 characters').nullable().optional(),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/u, 'A state is its two-letter code')
    .nullable()
    .optional(),
  locale: z.enum(LOCALES, { error: 'Choose English or Spanish' }).optional(),
});

// GET /api/admin/candidates/tags: every tag in use, for the filter.
export const candidateTagCountsSchema = z.array(z.object({ tag: z.string(), count: z.number() }));
