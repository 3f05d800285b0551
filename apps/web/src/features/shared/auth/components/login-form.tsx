import { lazy, Suspense, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_REDIRECT_DELAY_MS } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import type { MfaRequired } from '@staffing/shared/security-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { loadDocument } from '@/lib/document-location';
import { documentPathIn } from '@/lib/i18n/document-path';
import { useLocale } from '@/lib/i18n/locale-provider';
import { focusField, formValues } from '@/lib/form-values';
import { announceSession } from '@/lib/session-announcement';
import { isMfaRequired, login } from '../api/login';
import { pathAfterLogin } from './safe-next-path';
import { FormAlert, FormField, FormStatus } from './form-field';
import { serverErrorText, serverFieldErrors } from './server-error';
import styles from './auth-form.module.css';

// The second step only for accounts that have one: its code downloads with the first submit.
const loadSecondFactorForm = () => import('./second-factor-form');
const SecondFactorForm = lazy(async () => ({
  default: (await loadSecondFactorForm()).SecondFactorForm,
}));

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

type FormProblem = { message: string; fields: Partial<Record<LoginField, true>> };

export function LoginForm({ next }: { next?: string | undefined } = {}) {
  const { t } = useLingui();
  const locale = useLocale();
  // Signed in: the page shows its message, then leaves.
  const [loggedInUser, setLoggedInUser] = useState<User>();
  // The password was right and the account asks for its second factor.
  const [pending, setPending] = useState<MfaRequired>();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();
  // A new key per submit makes a repeated message announce again.
  const [submitCount, setSubmitCount] = useState(0);
  const messageId = useId();

  useEffect(() => {
    if (!loggedInUser) return;
    const timer = window.setTimeout(() => {
      loadDocument(documentPathIn(pathAfterLogin(loggedInUser, next), locale));
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [loggedInUser, next, locale]);

  // Spec section 4: a successful login sets the user at once, so the header changes while
  // the page still shows its 'Redirecting...' message.
  function signedIn(user: User) {
    announceSession(user);
    setLoggedInUser(user);
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, FIELDS);
    setSubmitCount((count) => count + 1);
    // Spec section 5: both fields are required, reported as one message.
    const missing = FIELDS.filter((field) =>
      field === 'password' ? values.password === '' : values[field].trim() === '',
    );
    if (missing.length > 0) {
      setProblem({
        message: MESSAGES.fillAllFields,
        fields: Object.fromEntries(missing.map((field) => [field, true])),
      });
      focusField(form, missing[0] ?? 'email');
      return;
    }
    setProblem(undefined);
    setSubmitting(true);
    loadSecondFactorForm().catch(() => undefined);
    try {
      const answer = await login(values);
      if (isMfaRequired(answer)) setPending(answer);
      else signedIn(answer);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      // Spec section 8: the server's error text, else 'Incorrect email or password'.
      setProblem({
        message: serverErrorText(error) ?? MESSAGES.incorrectCredentials,
        fields: {
          ...(fieldErrors.email ? { email: true } : {}),
          ...(fieldErrors.password ? { password: true } : {}),
        },
      });
    } finally {
      setSubmitting(false);
    }
  }

  const loggedIn = loggedInUser !== undefined;
  const busy = submitting || loggedIn;

  if (pending && !loggedIn) {
    return (
      <Suspense fallback={<FormStatus message={MESSAGES.loading} />}>
        <SecondFactorForm
          methods={pending.methods}
          onSignedIn={signedIn}
          onRestart={() => {
            setPending(undefined);
            setProblem(undefined);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className="visually-hidden">
          <Trans>Your account</Trans>
        </legend>
        <FormField
          label={t`Email`}
          name="email"
          type="email"
          // "webauthn" lets the browser suggest this site's passkeys here (conditional UI).
          autoComplete="email webauthn"
          inputMode="email"
          spellCheck={false}
          invalid={Boolean(problem?.fields.email)}
          describedBy={problem ? messageId : undefined}
        />
        <FormField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          invalid={Boolean(problem?.fields.password)}
          describedBy={problem ? messageId : undefined}
          labelAside={
            <AppLink to="/forgot-password" className={styles.labelLink}>
              <Trans>Forgot Password?</Trans>
            </AppLink>
          }
        />
      </fieldset>

      {problem && (
        <FormAlert key={submitCount} id={messageId}>
          {problem.message}
        </FormAlert>
      )}
      <FormStatus message={loggedIn ? MESSAGES.loginSuccess : null} />

      <Button type="submit" size="lg" block disabled={busy}>
        {submitting ? t`Logging in…` : t`Log In`}
      </Button>
      <p className={styles.switch}>
        <Trans>
          New here? <AppLink to="/sign-up">Sign Up</AppLink>
        </Trans>
      </p>
    </form>
  );
}
