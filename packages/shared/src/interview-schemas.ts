import { z } from 'zod';

// Interviews: a recruiter schedules one for a shortlisted candidate whose profile is shared
// with the order's client. The candidate and the client contact get a calendar invitation
// (apps/api/src/modules/interviews/calendar-invitation.ts, ADR 0022) for the wall-clock time
// the people agreed on in a named zone; a reschedule or a cancellation updates it.

export const INTERVIEW_MESSAGES = {
  notFound: 'This interview does not exist (any more).',
  notShared:
    'Only a candidate who agreed to be shared with the client, and still does, can be interviewed.',
  orderClosed: 'This order is closed: no interviews can be scheduled on it.',
  noClient: 'Link the order to a client company first: the invitation goes to its contact.',
  cancelled: 'This interview is cancelled and cannot be changed.',
  // The reason a cancellation gives when the candidate withdrew their consent.
  candidateWithdrew: 'The candidate is no longer available for this position.',
  // The reason a cancellation gives when staff took the candidate off the order's shortlist.
  candidateRemoved: 'The candidate is no longer being considered for this position.',
  changedMeanwhile: 'Someone changed this interview a moment ago. Reload it and try again.',
  inThePast: 'Choose a time that has not passed yet',
  placeRequired: 'Give a place or a video link',
  unknownTimeZone: 'Choose a time zone like America/Chicago',
  scheduled: 'Interview scheduled. The candidate and the client get an invitation.',
  rescheduled: 'Interview moved. The candidate and the client get the new time.',
  cancelledNotice: 'Interview cancelled. The candidate and the client are told.',
} as const;

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
};

export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;

// An IANA zone name the runtime knows (Intl refuses unknown ones); the server also needs the
// zone's rules for the calendar file and refuses a zone it has none for.
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// Form inputs are strings; an empty one means "not given".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
// In a change, an empty field or null clears what was there.
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const dateField = z.iso.date({
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Date is required'
      : 'Date: use a date like 2026-12-31',
});
const timeField = z
  .string({ error: 'Time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time: use a 24-hour time like 14:30');
const timeZoneField = z
  .string({ error: 'Time zone is required' })
  .max(64, INTERVIEW_MESSAGES.unknownTimeZone)
  .refine(isTimeZone, INTERVIEW_MESSAGES.unknownTimeZone);
const durationField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'Duration is required' })
    .int('Duration: whole minutes')
    .min(INTERVIEW_MIN_MINUTES, `Duration must be at least ${INTERVIEW_MIN_MINUTES} minutes`)
    .max(INTERVIEW_MAX_MINUTES, `Duration must be at most ${INTERVIEW_MAX_MINUTES} minutes`),
);
const locationText = z.string().trim().min(1).max(300, 'The place must be at most 300 characters');
const videoUrlText = z
  .url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error: 'Video link: a web address starting with https://',
  })
  .max(500, 'The video link must be at most 500 characters');
const interviewerText = z
  .string({ error: 'Interviewer is required' })
  .trim()
  .min(1, 'Interviewer is required')
  .max(200, 'The interviewer must be at most 200 characters');
const notesText = z.string().trim().max(2000, 'Notes must be at most 2000 characters');

const wallClockFields = {
  date: dateField,
  time: timeField,
  timeZone: timeZoneField,
  durationMinutes: durationField,
};

// POST /api/admin/orders/:orderId/shortlist/:entryId/interviews
export const interviewScheduleSchema = z
  .strictObject({
    ...wallClockFields,
    location: z.preprocess(blankToUndefined, locationText.optional()),
    videoUrl: z.preprocess(blankToUndefined, videoUrlText.optional()),
    interviewer: interviewerText,
    // Shown to the candidate and the client in the emails and the calendar entry.
    notes: z.preprocess(blankToUndefined, notesText.optional()),
  })
  .superRefine((input, ctx) => {
    if (input.location === undefined && input.videoUrl === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: INTERVIEW_MESSAGES.placeRequired,
      });
    }
  });
export type InterviewScheduleInput = z.input<typeof interviewScheduleSchema>;

// PATCH /api/admin/interviews/:id: a new time (always given whole), and optionally a new
// place, link, interviewer or notes; null or '' clears the place, the link or the notes. The
// server refuses a change that leaves neither a place nor a link.
export const interviewRescheduleSchema = z.strictObject({
  ...wallClockFields,
  location: z.preprocess(blankToNull, locationText.nullable().optional()),
  videoUrl: z.preprocess(blankToNull, videoUrlText.nullable().optional()),
  interviewer: interviewerText.optional(),
  notes: z.preprocess(blankToNull, notesText.nullable().optional()),
});
export type InterviewRescheduleInput = z.input<typeof interviewRescheduleSchema>;

