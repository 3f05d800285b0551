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
} as const;

export const CONSENT_STATES = ['pending', 'granted', 'declined', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
export const CONSENT_LABELS: Record<ConsentState, string> = {
  pending: 'Asked',
  granted: 'Shared',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

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
});
export type SharedCandidate = z.infer<typeof sharedCandidateSchema>;
export const sharedCandidatesSchema = z.array(sharedCandidateSchema);
