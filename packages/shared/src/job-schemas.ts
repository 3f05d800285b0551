import { z } from 'zod';
import {
  DEFAULT_JOB_SCHEDULE,
  DEFAULT_JOB_TYPE,
  INDUSTRIES,
  JOBS_PAGE_SIZE_DEFAULT as JOB_LIST_LIMIT_DEFAULT,
  JOBS_PAGE_SIZE_MAX as JOB_LIST_LIMIT_MAX,
  JOB_STATUSES,
  JOB_TYPES,
} from './constants.ts';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const industrySchema = z.enum(INDUSTRIES, { error: 'Choose an industry' });
export const jobTypeSchema = z.enum(JOB_TYPES, { error: 'Choose a job type' });
export const jobStatusSchema = z.enum(JOB_STATUSES, { error: 'Choose a status' });

const overviewFields = {
  title: requiredText('Title', 200),
  location: requiredText('Location', 200),
  salary: requiredText('Salary', 100),
  type: jobTypeSchema.default(DEFAULT_JOB_TYPE),
  schedule: requiredText('Schedule', 200).default(DEFAULT_JOB_SCHEDULE),
  industry: industrySchema,
};

const detailFields = {
  description: requiredText('Description', 20_000),
  responsibilities: requiredText('Responsibilities', 20_000),
  skills: requiredText('Skills', 20_000),
};

const extraFields = {
  aboutUs: optionalText('About us', 20_000),
  whatWeOffer: optionalText('What we offer', 20_000),
};

// POST /api/jobs/create-job: the spec's flat payload. Unknown keys are dropped, including the
// `_id` the old client sends as the poster: the poster is the session's user.
export const createJobSchema = z.object({
  ...overviewFields,
  ...detailFields,
  ...extraFields,
});
export type CreateJobInput = z.infer<typeof createJobSchema>;

// PUT /api/jobs/job/:id: the nested job object.
export const updateJobSchema = z.object({
  overview: z.object(overviewFields),
  details: z.object(detailFields),
  ...extraFields,
});
export type UpdateJobInput = z.infer<typeof updateJobSchema>;

// A job's lifecycle (open, filled, closed) and optional closing date, editable on the post and
// edit pages. validThrough is a calendar date (YYYY-MM-DD, end of that day in Central Time is
// not modelled: the job closes at the start of the next UTC day) or empty for "no closing date".
export const jobLifecycleSchema = z.object({
  status: jobStatusSchema.optional(),
  validThrough: z
    .union([
      z.literal(''),
      z.null(),
      z.iso.date({ error: 'Use a date like 2026-12-31' }),
      z.iso.datetime({ error: 'Use a date like 2026-12-31' }),
    ])
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type JobLifecycleInput = z.input<typeof jobLifecycleSchema>;

export const jobSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  // Present on every answer of the API; optional here so older clients' fixtures still parse.
  status: jobStatusSchema.optional(),
  validThrough: z.string().optional(),
  overview: z.object({
    title: z.string(),
    location: z.string(),
    salary: z.string(),
    type: jobTypeSchema,
    schedule: z.string(),
    industry: industrySchema,
  }),
  details: z.object({
    description: z.string(),
    responsibilities: z.string(),
    skills: z.string(),
  }),
  aboutUs: z.string().optional(),
  whatWeOffer: z.string().optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const dashboardStatsSchema = z.object({
  totalJobs: z.number(),
  totalApplications: z.number(),
  totalUsers: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// GET /api/jobs/jobs query string. Empty values mean "no filter" so a form can submit them.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const jobListQuerySchema = z.object({
  industry: z.preprocess(emptyToUndefined, industrySchema.optional()),
  type: z.preprocess(emptyToUndefined, jobTypeSchema.optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'Search is too long').optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .max(JOB_LIST_LIMIT_MAX, `limit must be at most ${JOB_LIST_LIMIT_MAX}`)
      .default(JOB_LIST_LIMIT_DEFAULT),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, 'page must be at least 1').max(100_000).optional(),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  // Public lists show open jobs only; admins may ask for any status or all of them.
  status: z.preprocess(emptyToUndefined, z.enum([...JOB_STATUSES, 'all']).optional()),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
