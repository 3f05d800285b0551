import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@/lib/i18n/locale-provider';
import { SHARED_MESSAGES, sharedTextIn } from '@/lib/i18n/shared-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, type JSX } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '@staffing/shared/constants';
import { RESUME_ACCEPT } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import {
  checkScreeningAnswers,
  type ScreeningAnswers,
  type ScreeningQuestion,
} from '@staffing/shared/screening-schemas';
import { emailSchema, personNameSchema } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FieldGrid } from '@/components/ui/field';
import { Spinner } from '@/components/ui/page-loading';
import { ApiError } from '@/lib/api-client';
import { useApplicationSubmission, type ApplyTarget } from '../api/submit-application';
import { resumeFileProblem } from '../utils/resume-file-problem';
import styles from './apply-modal.module.css';
import { ScreeningQuestionFields, type AnswerFieldName } from './screening-question-fields';

export type { ApplyTarget } from '../api/submit-application';

type ApplyModalProps = {
  open: boolean;
  onClose: () => void;
  target: ApplyTarget;
  // The dialog's heading; a sensible one is derived from the target when omitted.
  title?: string;
  // The logged-in applicant, whose names and email are filled in; the page passes it so this
  // feature does not reach into the auth feature.
  applicant?: { firstName: string; lastName: string; email: string } | null | undefined;
  // The job's or the opening's screening questions, asked below the spec's fields.
  questions?: readonly ScreeningQuestion[] | undefined;
  // While an opening's questions load the form waits; onRetryQuestions offers a retry when
  // they could not be loaded.
  questionsLoading?: boolean | undefined;
  onRetryQuestions?: (() => void) | undefined;
};

const applyFormSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  resume: z.custom<FileList | null | undefined>().transform((files, ctx) => {
    const file = files?.item(0);
    const problem = resumeFileProblem(file);
    if (problem || !file) {
      ctx.addIssue({ code: 'custom', message: problem ?? MESSAGES.resumeRequired });
      return z.NEVER;
    }
    return file;
  }),
  [HONEYPOT_FIELD]: z.string().optional(),
  // Checked against the questions by the shared check (answersResolver), not here.
  answers: z.record(z.string(), z.unknown()).optional(),
});
type ApplyFormInput = z.input<typeof applyFormSchema>;
type ApplyFormOutput = z.output<typeof applyFormSchema>;
type FieldName = 'firstName' | 'lastName' | 'email' | 'resume';
const FIELD_NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email', 'resume'];
const NO_QUESTIONS: readonly ScreeningQuestion[] = [];

// The spec's fields by their schema, then the answers by the check the server runs too; the
// answers go on in their kinds (a number as a number).
function answersResolver(
  questions: readonly ScreeningQuestion[],
): Resolver<ApplyFormInput, unknown, ApplyFormOutput> {
  const fields = zodResolver(applyFormSchema);
  return async (values, context, options) => {
    const result = await fields(values, context, options);
    const { answers, fieldErrors } = checkScreeningAnswers(questions, values.answers);
    const answerErrors: Record<string, FieldError> = {};
    for (const [key, message] of Object.entries(fieldErrors)) {
      answerErrors[key.replace(/^answers\.?/, '') || 'root'] = { type: 'validate', message };
    }
    if (Object.keys(answerErrors).length > 0) {
      return { values: {}, errors: { ...result.errors, answers: answerErrors } };
    }
    if (Object.keys(result.errors).length > 0) return result;
    // Without errors the values are the schema's output.
    return { values: { ...(result.values as ApplyFormOutput), answers }, errors: {} };
  };
}

function defaultTitle(target: ApplyTarget, i18n: I18n): string {
  switch (target.kind) {
    case 'job': {
      const { jobTitle } = target;
      return i18n._(msg`Apply for ${jobTitle}`);
    }
    case 'sales-rep':
      return i18n._(msg`Apply for Sales Representative`);
    case 'internship':
      return i18n._(msg`Apply for Project Manager Internship`);
  }
}

// Unmounted while closed, so every opening starts from a fresh form (spec: closing resets).
export function ApplyModal({
  open,
  onClose,
  target,
  title,
  applicant,
  questions = NO_QUESTIONS,
  questionsLoading = false,
  onRetryQuestions,
}: ApplyModalProps): JSX.Element | null {
  const { i18n } = useLingui();
  if (!open) return null;
  return (
    <ApplyDialog
      onClose={onClose}
      target={target}
      title={title ?? defaultTitle(target, i18n)}
      applicant={applicant}
      questions={questions}
      questionsLoading={questionsLoading}
      onRetryQuestions={onRetryQuestions}
    />
  );
}

