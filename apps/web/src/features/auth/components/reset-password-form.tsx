import { useEffect, useRef, useState, type Ref } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { passwordSchema } from '@staffing/shared/user-schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { FormAlert, FormField, FormStatus } from './form-field';
import { serverErrorText, serverFieldErrors } from './server-error';
import styles from './auth-form.module.css';

type ResetPasswordValues = { password: string; confirmPassword: string };

// The server's length rule (shared schema) first, then the confirmation, as on signup.
const resetPasswordResolver: Resolver<ResetPasswordValues> = (values) => {
  const errors: FieldErrors<ResetPasswordValues> = {};
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) {
    errors.password = {
      type: 'validate',
      message: password.error.issues[0]?.message ?? MESSAGES.validationFailed,
    };
  } else if (values.password !== values.confirmPassword) {
    errors.confirmPassword = { type: 'validate', message: MESSAGES.passwordsDoNotMatch };
  }
  return errors.password || errors.confirmPassword
    ? { values: {}, errors }
    : { values, errors: {} };
};

type Outcome = { status: 'done'; message: string } | { status: 'link-failed'; message: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ResetPasswordValues>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const message = await resetPassword.mutateAsync({ token, password });
      setOutcome({ status: 'done', message });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.password) {
        setError('password', { type: 'server', message: fieldErrors.password });
        return;
      }
      // A 400 about anything else means the link itself is no good (used, expired or
      // mangled): the server's message, and a way to get a new one.
      if (error instanceof ApiError && error.status === 400) {
        setOutcome({ status: 'link-failed', message: fieldErrors.token ?? error.message });
        return;
      }
      // Busy, offline or rate-limited: the link may still be good, so the form stays.
      setError('root.server', {
        type: 'server',
        message:
          serverErrorText(error) ??
          (error instanceof ApiError ? error.message : MESSAGES.serverError),
      });
    }
  });

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (outcome?.status === 'done') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.done}>
        <FormStatus message={outcome.message} />
        <ButtonLink to="/login" size="lg" block>
          Go to Login
        </ButtonLink>
      </div>
    );
  }

  if (outcome?.status === 'link-failed') {
    return <ResetLinkProblem message={outcome.message} focusRef={outcomeRef} />;
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <legend className="visually-hidden">New password</legend>
        <FormField
          label="New password"
          required
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          registration={register('password')}
          error={errors.password?.message}
        />
        <FormField
          label="Confirm new password"
          required
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
      </fieldset>
      {errors.root?.server && <FormAlert key={submitCount}>{errors.root.server.message}</FormAlert>}
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set New Password'}
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
        Request a New Link
      </ButtonLink>
    </div>
  );
}
