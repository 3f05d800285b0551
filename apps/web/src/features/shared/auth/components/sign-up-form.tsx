import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { PASSWORD_MIN_LENGTH, SIGNUP_REDIRECT_DELAY_MS } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { AppLink } from '@/components/ui/app-link';
import { documentPathIn } from '@/lib/i18n/document-path';
import { useLocale } from '@/lib/i18n/locale-provider';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { Button } from '@/components/ui/button';
import { FieldGrid } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { loadDocument } from '@/lib/document-location';
import { focusField, formValues } from '@/lib/form-values';
import { announceSession } from '@/lib/session-announcement';
import { login } from '../api/login';
import { signup } from '../api/signup';
import { FormAlert, FormField, FormStatus, RequiredFieldsNote } from './form-field';
import { ResumePicker } from './resume-picker';
import { serverErrorText, serverFieldErrors } from './server-error';
import { findSignUpProblem, SIGN_UP_TEXT_FIELDS, type SignUpTextField } from './sign-up-validation';
import styles from './auth-form.module.css';

function isTextField(name: string): name is SignUpTextField {
  return (SIGN_UP_TEXT_FIELDS as readonly string[]).includes(name);
}

type Phase =
  | { name: 'editing' }
  | { name: 'submitting' }
  // Spec section 4: 201 shows 'Signup successful! Redirecting...' for 3 s, then logs in.
  | { name: 'redirecting'; email: string; password: string }
  | { name: 'login-failed'; message: string };

// One message for the whole form, as the spec describes: the first failed check, or the
// server's answer. The offending fields are marked and point at it.
type FormProblem = { message: string; fields: SignUpTextField[] };

export function SignUpForm() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [resume, setResume] = useState<File | null>(null);
  const [problem, setProblem] = useState<FormProblem>();
  // A new key per submit makes a repeated message announce again.
  const [submitCount, setSubmitCount] = useState(0);
  const messageId = useId();

  useEffect(() => {
    if (phase.name !== 'redirecting') return;
    const { email, password } = phase;
    const timer = window.setTimeout(() => {
      // The signup answer starts no session: log in with the same credentials, then go to
      // the job board.
      login({ email, password }).then(
        (answer) => {
          if (!('mfaRequired' in answer)) announceSession(answer);
          loadDocument(documentPathIn('/find-job', locale));
        },
        (error: unknown) => {
          setPhase({
            name: 'login-failed',
            message: serverErrorText(error) ?? MESSAGES.incorrectCredentials,
          });
        },
      );
    }, SIGNUP_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [phase, locale]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.name !== 'editing') return;
    const form = event.currentTarget;
    const values = { ...formValues(form, SIGN_UP_TEXT_FIELDS), resume };
    setSubmitCount((count) => count + 1);
    const found = findSignUpProblem(values);
    if (found) {
      setProblem(found);
      focusField(form, found.fields[0] ?? 'firstName');
      return;
    }
    setProblem(undefined);
    setPhase({ name: 'submitting' });
    try {
      const result = await signup({ ...values, locale });
      if (result.status === 'exists') {
        setProblem({ message: MESSAGES.emailInUse, fields: ['email'] });
        setPhase({ name: 'editing' });
        return;
      }
      setPhase({ name: 'redirecting', email: values.email, password: values.password });
    } catch (error) {
      const detail =
        serverErrorText(error) ??
        (error instanceof ApiError ? error.message : MESSAGES.serverError);
      const translatedDetail = sharedTextIn(i18n, detail);
      setProblem({
        message: t`Signup failed: ${translatedDetail}`,
        fields: Object.keys(serverFieldErrors(error)).filter(isTextField),
      });
      setPhase({ name: 'editing' });
    }
  }

  const fieldProps = (name: SignUpTextField) => ({
    name,
    invalid: problem?.fields.includes(name) ?? false,
    describedBy: problem ? messageId : undefined,
  });

  const submitting = phase.name === 'submitting';
  const busy = phase.name !== 'editing';

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <RequiredFieldsNote />
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className="visually-hidden">
          <Trans>Your details</Trans>
        </legend>
        <FieldGrid>
          <FormField
            label={t`First name`}
            required
            autoComplete="given-name"
            {...fieldProps('firstName')}
          />
          <FormField
            label={t`Last name`}
            required
            autoComplete="family-name"
            {...fieldProps('lastName')}
          />
        </FieldGrid>
        <FormField
          label={t`Email`}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          {...fieldProps('email')}
        />
        <FieldGrid>
          <FormField
            label={t`Password`}
            required
            type="password"
            autoComplete="new-password"
            hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...fieldProps('password')}
          />
          <FormField
            label={t`Confirm password`}
            required
            type="password"
            autoComplete="new-password"
            {...fieldProps('confirmPassword')}
          />
        </FieldGrid>
        <ResumePicker label={t`Resume`} file={resume} onFileChange={setResume} disabled={busy} />
      </fieldset>

      {problem && (
        <FormAlert key={submitCount} id={messageId}>
          {problem.message}
        </FormAlert>
      )}
      {phase.name === 'login-failed' && (
        <FormAlert title={t`Your account was created, but we could not log you in.`}>
          {sharedTextIn(i18n, phase.message)}{' '}
          <AppLink to="/login">
            <Trans>Go to the login page</Trans>
          </AppLink>
        </FormAlert>
      )}
      <FormStatus message={phase.name === 'redirecting' ? MESSAGES.signupSuccess : null} />

      <Button type="submit" size="lg" block disabled={busy}>
        {submitting ? t`Signing up…` : t`Sign Up`}
      </Button>
      <p className={styles.switch}>
        <Trans>
          Already have an account? <AppLink to="/login">Log in</AppLink>
        </Trans>
      </p>
    </form>
  );
}