// POST /api/admin/interviews/:id/cancel; the reason goes to the candidate and the client.
export const interviewCancelSchema = z.strictObject({
  reason: z.preprocess(
    blankToUndefined,
    z.string().trim().max(1000, 'The reason must be at most 1000 characters').optional(),
  ),
});
export type InterviewCancelInput = z.input<typeof interviewCancelSchema>;

// An interview as the API returns it, to staff and to the client contact alike.
export const interviewSchema = z.object({
  _id: z.string(),
  shortlistEntryId: z.string(),
  // For staff `_id` is the candidate's id (/admin/candidates/:id); on the client portal it is
  // the shared candidate's id there, the shortlist entry's (as in sharedCandidateSchema).
  candidate: z.object({ _id: z.string(), name: z.string() }),
  order: z.object({ _id: z.string(), position: z.string() }),
  company: z.object({ _id: z.string(), name: z.string() }),
  // The wall-clock time agreed on, in its zone, and the instant it stands for.
  date: z.string(), // YYYY-MM-DD
  time: z.string(), // HH:MM
  timeZone: z.string(),
  startsAt: z.string(), // ISO 8601, UTC
  durationMinutes: z.number(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  interviewer: z.string(),
  notes: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  // The calendar file's SEQUENCE: 0 when scheduled, one more on each change.
  sequence: z.number(),
  cancelReason: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  scheduledBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewListSchema = z.array(interviewSchema);

// ---- Staff: the agency's interviews by day (/api/admin/interviews, /admin/interviews) ----

// The longest range one request may ask for: two months and a bit, so a month view with the
// days around it fits, and a list is never the whole history.
export const INTERVIEW_CALENDAR_MAX_DAYS = 62;
// More interviews than this in one range are cut off (the answer says so).
export const INTERVIEW_CALENDAR_LIMIT = 1000;

// Days from one calendar date to another (both YYYY-MM-DD), counted in UTC so no zone's
// daylight saving adds or loses an hour.
export function daysBetween(from: string, to: string): number {
  const day = (date: string) => {
    const [year = 1970, month = 1, dayOfMonth = 1] = date.split('-').map(Number);
    return Date.UTC(year, month - 1, dayOfMonth) / 86_400_000;
  };
  return day(to) - day(from);
}

const rangeDate = (name: 'From' | 'To') =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${name} is required`
        : `${name}: use a date like 2026-12-31`,
  });
// A staff member's id, "me" or "none" (an order nobody owns), as on the order board.
const idFilter = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

// GET /api/admin/interviews: the interviews on the days from `from` to `to`, both included.
// An interview's day is its own date: the calendar date of the wall-clock time agreed on in
// its zone, which the invitation shows (an interview at 11:30 PM in Los Angeles on Dec 1 is on
// Dec 1, though it is Dec 2 in UTC and in New York). Unknown parameters are refused.
export const interviewCalendarQuerySchema = z
  .strictObject({
    from: rangeDate('From'),
    to: rangeDate('To'),
    // The order's owner.
    recruiterId: idFilter,
    orderId: idFilter,
    // The order's client company.
    clientId: idFilter,
    status: z.preprocess(
      blankToUndefined,
      z.enum(INTERVIEW_STATUSES, { error: 'Use scheduled or cancelled' }).optional(),
    ),
  })
  .superRefine((query, ctx) => {
    const days = daysBetween(query.from, query.to);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
    } else if (days + 1 > INTERVIEW_CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${INTERVIEW_CALENDAR_MAX_DAYS} days at a time`,
      });
    }
  });
export type InterviewCalendarQuery = z.output<typeof interviewCalendarQuerySchema>;

// One interview on the list: as everywhere, plus who owns its order.
export const calendarInterviewSchema = interviewSchema.extend({
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type CalendarInterview = z.infer<typeof calendarInterviewSchema>;

// Sorted by day (the interview's own date), then by start, then by id.
export const interviewCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  interviews: z.array(calendarInterviewSchema),
  // More than INTERVIEW_CALENDAR_LIMIT matched: only the first ones are here.
  truncated: z.boolean(),
});
export type InterviewCalendar = z.infer<typeof interviewCalendarSchema>;
