import { useEffect, useState } from 'react';
import { ALERT_MESSAGES } from '@staffing/shared/alert-messages';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { confirmAlert } from '../api/confirm-alert';
import {
  getUnsubscribeDetails,
  unsubscribeAlert,
  type UnsubscribeDetails,
} from '../api/unsubscribe-alert';
import styles from './alert-link-views.module.css';

// The pages behind the links in alert emails. Neither acts on load: mail scanners open links,
// so confirming and unsubscribing each take a press of a button.

type Request =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

// A button's request: its state, and the function that sends it.
function useRequest(send: () => Promise<{ message: string }>) {
  const [request, setRequest] = useState<Request>({ status: 'idle' });
  const start = () => {
    setRequest({ status: 'pending' });
    send().then(
      ({ message }) => {
        setRequest({ status: 'done', message });
      },
      (error: unknown) => {
        setRequest({ status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
  };
  return [request, start] as const;
}

function Done({ message }: { message: string }) {
  return (
    <Card padding="lg" className={styles.card}>
      <p role="status" className={styles.success}>
        {message}
      </p>
      <AppLink to="/find-job">Back to Find a Job</AppLink>
    </Card>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}

export function ConfirmAlertView({ token }: { token: string }) {
  const [confirm, start] = useRequest(() => confirmAlert(token));
  if (!token) return <p role="alert">{ALERT_MESSAGES.confirmLinkInvalid}</p>;
  if (confirm.status === 'done') return <Done message={confirm.message} />;
  const pending = confirm.status === 'pending';
  return (
    <Card padding="lg" className={styles.card}>
      <p>Press the button to start your job alert.</p>
      <Button disabled={pending} onClick={start}>
        {pending ? 'Confirming…' : 'Confirm my job alert'}
      </Button>
      {confirm.status === 'failed' && <Failure message={confirm.message} />}
    </Card>
  );
}

type Details =
  { status: 'loading' } | { status: 'invalid' } | { status: 'ready'; details: UnsubscribeDetails };

// What the link switches off is read as the page starts in the browser (a GET, which changes
// nothing); the server renders the waiting state.
function useUnsubscribeDetails(token: string): Details {
  const [details, setDetails] = useState<Details>({ status: 'loading' });
  useEffect(() => {
    if (!token) return;
    const request = new AbortController();
    getUnsubscribeDetails(token, request.signal).then(
      (found) => {
        setDetails({ status: 'ready', details: found });
      },
      () => {
        if (!request.signal.aborted) setDetails({ status: 'invalid' });
      },
    );
    return () => {
      request.abort();
    };
  }, [token]);
  return token ? details : { status: 'invalid' };
}

export function UnsubscribeView({ token }: { token: string }) {
  const details = useUnsubscribeDetails(token);
  const [unsubscribe, start] = useRequest(() => unsubscribeAlert(token));
  if (details.status === 'invalid') {
    return (
      <Card padding="lg" className={styles.card}>
        <p role="alert" className={styles.error}>
          {ALERT_MESSAGES.unsubscribeLinkInvalid}
        </p>
      </Card>
    );
  }
  if (details.status === 'loading') return <p role="status">Loading…</p>;
  if (unsubscribe.status === 'done') return <Done message={unsubscribe.message} />;
  if (details.details.unsubscribed) return <Done message={ALERT_MESSAGES.unsubscribed} />;
  const pending = unsubscribe.status === 'pending';
  return (
    <Card padding="lg" className={styles.card}>
      <p>
        Stop the {details.details.frequency} job alert for{' '}
        <strong>{details.details.description}</strong>?
      </p>
      <Button disabled={pending} onClick={start}>
        {pending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
      {unsubscribe.status === 'failed' && <Failure message={unsubscribe.message} />}
    </Card>
  );
}
