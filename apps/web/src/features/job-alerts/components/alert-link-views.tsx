import { useState } from 'react';
import { Link } from 'react-router';
import { ALERT_MESSAGES } from '@staffing/shared/alert-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirmAlert } from '../api/confirm-alert';
import { useUnsubscribeAlert, useUnsubscribeDetails } from '../api/unsubscribe-alert';
import styles from './alert-link-views.module.css';

// The pages behind the links in alert emails. Neither acts on load: mail scanners open links,
// so confirming and unsubscribing each take a press of a button.

export function ConfirmAlertView({ token }: { token: string }) {
  const confirm = useConfirmAlert();
  if (!token) return <p role="alert">{ALERT_MESSAGES.confirmLinkInvalid}</p>;
  if (confirm.isSuccess) {
    return (
      <Card padding="lg" className={styles.card}>
        <p role="status" className={styles.success}>
          {confirm.data.message}
        </p>
        <Link to="/find-job">Back to Find a Job</Link>
      </Card>
    );
  }
  return (
    <Card padding="lg" className={styles.card}>
      <p>Press the button to start your job alert.</p>
      <Button
        disabled={confirm.isPending}
        onClick={() => {
          confirm.mutate(token);
        }}
      >
        {confirm.isPending ? 'Confirming…' : 'Confirm my job alert'}
      </Button>
      {confirm.isError && (
        <p role="alert" className={styles.error}>
          {confirm.error.message}
        </p>
      )}
    </Card>
  );
}

export function UnsubscribeView({ token }: { token: string }) {
  const details = useUnsubscribeDetails(token);
  const unsubscribe = useUnsubscribeAlert();
  const [done, setDone] = useState('');
  if (!token || details.isError) {
    return (
      <Card padding="lg" className={styles.card}>
        <p role="alert" className={styles.error}>
          {ALERT_MESSAGES.unsubscribeLinkInvalid}
        </p>
      </Card>
    );
  }
  if (details.isPending) return <p role="status">Loading…</p>;
  if (done || details.data.unsubscribed) {
    return (
      <Card padding="lg" className={styles.card}>
        <p role="status" className={styles.success}>
          {done || ALERT_MESSAGES.unsubscribed}
        </p>
        <Link to="/find-job">Back to Find a Job</Link>
      </Card>
    );
  }
  return (
    <Card padding="lg" className={styles.card}>
      <p>
        Stop the {details.data.frequency} job alert for <strong>{details.data.description}</strong>?
      </p>
      <Button
        disabled={unsubscribe.isPending}
        onClick={() => {
          unsubscribe.mutate(token, {
            onSuccess: ({ message }) => {
              setDone(message);
            },
          });
        }}
      >
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
      {unsubscribe.isError && (
        <p role="alert" className={styles.error}>
          {unsubscribe.error.message}
        </p>
      )}
    </Card>
  );
}
