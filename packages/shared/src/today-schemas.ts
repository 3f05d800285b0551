import { z } from 'zod';
import { APPLICATION_KINDS } from './constants.ts';

// Today, the staff home: what needs a recruiter now, each a short list linking to where it is
// handled. "mine" is the signed-in person's work (the orders they own, the jobs of those
// orders and the jobs they posted without an order); "everyone" is the whole agency's, which
// only admins may ask for. Unowned orders are everyone's business, so they are in both.

export const TODAY_SCOPES = ['mine', 'everyone'] as const;
export type TodayScope = (typeof TODAY_SCOPES)[number];

// At most this many items per section; each section also says how many there are in all.
export const TODAY_SECTION_LIMIT = 10;
// A consent request unanswered this long (since it was sent, or sent again) asks for a nudge.
export const CONSENT_WAIT_DAYS = 3;
// An order starting within this many days that is not filled yet.
export const ORDER_START_SOON_DAYS = 7;
// "New applications" for someone who never opened the applications page: the last week's.
export const APPLICATIONS_FIRST_LOOK_DAYS = 7;

export const TODAY_MESSAGES = {
  everyoneAdminsOnly: 'Only admins can see everyone’s work.',
  unknownTimeZone: 'Unknown time zone',
} as const;

// The time zone "today" is read in: the browser's (IANA name). UTC when not given.
const timeZoneSchema = z
  .string({ error: TODAY_MESSAGES.unknownTimeZone })
  .trim()
  .min(1, TODAY_MESSAGES.unknownTimeZone)
  .max(64, TODAY_MESSAGES.unknownTimeZone)
  .regex(/^[A-Za-z0-9_+\-/]+$/, TODAY_MESSAGES.unknownTimeZone);

// GET /api/admin/today?scope=mine|everyone&tz=
export const todayQuerySchema = z.strictObject({
  scope: z.enum(TODAY_SCOPES, { error: 'Scope is mine or everyone' }).default('mine'),
  tz: timeZoneSchema.optional(),
});
export type TodayQuery = z.input<typeof todayQuerySchema>;

// GET /api/admin/today/counts?tz=: always the caller's own ("mine").
export const todayCountsQuerySchema = z.strictObject({ tz: timeZoneSchema.optional() });

// POST /api/admin/today/seen: the staff member opened that area; what came before is not new.
export const TODAY_SEEN_AREAS = ['applications'] as const;
export const todaySeenSchema = z.strictObject({
  area: z.enum(TODAY_SEEN_AREAS, { error: 'Area is applications' }),
});
export type TodaySeen = z.input<typeof todaySeenSchema>;

// What the navigation's badges show: the totals of Today's lists for the caller ("mine").
// failedEmails is null for a recruiter, who does not handle them.
export const todayCountsSchema = z.object({
  clientAnswers: z.number(),
  interviews: z.number(),
  applications: z.number(),
  orders: z.number(),
  consents: z.number(),
  failedEmails: z.number().nullable(),
});
export type TodayCounts = z.infer<typeof todayCountsSchema>;

const section = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number(), items: z.array(item) });

// A client's answer still waiting for staff: an interview asked for and none scheduled since,
// or a wish to hire and no placement recorded.
export const todayClientAnswerSchema = z.object({
  entryId: z.string(),
  orderId: z.string(),
  position: z.string(),
  company: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  decision: z.enum(['interview', 'hire']),
  at: z.string(),
  text: z.string().nullable(),
});
export type TodayClientAnswer = z.infer<typeof todayClientAnswerSchema>;

export const todayInterviewSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  position: z.string(),
  company: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  startsAt: z.string(),
  // The agreed wall-clock time in its zone.
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  day: z.enum(['today', 'tomorrow']),
});
export type TodayInterview = z.infer<typeof todayInterviewSchema>;

// New applications to one job (or one of the standing openings, without a job).
export const todayApplicationGroupSchema = z.object({
  jobId: z.string().nullable(),
  kind: z.enum(APPLICATION_KINDS),
  title: z.string(),
  count: z.number(),
  latestAt: z.string(),
});
export type TodayApplicationGroup = z.infer<typeof todayApplicationGroupSchema>;

export const TODAY_ORDER_REASONS = ['unowned', 'starts-soon'] as const;
export type TodayOrderReason = (typeof TODAY_ORDER_REASONS)[number];
export const todayOrderSchema = z.object({
  _id: z.string(),
  position: z.string(),
  company: z.string(),
  status: z.string(),
  startDate: z.string(),
  headcount: z.number(),
  filledCount: z.number(),
  ownerName: z.string().nullable(),
  reasons: z.array(z.enum(TODAY_ORDER_REASONS)),
});
export type TodayOrder = z.infer<typeof todayOrderSchema>;

export const todayConsentSchema = z.object({
  entryId: z.string(),
  orderId: z.string(),
  position: z.string(),
  company: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  // When the request was sent (or last sent again).
  askedAt: z.string(),
});
export type TodayConsent = z.infer<typeof todayConsentSchema>;

export const todayFailedEmailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TodayFailedEmail = z.infer<typeof todayFailedEmailSchema>;

export const todaySchema = z.object({
  scope: z.enum(TODAY_SCOPES),
  clientAnswers: section(todayClientAnswerSchema),
  interviews: section(todayInterviewSchema),
  // total: the new applications; items: the jobs they went to, most recent first; jobs: how
  // many jobs in all; since: what "new" counts from.
  applications: section(todayApplicationGroupSchema).extend({
    jobs: z.number(),
    since: z.string(),
  }),
  orders: section(todayOrderSchema),
  consents: section(todayConsentSchema),
  // null for a recruiter.
  failedEmails: section(todayFailedEmailSchema).nullable(),
});
export type Today = z.infer<typeof todaySchema>;
