import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminFailedEmail } from '@staffing/shared/outbox-schemas';
import { Button } from '@/components/ui/button';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { RelativeTime } from '@/components/ui/relative-time';
import { Badge } from '@/components/ui/status-tag';
import { FAILED_EMAILS_PAGE_SIZE, useFailedEmails } from '../api/get-failed-emails';
import { useResolveFailedEmail, type FailedEmailAction } from '../api/resolve-failed-email';
import styles from './failed-emails-view.module.css';

// /admin/outbox: emails the outbox gave up on after every retry, with the server's last
// answer, so staff can fix the cause (a typo'd address, a full mailbox) and send again.
export function FailedEmailsView() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const query = useFailedEmails(page);
  const resolve = useResolveFailedEmail();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');

  function act(email: AdminFailedEmail, action: FailedEmailAction) {
    setError('');
    resolve.mutate(
      { id: email._id, action },
      {
        onSuccess: () => {
          setAnnouncement(
            action === 'retry'
              ? `“${email.subject}” to ${email.to} is queued again.`
              : `“${email.subject}” to ${email.to} was discarded.`,
          );
        },
        onError: (cause) => {
          setError(cause.message);
        },
      },
    );
  }

  return (
    <QueryStates
      query={query}
      loading={<p role="status">Loading failed emails…</p>}
      errorTitle="The failed emails could not be loaded."
    >
      {(data) => (
        <div className={styles.view}>
          <p role="status" className={styles.status}>
            {announcement}
          </p>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          {data.emails.length === 0 ? (
            <EmptyState title="No failed emails">
              Every email was delivered or is still being retried. Nothing needs you here.
            </EmptyState>
          ) : (
            <>
              <p className={styles.count}>
                {data.total} {data.total === 1 ? 'email' : 'emails'} failed for good.
              </p>
              <CardList aria-label="Failed emails">
                {data.emails.map((email) => (
                  <CardListItem layout="columns" key={email._id}>
                    <CardListMain gap="sm">
                      <CardListTitle className={styles.subject}>{email.subject}</CardListTitle>
                      <CardListMeta>
                        To <span className={styles.to}>{email.to}</span> · queued{' '}
                        <RelativeTime iso={email.createdAt} />{' '}
                        <Badge tone="danger">{email.attempts} attempts</Badge>
                      </CardListMeta>
                      <p className={styles.lastError}>
                        <span className={styles.label}>Last error</span>
                        <code>{email.lastError ?? 'No error was recorded.'}</code>
                      </p>
                    </CardListMain>
                    <CardListSide gap="sm">
                      <Button
                        size="sm"
                        disabled={resolve.isPending}
                        onClick={() => {
                          act(email, 'retry');
                        }}
                        aria-label={`Retry “${email.subject}” to ${email.to}`}
                      >
                        Retry
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={resolve.isPending}
                        onClick={() => {
                          act(email, 'discard');
                        }}
                        aria-label={`Discard “${email.subject}” to ${email.to}`}
                      >
                        Discard
                      </Button>
                    </CardListSide>
                  </CardListItem>
                ))}
              </CardList>
              {data.total > FAILED_EMAILS_PAGE_SIZE && (
                <Pager
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.total / FAILED_EMAILS_PAGE_SIZE))}
                  label="Failed emails pages"
                  toPage={(target) =>
                    target > 1 ? `/admin/outbox?page=${target}` : '/admin/outbox'
                  }
                />
              )}
            </>
          )}
        </div>
      )}
    </QueryStates>
  );
}
