import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type SyntheticEvent, type Ref } from 'react';
import { PASSWORD_MIN_LENGTH } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { focusField, formValues } from '@/lib/form-values';
import { lazyValidation } from '@/lib/lazy-validation';
import { resetPassword } from '../api/reset-password';
import { FormAlert, FormField, FormStatus } from './form-field';
import { serverErrorText, serverFieldErrors } from './server-error';
import styles from './auth-form.module.css';

const FIELDS = ['password', 'confirmPassword'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

// The server's length rule (the shared schema), loaded with the form's first focus.
const passwordValidation = lazyValidation(async () => {
  const [{ z }, { passwordSchema }] = await Promise.all([
    import('zod'),
    import('@staffing/shared/user-schemas'),
  ]);
  return z.object({ password: passwordSchema });
});

type Outcome = { status: 'done'; message: string } | { status: 'link-failed'; message: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>();
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  // A new key per submit makes a repeated message announce again.
  const [submitCount, setSubmitCount] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, FIELDS);
    setSubmitCount((count) => count + 1);
    setServerError(undefined);
    try {
      // The length rule first, then the confirmation, as on signup.
      const { errors } = await passwordValidation.validate(values);
      const problems: FieldErrors = errors?.password
        ? { password: errors.password }
        : values.password !== values.confirmPassword
          ? { confirmPassword: MESSAGES.passwordsDoNotMatch }
          : {};
      setFieldErrors(problems);
      const first = FIELDS.find((field) => problems[field]);
      if (first) {
        focusField(form, first);
        return;
      }
      setSubmitting(true);
      const message = await resetPassword({ token, password: values.password });
      setOutcome({ status: 'done', message });
    } catch (error) {
      const serverFields = serverFieldErrors(error);
      if (serverFields.password) {
        setFieldErrors({ password: serverFields.password });
      } else if (error instanceof ApiError && error.status === 400) {
        // A 400 about anything else means the link itself is no good (used, expired or
        // mangled): the server's message, and a way to get a new one.
        setOutcome({ status: 'link-failed', message: serverFields.token ?? error.message });
      } else {
        // Busy, offline or rate-limited: the link may still be good, so the form stays.
        setServerError(
          serverErrorText(error) ??
            (error instanceof ApiError ? error.message : MESSAGES.serverError),
        );
      }
    }
    setSubmitting(false);
  }

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (outcome?.status === 'done') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.done}>
        <FormStatus message={outcome.message} />
        <ButtonLink to="/login" size="lg" block>
          <Trans>Go to Login</Trans>
        </ButtonLink>
      </div>
    );
  }

  if (outcome?.status === 'link-failed') {
    return <ResetLinkProblem message={outcome.message} focusRef={outcomeRef} />;
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={passwordValidation.preload}
      noValidate
    >
      <fieldset className={styles.fieldset} disabled={submitting}>
        <legend className="visually-hidden">
          <Trans>New password</Trans>
        </legend>
        <FormField
          label={t`New password`}
          name="password"
          required
          type="password"
          autoComplete="new-password"
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fieldErrors.password}
        />
        <FormField
          label={t`Confirm new password`}
          name="confirmPassword"
          required
          type="password"
          autoComplete="new-password"
          error={fieldErrors.confirmPassword}
        />
      </fieldset>
      {serverError && <FormAlert key={submitCount}>{serverError}</FormAlert>}
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitting ? t`Saving…` : t`Set New Password`}
      </Button>
    </form>
  );
}

type ResetLinkProblemProps = {
  message: string;
  focusRef?: Ref<HTMLDivElement>;
};

// Shown for a link without a token too, so the visitor is never left at a dead end.
export function ResetLinkProblem({ message, focusRef }: ResetLinkProblemProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.done}>
      <FormAlert>{message}</FormAlert>
      <ButtonLink to="/forgot-password" size="lg" block>
        <Trans>Request a New Link</Trans>
      </ButtonLink>
    </div>
  );
}
