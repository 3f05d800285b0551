import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@/lib/i18n/locale-provider';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { focusField, formValues } from '@/lib/form-values';
import { lazyValidation } from '@/lib/lazy-validation';
import { requestPasswordReset } from '../api/forgot-password';
import { FormAlert, FormField, FormStatus } from './form-field';
import { serverErrorText } from './server-error';
import styles from './auth-form.module.css';

const forgotPasswordValidation = lazyValidation(async () => {
  const { forgotPasswordSchema } = await import('@staffing/shared/user-schemas');
  return forgotPasswordSchema;
});

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  // A new key per submit makes a repeated message announce again.
  const [submitCount, setSubmitCount] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);

  // The form (and its focused button) goes away: keep keyboard users at the answer.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitCount((count) => count + 1);
    try {
      const { data, errors } = await forgotPasswordValidation.validate(formValues(form, ['email']));
      setEmailError(errors?.email);
      setServerError(undefined);
      if (!data) {
        focusField(form, 'email');
        return;
      }
      setSubmitting(true);
      await requestPasswordReset(data.email, locale);
      setDone(true);
    } catch (error) {
      setServerError(serverErrorText(error) ?? MESSAGES.serverError);
    }
    setSubmitting(false);
  }

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.done}>
        {/* The same answer whether or not the account exists, by design. */}
        <FormStatus message={MESSAGES.forgotPasswordAnswer} />
        <p className={styles.switch}>
          <AppLink to="/login">
            <Trans>Back to Login</Trans>
          </AppLink>
        </p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={forgotPasswordValidation.preload}
      noValidate
    >
      <fieldset className={styles.fieldset} disabled={submitting}>
        <legend className="visually-hidden">
          <Trans>Your account</Trans>
        </legend>
        <FormField
          label={t`Email`}
          name="email"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={emailError}
        />
      </fieldset>
      {serverError && <FormAlert key={submitCount}>{serverError}</FormAlert>}
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitting ? t`Sending…` : t`Send Reset Link`}
      </Button>
      <p className={styles.switch}>
        <Trans>
          Remembered it? <AppLink to="/login">Log in</AppLink>
        </Trans>
      </p>
    </form>
  );
}
