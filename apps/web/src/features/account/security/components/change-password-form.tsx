import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { passwordSchema } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useChangePassword } from '../api/change-password';
import styles from './account-security.module.css';

type ChangePasswordValues = { currentPassword: string; newPassword: string; confirm: string };

// The server's rule for a new password (shared schema), then the confirmation. The messages
// are the shared English ones, which Field shows in the page's language.
const changePasswordResolver: Resolver<ChangePasswordValues> = (values) => {
  const errors: FieldErrors<ChangePasswordValues> = {};
  if (values.currentPassword === '') {
    errors.currentPassword = { type: 'required', message: 'Enter your current password' };
  }
  const password = passwordSchema.safeParse(values.newPassword);
  if (!password.success) {
    errors.newPassword = {
      type: 'validate',
      message: password.error.issues[0]?.message ?? MESSAGES.validationFailed,
    };
  } else if (values.newPassword !== values.confirm) {
    errors.confirm = { type: 'validate', message: MESSAGES.passwordsDoNotMatch };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

// A new password signs out every other browser (whoever knew the old one is out).
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const changePassword = useChangePassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(true);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors?.currentPassword) {
        setError('currentPassword', { type: 'server', message: fieldErrors.currentPassword });
      } else if (fieldErrors?.newPassword) {
        setError('newPassword', { type: 'server', message: fieldErrors.newPassword });
      } else {
        setError('root.server', {
          type: 'server',
          message: error instanceof ApiError ? error.message : MESSAGES.serverError,
        });
      }
    }
  });

  return (
    <Card as="section" aria-labelledby="change-password-title" className={styles.panel}>
      <h2 id="change-password-title" className={styles.panelTitle}>
        <Trans>Password</Trans>
      </h2>
      <p className={styles.panelText}>
        <Trans>
          Changing your password signs you out everywhere else; this browser stays signed in.
        </Trans>
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field label={t`Current password`} required error={errors.currentPassword?.message}>
          <input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <Field
          label={t`New password`}
          required
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.newPassword?.message}
        >
          <input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label={t`Confirm new password`} required error={errors.confirm?.message}>
          <input type="password" autoComplete="new-password" {...register('confirm')} />
        </Field>
        {errors.root?.server && (
          <p className={styles.error} role="alert">
            {sharedTextIn(i18n, errors.root.server.message ?? '')}
          </p>
        )}
        <p className={styles.status} role="status">
          {done ? t`Your password is changed. Every other browser has been signed out.` : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Saving…` : t`Change password`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
