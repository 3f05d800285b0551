import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, SIGNUP_REDIRECT_DELAY_MS } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { FieldGrid } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useSignup } from '../api/signup';
import { FormAlert, FormField, FormStatus, RequiredFieldsNote } from './form-field';
import { ResumePicker } from './resume-picker';
import { serverErrorText, serverFieldErrors } from './server-error';
import { signUpResolver, type SignUpValues } from './sign-up-validation';
import styles from './auth-form.module.css';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

function isTextField(name: string): name is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(name);
}

const DEFAULT_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  resume: null,
};

type Phase =
  | { name: 'editing' }
  // Spec section 4: 201 shows 'Signup successful! Redirecting...' for 3 s, then logs in.
  | { name: 'redirecting'; email: string; password: string }
  | { name: 'login-failed'; message: string };

export function SignUpForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const { mutateAsync: logIn } = useLogin();
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const messageId = useId();

  useEffect(() => {
    if (phase.name !== 'redirecting') return;
    const { email, password } = phase;
    const timer = window.setTimeout(() => {
      // The signup answer starts no session: log in with the same credentials (useLogin
      // sets the session), then go to the job board.
      logIn({ email, password }).then(
        () => void navigate('/find-job'),
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
  }, [phase, logIn, navigate]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignUpValues>({
    resolver: signUpResolver,
    defaultValues: DEFAULT_VALUES,
    // The spec's checks run in order and report one message; re-checking while typing would
    // make that message jump between checks, so it changes on the next submit only.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signup.mutateAsync(values);
      if (result.status === 'exists') {
        setError('email', { type: 'server', message: MESSAGES.emailInUse });
        setError('root.server', { type: 'server', message: MESSAGES.emailInUse });
        return;
      }
      setPhase({ name: 'redirecting', email: values.email, password: values.password });
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        if (isTextField(name)) setError(name, { type: 'server', message });
      }
      const detail =
        serverErrorText(error) ??
        (error instanceof ApiError ? error.message : MESSAGES.serverError);
      setError('root.server', {
        type: 'server',
        message: `${MESSAGES.signupFailedPrefix}${detail}`,
      });
    }
  });

  // One message for the whole form, as the spec describes: the first failed check, or the
  // server's answer. The offending fields are marked and point at it.
  const clientMessage = TEXT_FIELDS.map((field) => errors[field]).find(
    (error) => error?.type === 'spec',
  )?.message;
  const formError = clientMessage ?? errors.root?.server?.message;
  const fieldProps = (name: TextField) => ({
    registration: register(name),
    invalid: Boolean(errors[name]),
    describedBy: messageId,
  });

  const busy = isSubmitting || phase.name !== 'editing';

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <RequiredFieldsNote />
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className="visually-hidden">Your details</legend>
        <FieldGrid>
          <FormField
            label="First name"
            required
            autoComplete="given-name"
            {...fieldProps('firstName')}
          />
          <FormField
            label="Last name"
            required
            autoComplete="family-name"
            {...fieldProps('lastName')}
          />
        </FieldGrid>
        <FormField
          label="Email"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          {...fieldProps('email')}
        />
        <FieldGrid>
          <FormField
            label="Password"
            required
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...fieldProps('password')}
          />
          <FormField
            label="Confirm password"
            required
            type="password"
            autoComplete="new-password"
            {...fieldProps('confirmPassword')}
          />
        </FieldGrid>
        <Controller
          control={control}
          name="resume"
          render={({ field }) => (
            <ResumePicker
              label="Resume"
              file={field.value}
              onFileChange={field.onChange}
              disabled={busy}
            />
          )}
        />
      </fieldset>

      {formError && (
        // A new key per submit makes a repeated message announce again.
        <FormAlert key={submitCount} id={messageId}>
          {formError}
        </FormAlert>
      )}
      {phase.name === 'login-failed' && (
        <FormAlert title="Your account was created, but we could not log you in.">
          {phase.message} <Link to="/login">Go to the login page</Link>
        </FormAlert>
      )}
      <FormStatus message={phase.name === 'redirecting' ? MESSAGES.signupSuccess : null} />

      <Button type="submit" size="lg" block disabled={busy}>
        {isSubmitting ? 'Signing up…' : 'Sign Up'}
      </Button>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}