function ApplyDialog({
  onClose,
  target,
  title,
  applicant,
  questions,
  questionsLoading,
  onRetryQuestions,
}: {
  onClose: () => void;
  target: ApplyTarget;
  title: string;
  applicant: ApplyModalProps['applicant'];
  questions: readonly ScreeningQuestion[];
  questionsLoading: boolean;
  onRetryQuestions: (() => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const resumeFieldRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const user = applicant;
  const { state: submission, submit } = useApplicationSubmission();
  const pending = submission.status === 'pending';
  // useForm takes the newest resolver on each render: an opening's questions may arrive after
  // the form.
  const resolver = useMemo(() => answersResolver(questions), [questions]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplyFormInput, unknown, ApplyFormOutput>({
    resolver,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      [HONEYPOT_FIELD]: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (pending || questionsLoading) return;
    const error = await submit({
      target,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      resume: values.resume,
      website: values[HONEYPOT_FIELD] ?? '',
      answers: questions.length > 0 ? (values.answers as ScreeningAnswers) : undefined,
      locale,
    });
    if (!(error instanceof ApiError) || !error.fieldErrors) return;
    for (const name of FIELD_NAMES) {
      const message = error.fieldErrors[name];
      if (message) setError(name, { message });
    }
    for (const question of questions) {
      const message = error.fieldErrors[`answers.${question.id}`];
      if (message) setError(`answers.${question.id}`, { message });
    }
  });

  const failure = submission.status === 'error' ? submission.error : undefined;
  const serverMessage =
    failure instanceof ApiError && failure.message !== MESSAGES.applyFailed
      ? failure.message
      : undefined;

  const firstNameRegistration = register('firstName');
  const resumeRegistration = register('resume');
  const answerErrors = Object.fromEntries(
    questions.map((question) => [question.id, errors.answers?.[question.id]?.message]),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeOnBackdrop
      // A prefilled name would be typed over; start at the resume picker for logged-in users.
      initialFocusRef={user ? resumeFieldRef : firstFieldRef}
    >
      <>
        <div role="status" className={styles.status}>
          {pending && (
            <p className={styles.pending}>
              <Spinner />
              {i18n._(SHARED_MESSAGES.applySubmitting)}
            </p>
          )}
          {submission.status === 'success' && (
            <div className={styles.success}>
              <p className={styles.successTitle}>{i18n._(SHARED_MESSAGES.applySuccessTitle)}</p>
              <p className={styles.successText}>{sharedTextIn(i18n, submission.answer.message)}</p>
            </div>
          )}
        </div>

        {submission.status === 'success' ? (
          <div className={styles.actions}>
            {/* The submit button is gone now; keep keyboard focus inside the dialog. */}
            <Button variant="primary" onClick={onClose} autoFocus>
              <Trans>Done</Trans>
            </Button>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
            <p className={styles.intro}>
              <Trans>All fields are required. Attach your resume as a PDF or Word document.</Trans>
            </p>
            <FieldGrid>
              <Field label={t`First name`} error={errors.firstName?.message}>
                <input
                  {...firstNameRegistration}
                  ref={(element) => {
                    firstNameRegistration.ref(element);
                    firstFieldRef.current = element;
                  }}
                  type="text"
                  autoComplete="given-name"
                />
              </Field>
              <Field label={t`Last name`} error={errors.lastName?.message}>
                <input {...register('lastName')} type="text" autoComplete="family-name" />
              </Field>
            </FieldGrid>
            <Field label={t`Email`} error={errors.email?.message}>
              <input {...register('email')} type="email" autoComplete="email" inputMode="email" />
            </Field>
            <Field
              label={t`Resume`}
              hint={t`PDF or Word (.pdf, .doc, .docx), less than 5MB.`}
              hintPlacement="after"
              error={errors.resume?.message}
            >
              <input
                {...resumeRegistration}
                ref={(element) => {
                  resumeRegistration.ref(element);
                  resumeFieldRef.current = element;
                }}
                type="file"
                accept={RESUME_ACCEPT}
                className={styles.file}
              />
            </Field>

            <ScreeningQuestionFields
              questions={questions}
              register={(name: AnswerFieldName) => register(name)}
              errors={answerErrors}
              idPrefix={id}
              loading={questionsLoading}
              onRetry={onRetryQuestions}
            />

            {/* Honeypot: invisible to people and skipped by keyboard and screen readers;
                only bots fill it in, and the server quietly drops what they send. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website</label>
              <input
                {...register(HONEYPOT_FIELD)}
                id={`${id}-${HONEYPOT_FIELD}`}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>

            {submission.status === 'error' && (
              <div role="alert" className={styles.failure}>
                <p className={styles.failureTitle}>{i18n._(SHARED_MESSAGES.applyFailed)}</p>
                {serverMessage && (
                  <p className={styles.failureText}>{sharedTextIn(i18n, serverMessage)}</p>
                )}
              </div>
            )}

            <div className={styles.actions}>
              <Button
                type="submit"
                variant="accent"
                aria-disabled={pending || questionsLoading ? true : undefined}
              >
                <Trans>Submit Application</Trans>
              </Button>
              <Button variant="secondary" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        )}
      </>
    </Dialog>
  );
}
