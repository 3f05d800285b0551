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
import {
  JOB_SORTS,
  POSTED_WITHIN_DAYS,
  SALARY_PERIODS,
  US_STATE_CODES,
  WORKPLACES,
  type Workplace,
} from './job-facts.ts';
import { screeningQuestionListSchema, screeningQuestionsSchema } from './screening-schemas.ts';
import { LOCALES } from './i18n/locales.ts';

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

export const salaryPeriodSchema = z.enum(SALARY_PERIODS, { error: 'Choose a pay period' });
export const workplaceSchema = z.enum(WORKPLACES, { error: 'Choose on-site, hybrid or remote' });

// A form sends '' for an empty box and the API may get null: both mean "not stated".
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const payAmount = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(100_000_000, `${label} is too large`)
      .optional(),
  );

const factFields = {
  salaryMin: payAmount('Minimum pay'),
  salaryMax: payAmount('Maximum pay'),
  salaryCurrency: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : blankToUndefined(value)),
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like USD')
      .optional(),
  ),
  salaryPeriod: z.preprocess(blankToUndefined, salaryPeriodSchema.optional()),
  city: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'City must be at most 100 characters').optional(),
  ),
  region: z.preprocess(
    (value) =>
      typeof value === 'string' ? value.trim().toUpperCase() || undefined : blankToUndefined(value),
    z.enum(US_STATE_CODES, { error: 'Use a US state code like IL' }).optional(),
  ),
  postalCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Use a ZIP code like 60601')
      .optional(),
  ),
  workplace: z.preprocess(blankToUndefined, workplaceSchema.optional()),
};

// Pay needs a period to mean anything, and a range must not run backwards.
function checkFacts(
  facts: {
    salaryMin?: number | undefined;
    salaryMax?: number | undefined;
    salaryPeriod?: string | undefined;
  },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
) {
  if (
    facts.salaryMin !== undefined &&
    facts.salaryMax !== undefined &&
    facts.salaryMin > facts.salaryMax
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'Maximum pay must be at least the minimum',
      path: [...path, 'salaryMax'],
    });
  }
  if ((facts.salaryMin !== undefined || facts.salaryMax !== undefined) && !facts.salaryPeriod) {
    ctx.addIssue({
      code: 'custom',
      message: 'Choose a pay period',
      path: [...path, 'salaryPeriod'],
    });
  }
}

const overviewFields = {
  title: requiredText('Title', 200),
  location: requiredText('Location', 200),
  salary: requiredText('Salary', 100),
  type: jobTypeSchema.default(DEFAULT_JOB_TYPE),
  schedule: requiredText('Schedule', 200).default(DEFAULT_JOB_SCHEDULE),
  industry: industrySchema,
  ...factFields,
};

const detailFields = {
  description: requiredText('Description', 20_000),
  responsibilities: requiredText('Responsibilities', 20_000),
  skills: requiredText('Skills', 20_000),
};

// A job's optional Spanish version, shown on the Spanish job page (/es/jobs/:id) in place of
// the English texts; a field left empty shows the English one there. Each box mirrors its
// English twin's length.
const spanishFields = {
  title: optionalText('Job title in Spanish', 200),
  description: optionalText('Description in Spanish', 20_000),
  responsibilities: optionalText('Responsibilities in Spanish', 20_000),
  skills: optionalText('Skills in Spanish', 20_000),
  whatWeOffer: optionalText('What we offer in Spanish', 20_000),
};

export const SPANISH_VERSION_MESSAGES = {
  titleRequired: 'Add the job title in Spanish, or leave the Spanish version empty',
  descriptionRequired: 'Add the description in Spanish, or leave the Spanish version empty',
} as const;

// As a job's answer carries it, and as the API stores it: a title and a description at least.
export const jobSpanishSchema = z.object({
  title: z.string(),
  description: z.string(),
  responsibilities: z.string().optional(),
  skills: z.string().optional(),
  whatWeOffer: z.string().optional(),
});
export type JobSpanish = z.infer<typeof jobSpanishSchema>;

// What a staff client sends: every box optional, '' for an empty one, and empty boxes or {}
// meaning "no Spanish version" (null, which removes one the job had). Any Spanish text needs a
// title and a description with it. The staff job form checks its boxes with this schema.
export const jobSpanishFieldsSchema = z
  .object(spanishFields, { error: 'The Spanish version must be an object of texts' })
  .superRefine((version, ctx) => {
    const given = Object.values(version).some((text) => text !== undefined);
    if (!given) return;
    if (version.title === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: SPANISH_VERSION_MESSAGES.titleRequired,
        path: ['title'],
      });
    }
    if (version.description === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: SPANISH_VERSION_MESSAGES.descriptionRequired,
        path: ['description'],
      });
    }
  })
  .transform((version): JobSpanish | null =>
    version.title === undefined || version.description === undefined
      ? null
      : {
          title: version.title,
          description: version.description,
          ...(version.responsibilities ? { responsibilities: version.responsibilities } : {}),
          ...(version.skills ? { skills: version.skills } : {}),
          ...(version.whatWeOffer ? { whatWeOffer: version.whatWeOffer } : {}),
        },
  );

// The API's: null too means "none"; left out, an edit keeps the job's Spanish version.
export const jobSpanishInputSchema = z.preprocess(
  (value) => (value === null ? {} : value),
  jobSpanishFieldsSchema,
);

const extraFields = {
  aboutUs: optionalText('About us', 20_000),
  whatWeOffer: optionalText('What we offer', 20_000),
  // Left out on an edit, the job keeps its Spanish version; null or empty removes it.
  spanish: jobSpanishInputSchema.optional(),
  // Left out on an edit, the job keeps its questions; [] or null removes them.
  screeningQuestions: z.preprocess(
    (value) => (value === null ? [] : value),
    screeningQuestionsSchema.optional(),
  ),
};

