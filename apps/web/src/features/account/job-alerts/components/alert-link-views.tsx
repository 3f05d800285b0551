import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
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
  const { i18n } = useLingui();
  return (
    <Card padding="lg" className={styles.card}>
      <p role="status" className={styles.success}>
        {sharedTextIn(i18n, message)}
      </p>
      <AppLink to="/find-job">
        <Trans>Back to Find a Job</Trans>
      </AppLink>
    </Card>
  );
}

function Failure({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <p role="alert" className={styles.error}>
      {sharedTextIn(i18n, message)}
    </p>
  );
}

export function ConfirmAlertView({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [confirm, start] = useRequest(() => confirmAlert(token));
  if (!token) return <p role="alert">{sharedTextIn(i18n, ALERT_MESSAGES.confirmLinkInvalid)}</p>;
  if (confirm.status === 'done') return <Done message={confirm.message} />;
  const pending = confirm.status === 'pending';
  return (
    <Card padding="lg" className={styles.card}>
      <p>
        <Trans>Press the button to start your job alert.</Trans>
      </p>
      <Button disabled={pending} onClick={start}>
        {pending ? t`Confirming…` : t`Confirm my job alert`}
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
  const { t, i18n } = useLingui();
  const details = useUnsubscribeDetails(token);
  const [unsubscribe, start] = useRequest(() => unsubscribeAlert(token));
  if (details.status === 'invalid') {
    return (
      <Card padding="lg" className={styles.card}>
        <p role="alert" className={styles.error}>
          {sharedTextIn(i18n, ALERT_MESSAGES.unsubscribeLinkInvalid)}
        </p>
      </Card>
    );
  }
  if (details.status === 'loading')
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (unsubscribe.status === 'done') return <Done message={unsubscribe.message} />;
  if (details.details.unsubscribed) return <Done message={ALERT_MESSAGES.unsubscribed} />;
  const pending = unsubscribe.status === 'pending';
  const { description } = details.details;
  return (
    <Card padding="lg" className={styles.card}>
      <p>
        {details.details.frequency === 'daily' ? (
          <Trans>
            Stop the daily job alert for <strong>{description}</strong>?
          </Trans>
        ) : (
          <Trans>
            Stop the weekly job alert for <strong>{description}</strong>?
          </Trans>
        )}
      </p>
      <Button disabled={pending} onClick={start}>
        {pending ? t`Unsubscribing…` : t`Unsubscribe`}
      </Button>
      {unsubscribe.status === 'failed' && <Failure message={unsubscribe.message} />}
    </Card>
  );
}
