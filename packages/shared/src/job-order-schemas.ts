import { z } from 'zod';
import { HONEYPOT_FIELD, INDUSTRIES } from './constants.ts';
import {
  ASSIGNMENT_TYPES,
  JOB_ORDER_FORM_FIELDS,
  JOB_ORDER_MESSAGES,
  JOB_ORDER_SORTS,
  JOB_ORDER_PAGE_SIZE,
  JOB_ORDER_STATUSES,
  PAY_PERIODS,
  SHIFTS,
  STATUSES_NEEDING_REASON,
  US_STATES,
} from './job-order-constants.ts';
import { emailSchema } from './user-schemas.ts';

// Job orders: an employer's request for staff, sent from the "Request staff" form of
// /find-talent and its industry pages, and worked by recruiters on /admin/orders. One schema
// checks the form in the browser (loaded lazily, lib/lazy-validation.ts) and the request on
// the server, so both name the same fields with the same messages.

export * from './job-order-constants.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

const dateSchema = (label: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `${label}: use a date like 2026-12-31`,
  });

// Form inputs are strings, JSON numbers are numbers: both are read as numbers.
const numberFrom = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : blankToUndefined(value);

const payAmount = (label: string) =>
  z.preprocess(
    numberFrom,
    z
      .number({ error: `${label} must be a number` })
      .positive(`${label} must be more than 0`)
      .max(10_000_000, `${label} is too high`)
      .optional(),
  );

// A checkbox sends "on" when ticked and nothing otherwise; JSON sends a boolean.
const checkbox = z.preprocess(
  (value) =>
    value === 'on' || value === 'true' ? true : value === '' || value === 'false' ? false : value,
  z.boolean({ error: 'Choose yes or no' }).default(false),
);

export const jobOrderRequestSchema = z
  .strictObject({
    position: requiredText('Position', 200),
    industry: z.enum(INDUSTRIES, { error: 'Choose an industry' }),
    headcount: z.preprocess(
      numberFrom,
      z
        .number({ error: 'Headcount is required' })
        .int('Headcount must be a whole number')
        .min(1, 'Headcount must be at least 1')
        .max(500, 'Headcount must be at most 500'),
    ),
    startDate: dateSchema('Start date'),
    assignmentType: z.enum(ASSIGNMENT_TYPES, { error: 'Choose an assignment type' }),
    endDate: z.preprocess(blankToUndefined, dateSchema('End date').optional()),
    ongoing: checkbox,
    shift: z.enum(SHIFTS, { error: 'Choose a shift' }),
    payMin: payAmount('Lowest pay'),
    payMax: payAmount('Highest pay'),
    payPeriod: z.preprocess(
      blankToUndefined,
      z.enum(PAY_PERIODS, { error: 'Choose per hour or per year' }).optional(),
    ),
    city: requiredText('City', 100),
    state: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(US_STATES, { error: 'Choose a state' }),
    ),
    zip: z
      .string({ error: 'ZIP code is required' })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Use a ZIP code like 60601'),
    licences: optionalText('Licences', 1000),
    certifications: optionalText('Certifications', 1000),
    languages: optionalText('Languages', 500),
    contactName: requiredText('Your name', 200),
    company: requiredText('Company', 200),
    email: emailSchema,
    phone: z
      .string({ error: 'Phone is required' })
      .trim()
      .min(1, 'Phone is required')
      .max(40, 'Phone must be at most 40 characters')
      .refine((value) => /^[\d\s()+.-]+$/.test(value) && value.replace(/\D/g, '').length >= 10, {
        message: 'Use a phone number like (312) 555-0100',
      }),
    notes: optionalText('Notes', 5000),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .superRefine((order, ctx) => {
    if (order.assignmentType === 'direct-hire') {
      if (order.endDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: 'A direct hire has no end date',
        });
      }
    } else if (!order.endDate && !order.ongoing) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: JOB_ORDER_MESSAGES.endDateOrOngoing,
      });
    } else if (order.endDate && order.ongoing) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: JOB_ORDER_MESSAGES.endDateNotBoth,
      });
    }
    if (order.endDate && order.endDate < order.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: JOB_ORDER_MESSAGES.endBeforeStart,
      });
    }
    if (order.payMin !== undefined && order.payMax !== undefined && order.payMax < order.payMin) {
      ctx.addIssue({
        code: 'custom',
        path: ['payMax'],
        message: JOB_ORDER_MESSAGES.payMaxBelowMin,
      });
    }
    if ((order.payMin !== undefined || order.payMax !== undefined) && !order.payPeriod) {
      ctx.addIssue({
        code: 'custom',
        path: ['payPeriod'],
        message: JOB_ORDER_MESSAGES.payPeriodRequired,
      });
    }
  });
export type JobOrderRequestInput = z.input<typeof jobOrderRequestSchema>;
export type JobOrderRequest = z.output<typeof jobOrderRequestSchema>;

// Compiles only while every field of the form is one of the schema's.
export const JOB_ORDER_FIELDS_IN_SCHEMA: readonly (keyof JobOrderRequestInput)[] =
  JOB_ORDER_FORM_FIELDS;

export const jobOrderAnswerSchema = z.object({ message: z.string() });
export type JobOrderAnswer = z.infer<typeof jobOrderAnswerSchema>;