// POST /api/jobs/create-job: the spec's flat payload. Unknown keys are dropped, including the
// `_id` the old client sends as the poster: the poster is the session's user.
export const createJobSchema = z
  .object({
    ...overviewFields,
    ...detailFields,
    ...extraFields,
  })
  .superRefine((job, ctx) => {
    checkFacts(job, ctx);
  });
export type CreateJobInput = z.infer<typeof createJobSchema>;

// PUT /api/jobs/job/:id: the nested job object.
export const updateJobSchema = z.object({
  overview: z.object(overviewFields).superRefine((overview, ctx) => {
    checkFacts(overview, ctx);
  }),
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
    // Structured facts; absent when not stated (older answers have none of them).
    salaryMin: z.number().optional(),
    salaryMax: z.number().optional(),
    salaryCurrency: z.string().optional(),
    salaryPeriod: salaryPeriodSchema.optional(),
    city: z.string().optional(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    workplace: workplaceSchema.optional(),
  }),
  details: z.object({
    description: z.string(),
    responsibilities: z.string(),
    skills: z.string(),
  }),
  aboutUs: z.string().optional(),
  whatWeOffer: z.string().optional(),
  // On a single job (detail, create, edit), not in lists: what the apply form asks.
  screeningQuestions: screeningQuestionListSchema.optional(),
  // On a single job (detail, create, edit), not in lists: its Spanish version, null for none.
  spanish: jobSpanishSchema.nullable().optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const dashboardStatsSchema = z.object({
  totalJobs: z.number(),
  totalApplications: z.number(),
  totalUsers: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// GET /api/jobs/jobs (and /api/jobs/facets) query string: the one definition of a job search,
// also what a saved search (job alert) stores. Empty values mean "no filter" so a form can
// submit them.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
// A repeatable parameter arrives as a string once and as an array when repeated; a
// comma-separated value is accepted too so a link can carry several in one.
const toList = (value: unknown) => {
  if (value === undefined || value === '') return undefined;
  const list = (Array.isArray(value) ? (value as unknown[]) : [value]).flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [item],
  );
  return list.length === 0 ? undefined : list;
};
export const jobListFiltersSchema = z.object({
  industry: z.preprocess(emptyToUndefined, industrySchema.optional()),
  type: z.preprocess(emptyToUndefined, jobTypeSchema.optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'Search is too long').optional()),
  // The language the keywords are typed in: es searches Spanish job words as their English.
  lang: z.preprocess(
    emptyToUndefined,
    z.enum(LOCALES, { error: 'lang must be en or es' }).optional(),
  ),
  workplace: z.preprocess(
    toList,
    z
      .array(z.string())
      .max(WORKPLACES.length, 'Choose each workplace once')
      // One message for the parameter, not one per position in it.
      .refine(
        (list) => list.every((value) => (WORKPLACES as readonly string[]).includes(value)),
        'Choose on-site, hybrid or remote',
      )
      .transform((list) => [...new Set(list)] as Workplace[])
      .optional(),
  ),
  // A city, a US state code or the start of a ZIP code.
  where: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(2, 'Enter a city, state or ZIP code')
      .max(100, 'Place is too long')
      .optional(),
  ),
  minAnnualPay: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'minAnnualPay must be a number' })
      .int('minAnnualPay must be a whole number')
      .min(0, 'minAnnualPay cannot be negative')
      .max(10_000_000, 'minAnnualPay is too large')
      .optional(),
  ),
  postedWithin: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'postedWithin must be 1, 7 or 30' })
      .pipe(z.literal(POSTED_WITHIN_DAYS, { error: 'postedWithin must be 1, 7 or 30' }))
      .optional(),
  ),
  // relevance only means something with a keyword; without one the list is newest first.
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(JOB_SORTS, { error: 'sort must be newest or relevance' }).optional(),
  ),
});
export type JobListFilters = z.infer<typeof jobListFiltersSchema>;

export const jobListQuerySchema = jobListFiltersSchema.extend({
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

// GET /api/jobs/facets: open jobs matching the same filters, counted per choice. A count
// equal to FACET_COUNT_CAP with `capped` means "at least that many".
export const FACET_COUNT_CAP = 1000;
const facetCountSchema = z.object({ count: z.number(), capped: z.boolean() });
export const jobFacetsSchema = z.object({
  industry: z.record(industrySchema, facetCountSchema),
  type: z.record(jobTypeSchema, facetCountSchema),
  workplace: z.record(workplaceSchema, facetCountSchema),
  postedWithin: z.record(z.enum(['1', '7', '30']), facetCountSchema),
});
export type JobFacets = z.infer<typeof jobFacetsSchema>;
export type FacetCount = z.infer<typeof facetCountSchema>;

// Counts never hold up a page: the facets of a search whose counts are not ready within the
// server's short budget answer `{ pending: true }`, and a list whose total is not ready has no
// X-Total-Count but TOTAL_COUNT_PENDING_HEADER. The counting goes on, so asking again a moment
// later gets them. Counts, when given, are what they always were (exact below the cap).
export const TOTAL_COUNT_PENDING_HEADER = 'x-total-count-pending';
export const jobFacetsPendingSchema = z.object({ pending: z.literal(true) });
export const jobFacetsAnswerSchema = z.union([jobFacetsSchema, jobFacetsPendingSchema]);
export type JobFacetsAnswer = z.infer<typeof jobFacetsAnswerSchema>;
export const facetCountsPending = (
  answer: JobFacetsAnswer | undefined,
): answer is z.infer<typeof jobFacetsPendingSchema> => answer !== undefined && 'pending' in answer;
