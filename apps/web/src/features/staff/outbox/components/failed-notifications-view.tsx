import { useState } from 'react';
import type { AdminFailedNotification } from '@staffing/shared/outbox-schemas';
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
import { QueryStates } from '@/components/ui/query-states';
import { RelativeTime } from '@/components/ui/relative-time';
import { Badge } from '@/components/ui/status-tag';
import { useFailedNotifications } from '../api/get-failed-notifications';
import { useDiscardFailedNotification } from '../api/discard-failed-notification';
import { useRetryFailedNotification } from '../api/retry-failed-notification';
import styles from './failed-emails-view.module.css';

const ENGINE_NAMES: Record<AdminFailedNotification['engine'], string> = {
  indexnow: 'IndexNow (Bing and others)',
  google: 'Google Indexing API',
};

// Beside the failed emails: job changes a search engine refused (a key it can't verify, a
// site the service account doesn't own) or that ran out of attempts. Retry once fixed, or
// discard what no longer matters.
export function FailedNotificationsView() {
  const query = useFailedNotifications();
  const retry = useRetryFailedNotification();
  const discard = useDiscardFailedNotification();
  const busy = retry.isPending || discard.isPending;
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');

  // The announcement stays outside the list: retrying the last one empties it.
  return (
    <div className={styles.view}>
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <QueryStates
        query={query}
        loading={<p role="status">Loading search engine notifications…</p>}
        errorTitle="The search engine notifications could not be loaded."
        empty={
          <EmptyState>
            <p>Every job change reached the search engines that are set up.</p>
          </EmptyState>
        }
      >
        {(notifications) => (
          <CardList aria-label="Failed search engine notifications">
            {notifications.map((notification) => (
              <CardListItem key={notification._id}>
                <CardListMain>
                  <CardListTitle headingLevel="h3">
                    {ENGINE_NAMES[notification.engine]}:{' '}
                    {notification.kind === 'deleted' ? 'job removed' : 'job posted or changed'}
                  </CardListTitle>
                  <CardListMeta>
                    <a href={notification.url}>{notification.url}</a>
                  </CardListMeta>
                  <CardListMeta>
                    Queued <RelativeTime iso={notification.createdAt} /> · {notification.attempts}{' '}
                    {notification.attempts === 1 ? 'attempt' : 'attempts'}
                  </CardListMeta>
                  {notification.lastError && (
                    <CardListMeta>Last answer: {notification.lastError}</CardListMeta>
                  )}
                </CardListMain>
                <CardListSide gap="sm">
                  <Badge tone="danger">Failed</Badge>
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Retry ${notification.url}`}
                    onClick={() => {
                      setError('');
                      retry.mutate(notification._id, {
                        onSuccess: () => {
                          setAnnouncement(`${notification.url} is queued again.`);
                        },
                        onError: (cause) => {
                          setError(cause.message);
                        },
                      });
                    }}
                  >
                    Retry
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={`Discard ${notification.url}`}
                    onClick={() => {
                      setError('');
                      discard.mutate(notification._id, {
                        onSuccess: () => {
                          setAnnouncement(`${notification.url} is discarded.`);
                        },
                        onError: (cause) => {
                          setError(cause.message);
                        },
                      });
                    }}
                  >
                    Discard
                  </Button>
                </CardListSide>
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryStates>
    </div>
  );
}
