import { zodResolver } from '@hookform/resolvers/zod';
import {
  useId,
  useLayoutEffect,
  useRef,
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '@staffing/shared/application-schemas';
import { RESUME_ACCEPT } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { emailSchema, personNameSchema } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { useSubmitApplication, type ApplyTarget } from '../api/submit-application';
import { resumeFileProblem } from '../utils/resume-file-problem';
import styles from './apply-modal.module.css';

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
});
type ApplyFormInput = z.input<typeof applyFormSchema>;
type ApplyFormOutput = z.output<typeof applyFormSchema>;
type FieldName = 'firstName' | 'lastName' | 'email' | 'resume';
const FIELD_NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email', 'resume'];

function defaultTitle(target: ApplyTarget): string {
  switch (target.kind) {
    case 'job':
      return `Apply for ${target.jobTitle}`;
    case 'sales-rep':
      return 'Apply for Sales Representative';
    case 'internship':
      return 'Apply for Project Manager Internship';
  }
}

// Unmounted while closed, so every opening starts from a fresh form (spec: closing resets).
export function ApplyModal({
  open,
  onClose,
  target,
  title,
  applicant,
}: ApplyModalProps): JSX.Element | null {
  if (!open) return null;
  return (
    <ApplyDialog
      onClose={onClose}
      target={target}
      title={title ?? defaultTitle(target)}
      applicant={applicant}
    />
  );
}

function ApplyDialog({
  onClose,
  target,
  title,
  applicant,
}: {
  onClose: () => void;
  target: ApplyTarget;
  title: string;
  applicant: ApplyModalProps['applicant'];
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  const id = useId();
  const titleId = `${id}-title`;
  const user = applicant;
  const mutation = useSubmitApplication();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplyFormInput, unknown, ApplyFormOutput>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      [HONEYPOT_FIELD]: '',
    },
  });

  // A layout effect so the dialog is modal before the browser paints it; the cleanup runs
  // while the element is still in the document, then hands focus back to the opener.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal makes the rest of the page inert (focus trap) and gives Esc; environments
    // without it (jsdom) still get an open, focusable dialog.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const field = firstFieldRef.current;
    // A prefilled name would be typed over; start at the resume picker for logged-in users.
    const start = user ? dialog.querySelector<HTMLInputElement>('input[type="file"]') : field;
    (start ?? field)?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the user only decides where focus starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(
      {
        target,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        resume: values.resume,
        website: values[HONEYPOT_FIELD] ?? '',
      },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fieldErrors) return;
          for (const name of FIELD_NAMES) {
            const message = error.fieldErrors[name];
            if (message) setError(name, { message });
          }
        },
      },
    );
  });

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Esc (or a platform close request): React owns whether the dialog is open.
    event.preventDefault();
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  // A click on the dim backdrop lands on the <dialog> itself (the panel fills the box).
  // Only a press that also started there closes, so a text selection dragged outwards does not.
  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  }

  const serverMessage =
    mutation.error instanceof ApiError && mutation.error.message !== MESSAGES.applyFailed
      ? mutation.error.message
      : undefined;

  const fieldProps = (name: FieldName) => {
    const error = errors[name]?.message;
    const hintId = name === 'resume' ? `${id}-resume-hint` : undefined;
    const errorId = error ? `${id}-${name}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ');
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
      error,
      errorId,
    };
  };
  const firstName = fieldProps('firstName');
  const lastName = fieldProps('lastName');
  const email = fieldProps('email');
  const resume = fieldProps('resume');
  const firstNameRegistration = register('firstName');

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <CloseIcon size={22} />
          </button>
        </div>

        <div role="status" className={styles.status}>
          {mutation.isPending && (
            <p className={styles.pending}>
              <span className={styles.spinner} aria-hidden="true" />
              {MESSAGES.applySubmitting}
            </p>
          )}
          {mutation.isSuccess && (
            <div className={styles.success}>
              <p className={styles.successTitle}>{MESSAGES.applySuccessTitle}</p>
              <p className={styles.successText}>{mutation.data.message}</p>
            </div>
          )}
        </div>

        {mutation.isSuccess ? (
          <div className={styles.actions}>
            {/* The submit button is gone now; keep keyboard focus inside the dialog. */}
            <Button variant="primary" onClick={onClose} autoFocus>
              Done
            </Button>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
            <p className={styles.intro}>
              All fields are required. Attach your resume as a PDF or Word document.
            </p>
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor={firstName.id}>First name</label>
                <input
                  {...firstNameRegistration}
                  ref={(element) => {
                    firstNameRegistration.ref(element);
                    firstFieldRef.current = element;
                  }}
                  id={firstName.id}
                  type="text"
                  autoComplete="given-name"
                  aria-invalid={firstName['aria-invalid']}
                  aria-describedby={firstName['aria-describedby']}
                />
                <FieldError id={firstName.errorId} message={firstName.error} />
              </div>
              <div className={styles.field}>
                <label htmlFor={lastName.id}>Last name</label>
                <input
                  {...register('lastName')}
                  id={lastName.id}
                  type="text"
                  autoComplete="family-name"
                  aria-invalid={lastName['aria-invalid']}
                  aria-describedby={lastName['aria-describedby']}
                />
                <FieldError id={lastName.errorId} message={lastName.error} />
              </div>
            </div>
            <div className={styles.field}>
              <label htmlFor={email.id}>Email</label>
              <input
                {...register('email')}
                id={email.id}
                type="email"
                autoComplete="email"
                inputMode="email"
                aria-invalid={email['aria-invalid']}
                aria-describedby={email['aria-describedby']}
              />
              <FieldError id={email.errorId} message={email.error} />
            </div>
            <div className={styles.field}>
              <label htmlFor={resume.id}>Resume</label>
              <input
                {...register('resume')}
                id={resume.id}
                type="file"
                accept={RESUME_ACCEPT}
                className={styles.file}
                aria-invalid={resume['aria-invalid']}
                aria-describedby={resume['aria-describedby']}
              />
              <p id={`${id}-resume-hint`} className={styles.hint}>
                PDF or Word (.pdf, .doc, .docx), less than 5MB.
              </p>
              <FieldError id={resume.errorId} message={resume.error} />
            </div>

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

            {mutation.isError && (
              <div role="alert" className={styles.failure}>
                <p className={styles.failureTitle}>{MESSAGES.applyFailed}</p>
                {serverMessage && <p className={styles.failureText}>{serverMessage}</p>}
              </div>
            )}

            <div className={styles.actions}>
              <Button
                type="submit"
                variant="accent"
                aria-disabled={mutation.isPending ? true : undefined}
              >
                Submit Application
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message || !id) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
