import { z } from 'zod';
import { APPLICATION_KINDS } from './constants.ts';
import { jobSchema } from './job-schemas.ts';

// A job seeker's own corner of the site: email verification, my applications,
// saved jobs and my data. The texts the API and the web app share are in a module of their
// own, which a page can import without zod.
export { ACCOUNT_MESSAGES } from './account-messages.ts';

export const verifyEmailSchema = z.strictObject({
  token: z
    .string({ error: 'The confirmation link is incomplete' })
    .trim()
    .min(1, 'The confirmation link is incomplete')
    .max(200, 'The confirmation link is invalid'),
});

export const verifyEmailResultSchema = z.object({
  message: z.string(),
  // Applications sent while signed out with this address, now shown on the account.
  attachedApplications: z.number(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

// The pipeline a recruiter moves an application through.
export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'interview',
  'offer',
  'hired',
  'not-selected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  'not-selected': 'Not selected',
};
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
});

export const myApplicationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  jobId: z.string().nullable(),
  jobTitle: z.string(),
  // Where the job can still be seen; null once it closed or was removed.
  jobLink: z.string().nullable(),
  resume: z.object({ name: z.string() }).nullable(),
  status: applicationStatusSchema,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const savedJobSchema = z.object({
  savedAt: z.string(),
  // False once the job is filled, closed or past its closing date.
  open: z.boolean(),
  job: jobSchema,
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const deleteAccountSchema = z.strictObject({
  password: z
    .string({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(1024),
});
