import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LOGIN_REDIRECT_DELAY_MS, isStaffRole } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import type { MfaRequired } from '@staffing/shared/security-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { isMfaRequired, useLogin } from '../api/login';
import { FormAlert, FormField, FormStatus } from './form-field';
import { SecondFactorForm } from './second-factor-form';
import { serverErrorText, serverFieldErrors } from './server-error';
import styles from './auth-form.module.css';

type LoginValues = { email: string; password: string };

// Spec section 5: both fields are required, reported as one message.
const loginResolver: Resolver<LoginValues> = (values) => {
  const errors: FieldErrors<LoginValues> = {};
  if (values.email.trim() === '') {
    errors.email = { type: 'spec', message: MESSAGES.fillAllFields };
  }
  if (values.password === '') {
    errors.password = { type: 'spec', message: MESSAGES.fillAllFields };
  }
  return errors.email || errors.password ? { values: {}, errors } : { values, errors: {} };
};

// Spec section 4: admins land on the dashboard, everyone else on the job board, unless
// the login was asked for on the way somewhere (a "Save job" click): then back there.
export function pathAfterLogin(user: User, next?: string): string {
  // A staff account that must set up two-step sign-in can do nothing else first.
  if (user.mustEnrolSecondFactor) return '/profile/security';
  if (next) return next;
  return isStaffRole(user.role) ? '/admin' : '/find-job';
}

// Only a path inside this site: `//evil.example` or `https://…` would make the login page an
// open redirect.
export function safeNextPath(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : undefined;
}

export function LoginForm({ next }: { next?: string | undefined } = {}) {
  const navigate = useNavigate();
  const { mutateAsync: logIn } = useLogin();
  // useLogin has already set the session; the page shows its message, then leaves.
  const [loggedInUser, setLoggedInUser] = useState<User>();
  // The password was right and the account asks for its second factor.
  const [pending, setPending] = useState<MfaRequired>();
  const messageId = useId();

  useEffect(() => {
    if (!loggedInUser) return;
    const timer = window.setTimeout(() => {
      void navigate(pathAfterLogin(loggedInUser, next));
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [loggedInUser, navigate, next]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await logIn(values);
      if (isMfaRequired(answer)) setPending(answer);
      else setLoggedInUser(answer);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.email) setError('email', { type: 'server', message: fieldErrors.email });
      if (fieldErrors.password) {
        setError('password', { type: 'server', message: fieldErrors.password });
      }
      // Spec section 8: the server's error text, else 'Incorrect email or password'.
      setError('root.server', {
        type: 'server',
        message: serverErrorText(error) ?? MESSAGES.incorrectCredentials,
      });
    }
  });

  const formError =
    errors.email?.type === 'spec' || errors.password?.type === 'spec'
      ? MESSAGES.fillAllFields
      : errors.root?.server?.message;
  const loggedIn = loggedInUser !== undefined;
  const busy = isSubmitting || loggedIn;

  if (pending && !loggedIn) {
    return (
      <SecondFactorForm
        methods={pending.methods}
        onSignedIn={setLoggedInUser}
        onRestart={() => {
          setPending(undefined);
          reset();
        }}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className="visually-hidden">Your account</legend>
        <FormField
          label="Email"
          type="email"
          // "webauthn" lets the browser suggest this site's passkeys here (conditional UI).
          autoComplete="email webauthn"
          inputMode="email"
          spellCheck={false}
          registration={register('email')}
          invalid={Boolean(errors.email)}
          describedBy={messageId}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          invalid={Boolean(errors.password)}
          describedBy={messageId}
          labelAside={
            <Link to="/forgot-password" className={styles.labelLink}>
              Forgot Password?
            </Link>
          }
        />
      </fieldset>

      {formError && (
        <FormAlert key={submitCount} id={messageId}>
          {formError}
        </FormAlert>
      )}
      <FormStatus message={loggedIn ? MESSAGES.loginSuccess : null} />

      <Button type="submit" size="lg" block disabled={busy}>
        {isSubmitting ? 'Logging in…' : 'Log In'}
      </Button>
      <p className={styles.switch}>
        New here? <Link to="/sign-up">Sign Up</Link>
      </p>
    </form>
  );
}
