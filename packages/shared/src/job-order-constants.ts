// Job orders' names, labels, the status board's moves and the messages, without zod: the
// public "Request staff" island and the staff pages read them as they start, and load the
// schemas (job-order-schemas.ts, which re-exports all of this) only to validate.

export const ASSIGNMENT_TYPES = ['temporary', 'temp-to-hire', 'direct-hire'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const ASSIGNMENT_TYPE_LABELS: Record<AssignmentType, string> = {
  temporary: 'Temporary',
  'temp-to-hire': 'Temp-to-hire',
  'direct-hire': 'Direct hire',
};

export const SHIFTS = ['day', 'evening', 'night', 'rotating', 'weekend', 'flexible'] as const;
export type Shift = (typeof SHIFTS)[number];
export const SHIFT_LABELS: Record<Shift, string> = {
  day: 'Day',
  evening: 'Evening',
  night: 'Night',
  rotating: 'Rotating',
  weekend: 'Weekend',
  flexible: 'Flexible',
};

export const PAY_PERIODS = ['hour', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = { hour: 'per hour', year: 'per year' };

// new → qualified → open → filled; an order not yet filled may be cancelled (by the
// employer) or lost (to another agency), each with a reason. Filled, cancelled and lost are
// where an order ends.
export const JOB_ORDER_STATUSES = [
  'new',
  'qualified',
  'open',
  'filled',
  'cancelled',
  'lost',
] as const;
export type JobOrderStatus = (typeof JOB_ORDER_STATUSES)[number];
export const JOB_ORDER_STATUS_LABELS: Record<JobOrderStatus, string> = {
  new: 'New',
  qualified: 'Qualified',
  open: 'Open',
  filled: 'Filled',
  cancelled: 'Cancelled',
  lost: 'Lost',
};
export const JOB_ORDER_TRANSITIONS: Record<JobOrderStatus, readonly JobOrderStatus[]> = {
  new: ['qualified', 'cancelled', 'lost'],
  qualified: ['open', 'cancelled', 'lost'],
  open: ['filled', 'cancelled', 'lost'],
  filled: [],
  cancelled: [],
  lost: [],
};
export const STATUSES_NEEDING_REASON: readonly JobOrderStatus[] = ['cancelled', 'lost'];

export const canMoveJobOrder = (from: JobOrderStatus, to: JobOrderStatus): boolean =>
  JOB_ORDER_TRANSITIONS[from].includes(to);

// US state and territory codes, for the worksite.
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'GU',
  'VI',
] as const;

export const JOB_ORDER_MESSAGES = {
  received:
    'Thank you. We have your request and a recruiter will call you within one business day.',
  receivedTitle: 'Request received',
  notFound: 'Job order not found.',
  ownerChanged: 'Someone else took this order meanwhile. Reload to see who.',
  reasonRequired: 'Give a reason',
  endDateOrOngoing: 'Give an end date or choose "Ongoing"',
  endDateNotBoth: 'Give an end date or choose "Ongoing", not both',
  endBeforeStart: 'The end date cannot be before the start date',
  payMaxBelowMin: 'The highest pay must be at least the lowest',
  payPeriodRequired: 'Choose per hour or per year',
  alreadyPosted: 'This order already has a job posting.',
  closedOrder: 'A filled, cancelled or lost order cannot be posted as a job.',
  filledOverHeadcount: 'Filled cannot be more than the headcount',
} as const;

export const JOB_ORDER_SORTS = ['created', 'start', 'company', 'headcount', 'status'] as const;
export type JobOrderSort = (typeof JOB_ORDER_SORTS)[number];
export const JOB_ORDER_PAGE_SIZE = 20;

// The "Request staff" form's fields, in the form's order.
export const JOB_ORDER_FORM_FIELDS = [
  'position',
  'industry',
  'headcount',
  'startDate',
  'assignmentType',
  'endDate',
  'ongoing',
  'shift',
  'payMin',
  'payMax',
  'payPeriod',
  'city',
  'state',
  'zip',
  'licences',
  'certifications',
  'languages',
  'contactName',
  'company',
  'email',
  'phone',
  'notes',
] as const;