// ---- Staff: the order board (/api/admin/orders) ----

export const jobOrderStatusSchema = z.enum(JOB_ORDER_STATUSES, { error: 'Choose a status' });

// The list's query string, which is also the board's URL: unknown parameters are refused.
export const jobOrderListQuerySchema = z.strictObject({
  status: z.preprocess(blankToUndefined, jobOrderStatusSchema.optional()),
  industry: z.preprocess(
    blankToUndefined,
    z.enum(INDUSTRIES, { error: 'Choose an industry' }).optional(),
  ),
  // A staff member's id, "me" or "none" (not yet taken by anyone).
  owner: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  // Words in the company, position or contact.
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  // Orders linked to this job posting (the job's way back to its order).
  jobId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(JOB_ORDER_SORTS, { error: 'Unknown sort' }).default('created'),
  ),
  dir: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).optional(),
  ),
  page: z.preprocess(
    numberFrom,
    z.number({ error: 'Page must be a number' }).int().min(1, 'Page must be at least 1').default(1),
  ),
  limit: z.preprocess(
    numberFrom,
    z
      .number({ error: 'Limit must be a number' })
      .int()
      .min(1, 'Limit must be at least 1')
      .max(100, 'Limit must be at most 100')
      .default(JOB_ORDER_PAGE_SIZE),
  ),
});
export type JobOrderListQuery = z.output<typeof jobOrderListQuerySchema>;

// PATCH /api/admin/orders/:id: a status move (with a reason where one is needed), the owner,
// the filled count, or a note; `fromStatus` makes a move apply only if nobody moved the order
// since the recruiter looked, `fromOwnerId` an owner change only if the order still has that
// owner (null: nobody), so "Take it" never takes an order someone took a moment before.
export const jobOrderChangeSchema = z
  .strictObject({
    status: jobOrderStatusSchema.optional(),
    fromStatus: jobOrderStatusSchema.optional(),
    reason: optionalText('Reason', 1000),
    ownerId: z.union([z.string().trim().min(1).max(100), z.null()]).optional(),
    fromOwnerId: z.union([z.string().trim().min(1).max(100), z.null()]).optional(),
    filledCount: z
      .number({ error: 'Filled must be a number' })
      .int('Filled must be a whole number')
      .min(0, 'Filled cannot be negative')
      .optional(),
    note: optionalText('Note', 5000),
  })
  .superRefine((change, ctx) => {
    if (
      change.status === undefined &&
      change.ownerId === undefined &&
      change.filledCount === undefined &&
      change.note === undefined
    ) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Nothing to change' });
    }
    if (change.status && STATUSES_NEEDING_REASON.includes(change.status) && !change.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: JOB_ORDER_MESSAGES.reasonRequired,
      });
    }
    if (change.fromOwnerId !== undefined && change.ownerId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['fromOwnerId'],
        message: 'Give the new owner with the one it had',
      });
    }
    if (change.reason && (!change.status || !STATUSES_NEEDING_REASON.includes(change.status))) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'A reason goes with cancelling or losing an order',
      });
    }
  });
export type JobOrderChange = z.input<typeof jobOrderChangeSchema>;

const personSchema = z.object({ _id: z.string(), name: z.string() });

export const jobOrderSummarySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  status: jobOrderStatusSchema,
  statusReason: z.string().nullable(),
  position: z.string(),
  industry: z.enum(INDUSTRIES),
  company: z.string(),
  headcount: z.number(),
  filledCount: z.number(),
  startDate: z.string(),
  owner: personSchema.nullable(),
  jobId: z.string().nullable(),
});
export type JobOrderSummary = z.infer<typeof jobOrderSummarySchema>;

export const jobOrderListSchema = z.object({
  orders: z.array(jobOrderSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type JobOrderList = z.infer<typeof jobOrderListSchema>;

export const jobOrderEventSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actorName: z.string(),
  kind: z.enum(['received', 'status', 'owner', 'filled', 'note', 'job']),
  fromStatus: jobOrderStatusSchema.nullable(),
  toStatus: jobOrderStatusSchema.nullable(),
  text: z.string().nullable(),
});
export type JobOrderEvent = z.infer<typeof jobOrderEventSchema>;

export const jobOrderApplicationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  candidateId: z.string().nullable(),
});
export type JobOrderApplication = z.infer<typeof jobOrderApplicationSchema>;

export const jobOrderDetailSchema = jobOrderSummarySchema.extend({
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  endDate: z.string().nullable(),
  ongoing: z.boolean(),
  shift: z.enum(SHIFTS),
  payMin: z.number().nullable(),
  payMax: z.number().nullable(),
  payPeriod: z.enum(PAY_PERIODS).nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  licences: z.string().nullable(),
  certifications: z.string().nullable(),
  languages: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  job: z.object({ _id: z.string(), title: z.string(), status: z.string() }).nullable(),
  applications: z.array(jobOrderApplicationSchema),
  history: z.array(jobOrderEventSchema),
  // Where the order may go next from its status.
  nextStatuses: z.array(jobOrderStatusSchema),
});
export type JobOrderDetail = z.infer<typeof jobOrderDetailSchema>;

export const jobOrderOwnersSchema = z.array(personSchema);
export type JobOrderOwner = z.infer<typeof personSchema>;
