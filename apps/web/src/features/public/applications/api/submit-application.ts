import { useCallback, useState } from 'react';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '@staffing/shared/constants';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { ScreeningAnswers } from '@staffing/shared/screening-schemas';
import { apiRequest } from '@/lib/api-client';

// What an application is for; decides the endpoint and the extra job fields.
export type ApplyTarget =
  { kind: 'job'; jobId: string; jobTitle: string } | { kind: 'sales-rep' } | { kind: 'internship' };

export type ApplicationInput = {
  target: ApplyTarget;
  firstName: string;
  lastName: string;
  email: string;
  resume: File;
  // The honeypot's value: empty for people, whatever a bot typed otherwise.
  website: string;
  // The screening questions' answers by question id, when the form asked any.
  answers?: ScreeningAnswers | undefined;
  // The page's language: the receipt is mailed in it, and staff see it. English when absent.
  locale?: Locale | undefined;
};

const ENDPOINTS: Record<ApplyTarget['kind'], string> = {
  job: '/api/email/quick-apply',
  'sales-rep': '/api/email/sales-rep-apply',
  internship: '/api/email/project-manager-intern-apply',
};

const applicationAnswerSchema = z.object({ message: z.string() });
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

export function jobLinkFor(jobId: string, origin: string = window.location.origin): string {
  return `${origin}/jobs/${encodeURIComponent(jobId)}`;
}

export function buildApplicationForm(input: ApplicationInput): FormData {
  const form = new FormData();
  form.set('firstName', input.firstName);
  form.set('lastName', input.lastName);
  form.set('email', input.email);
  if (input.target.kind === 'job') {
    form.set('jobTitle', input.target.jobTitle);
    form.set('jobId', input.target.jobId);
    form.set('jobLink', jobLinkFor(input.target.jobId));
  }
  if (input.website !== '') form.set(HONEYPOT_FIELD, input.website);
  if (input.answers) form.set('answers', JSON.stringify(input.answers));
  if (input.locale && input.locale !== 'en') form.set('locale', input.locale);
  // Last, so the server has read every text field by the time the file streams in.
  form.set('resume', input.resume, input.resume.name);
  return form;
}

export function submitApplication(input: ApplicationInput): Promise<ApplicationAnswer> {
  return apiRequest(ENDPOINTS[input.target.kind], {
    method: 'POST',
    body: buildApplicationForm(input),
    parse: (data) => applicationAnswerSchema.parse(data),
  });
}

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; answer: ApplicationAnswer }
  | { status: 'error'; error: unknown };

// One application's way through the spec's states (form, submitting, success or failure),
// in the form's own state: the apply modal is an island's, with no query cache. `submit`
// resolves with the failure (or undefined), for the form to mark the fields it names.
export function useApplicationSubmission() {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const submit = useCallback(async (input: ApplicationInput): Promise<unknown> => {
    setState({ status: 'pending' });
    try {
      setState({ status: 'success', answer: await submitApplication(input) });
      return undefined;
    } catch (error) {
      setState({ status: 'error', error });
      return error;
    }
  }, []);
  return { state, submit };
}
