import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@staffing/shared/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { PageLoading } from '@/components/ui/page-loading';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/check-invitation';
import styles from './client-portal.module.css';

// /client/invitation?token=…: an invited contact chooses a password and lands on /client.
export function InvitationForm({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const id = useId();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | undefined>();

  if (token === '' || invitation.isError) {
    return (
      <EmptyState tone="error" title="This invitation cannot be used">
        {invitation.error?.message ??
          'The link is incomplete. Open it again from the email, or ask your recruiter for a new one.'}
      </EmptyState>
    );
  }
  if (invitation.isPending) return <PageLoading />;

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accept.isPending) return;
    const { password, confirm } = formValues(event.currentTarget, ['password', 'confirm']);
    if (password !== confirm) {
      setErrors({ confirm: 'The passwords do not match' });
      return;
    }
    try {
      await accept.mutateAsync({ token, password });
      await navigate('/client', { replace: true });
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setError(failure instanceof Error ? failure.message : 'Your account could not be set up.');
    }
  }

  return (
    <Card className={styles.stack}>
      <p className={styles.muted}>
        {invitation.data.name}, you are invited to the client account of{' '}
        <strong>{invitation.data.company}</strong>. Your sign-in address is{' '}
        <strong>{invitation.data.email}</strong>.
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <input
          type="email"
          name="username"
          value={invitation.data.email}
          autoComplete="username"
          readOnly
          hidden
        />
        <Field
          label="Choose a password"
          id={`${id}-password`}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password}
          required
        >
          <input type="password" name="password" autoComplete="new-password" />
        </Field>
        <Field label="Repeat the password" id={`${id}-confirm`} error={errors.confirm} required>
          <input type="password" name="confirm" autoComplete="new-password" />
        </Field>
        {error && (
          <p role="alert" className={styles.muted}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={accept.isPending}>
            Set password and sign in
          </Button>
        </div>
      </form>
    </Card>
  );
}
