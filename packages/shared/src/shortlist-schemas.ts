import { z } from 'zod';

// Shortlists with the candidate's consent: a recruiter puts a candidate on a job order's
// shortlist with a pitch; the candidate says by email whether their profile may go to the
// order's client company, which sees them only while the answer is yes.

export const SHORTLIST_MESSAGES = {
  notFound: 'This shortlist entry does not exist (any more).',
  candidateNotFound: 'This candidate does not exist (any more).',
  alreadyListed: 'This candidate is already on the order’s shortlist.',
  linkInvalid: 'This link is invalid. Open it again from the email.',
  orderClosed: 'This order is closed: nobody can be added to its shortlist.',
  notPending: 'This candidate has answered already: there is nothing to ask again.',
} as const;

export const CONSENT_STATES = ['pending', 'granted', 'declined', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
export const CONSENT_LABELS: Record<ConsentState, string> = {
  pending: 'Asked',
  granted: 'Shared',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

// The client's answer on a shared candidate: an interview (with times that suit), a decline
// (with a reason) or a hire.
export const CLIENT_DECISIONS = ['interview', 'decline', 'hire'] as const;
export type ClientDecisionKind = (typeof CLIENT_DECISIONS)[number];
export const CLIENT_DECISION_LABELS: Record<ClientDecisionKind, string> = {
  interview: 'Interview requested',
  decline: 'Declined',
  hire: 'Hired',
};
// The same answers as staff read them on the order: the client's "hire" is a wish until staff
// record the placement.
export const CLIENT_DECISION_STAFF_LABELS: Record<ClientDecisionKind, string> = {
  interview: 'Interview requested',
  decline: 'Declined',
  hire: 'Wants to hire',
};
const decisionText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(1000, `${label} must be at most 1000 characters`);
export const clientDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({
      decision: z.literal('interview'),
      times: decisionText('Times that suit you'),
    }),
    z.strictObject({ decision: z.literal('decline'), reason: decisionText('A reason') }),
    z.strictObject({ decision: z.literal('hire') }),
  ],
  { error: 'Choose interview, decline or hire' },
);
export type ClientDecision = z.input<typeof clientDecisionSchema>;

// The client's latest answer as both sides read it.
export const clientDecisionStateSchema = z.object({
  kind: z.enum(CLIENT_DECISIONS),
  at: z.string(),
  text: z.string().nullable(),
});

export const shortlistAddSchema = z.strictObject({
  candidateId: z.string({ error: 'Choose a candidate' }).min(1, 'Choose a candidate').max(100),
  pitch: z
    .string({ error: 'Write a short pitch' })
    .trim()
    .min(1, 'Write a short pitch')
    .max(1000, 'The pitch must be at most 1000 characters'),
});
export type ShortlistAdd = z.input<typeof shortlistAddSchema>;

export const shortlistEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  orderId: z.string(),
  position: z.string(),
  company: z.string(),
  candidate: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  pitch: z.string(),
  addedBy: z.string(),
  consent: z.enum(CONSENT_STATES),
  consentAt: z.string().nullable(),
  // The client's latest answer on them; null before any.
  decision: clientDecisionStateSchema.nullable(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;
export const shortlistSchema = z.array(shortlistEntrySchema);

// The candidate's answer from the email's links (the token in the body, never in a URL the
// server would log).
export const CONSENT_ANSWERS = ['yes', 'no'] as const;
export const consentTokenSchema = z.strictObject({
  token: z.string({ error: SHORTLIST_MESSAGES.linkInvalid }).min(1).max(200),
});
export const consentAnswerSchema = z.strictObject({
  token: z.string({ error: SHORTLIST_MESSAGES.linkInvalid }).min(1).max(200),
  answer: z.enum(CONSENT_ANSWERS, { error: 'Answer yes or no' }),
});
export type ConsentAnswer = z.input<typeof consentAnswerSchema>;

export const consentRequestSchema = z.object({
  company: z.string(),
  position: z.string(),
  consent: z.enum(CONSENT_STATES),
  consentAt: z.string().nullable(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

// A shared candidate as the client sees them: nothing but what the candidate agreed to share.
export const sharedCandidateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  pitch: z.string(),
  sharedAt: z.string(),
  hasResume: z.boolean(),
  // The screening questions of the order's job as the candidate answered them; [] if they
  // did not apply to it.
  answers: z.array(z.object({ label: z.string(), answer: z.string() })),
  // The company's latest answer on them; null before any.
  decision: clientDecisionStateSchema.nullable(),
});
export type SharedCandidate = z.infer<typeof sharedCandidateSchema>;
export const sharedCandidatesSchema = z.array(sharedCandidateSchema);
