import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { forgotPasswordSchema } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormAlert, FormField, FormStatus } from './form-field';
import { serverErrorText } from './server-error';
import styles from './auth-form.module.css';

type ForgotPasswordValues = { email: string };

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const doneRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount, isSubmitSuccessful },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
    } catch (error) {
      setError('root.server', {
        type: 'server',
        message: serverErrorText(error) ?? MESSAGES.serverError,
      });
    }
  });

  const done = isSubmitSuccessful && !errors.root;

  // The form (and its focused button) goes away: keep keyboard users at the answer.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.done}>
        {/* The same answer whether or not the account exists, by design. */}
        <FormStatus message={MESSAGES.forgotPasswordAnswer} />
        <p className={styles.switch}>
          <Link to="/login">Back to Login</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <legend className="visually-hidden">Your account</legend>
        <FormField
          label="Email"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          registration={register('email')}
          error={errors.email?.message}
        />
      </fieldset>
      {errors.root?.server && <FormAlert key={submitCount}>{errors.root.server.message}</FormAlert>}
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Reset Link'}
      </Button>
      <p className={styles.switch}>
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}
