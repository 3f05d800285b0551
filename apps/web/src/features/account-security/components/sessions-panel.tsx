import { MESSAGES } from '@staffing/shared/messages';
import type { AccountSession } from '@staffing/shared/security-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { QueryStates } from '@/components/ui/query-states';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusTag } from '@/components/ui/status-tag';
import { ApiError } from '@/lib/api-client';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useAccountSessions } from '../api/get-account-sessions';
import styles from './account-security.module.css';

function sessionName(session: AccountSession): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? 'Unknown browser';
}

// "Where you're signed in": every browser holding a session of this account, and signing
// out any one of them or all but this one.
export function SessionsPanel() {
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const failure = endSession.error ?? endOthers.error;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card as="section" aria-labelledby="sessions-title" className={styles.panel}>
      <h2 id="sessions-title" className={styles.panelTitle}>
        Where you&apos;re signed in
      </h2>
      <p className={styles.panelText}>
        Each browser you signed in with. If you don&apos;t recognise one, sign it out and change
        your password.
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure instanceof ApiError ? failure.message : MESSAGES.serverError}
        </p>
      )}
      <QueryStates query={sessions} errorTitle="We could not load where you are signed in">
        {(list) => (
          <>
            <CardList aria-label="Signed-in browsers">
              {list.map((session) => (
                <CardListItem key={session._id} padding="sm">
                  <CardListMain>
                    <CardListTitle headingLevel="h3" className={styles.sessionName}>
                      {sessionName(session)}
                    </CardListTitle>
                    <CardListMeta className={styles.sessionDetails}>
                      Signed in <RelativeTime iso={session.createdAt} />
                      {' · '}last active <RelativeTime iso={session.lastSeenAt} />
                      {session.ip ? ` · ${session.ip}` : ''}
                    </CardListMeta>
                  </CardListMain>
                  <CardListSide gap="sm">
                    {session.current ? (
                      <StatusTag tone="success" caps={false}>
                        This browser
                      </StatusTag>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={endSession.isPending}
                        aria-label={`Sign out ${sessionName(session)}`}
                        onClick={() => {
                          endSession.mutate(session._id);
                        }}
                      >
                        Sign out
                      </Button>
                    )}
                  </CardListSide>
                </CardListItem>
              ))}
            </CardList>
            {others > 0 && (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={endOthers.isPending}
                  onClick={() => {
                    endOthers.mutate();
                  }}
                >
                  Sign out all others
                </Button>
              </div>
            )}
          </>
        )}
      </QueryStates>
    </Card>
  );
}
