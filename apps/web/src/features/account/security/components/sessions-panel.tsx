import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useAccountSessions } from '../api/get-account-sessions';
import styles from './account-security.module.css';

// The browser's and system's own names ("Chrome 131", "Windows") stay as they are; the words
// around them are the page's.
function sessionName(i18n: I18n, session: AccountSession): string {
  const { browser, os } = session;
  if (browser && os) return i18n._(msg`${browser} on ${os}`);
  return browser ?? os ?? i18n._(msg`Unknown browser`);
}

// "Where you're signed in": every browser holding a session of this account, and signing
// out any one of them or all but this one.
export function SessionsPanel() {
  const { t, i18n } = useLingui();
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const failure = endSession.error ?? endOthers.error;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card as="section" aria-labelledby="sessions-title" className={styles.panel}>
      <h2 id="sessions-title" className={styles.panelTitle}>
        <Trans>Where you&apos;re signed in</Trans>
      </h2>
      <p className={styles.panelText}>
        <Trans>
          Each browser you signed in with. If you don&apos;t recognise one, sign it out and change
          your password.
        </Trans>
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {sharedTextIn(i18n, failure instanceof ApiError ? failure.message : MESSAGES.serverError)}
        </p>
      )}
      <QueryStates query={sessions} errorTitle={t`We could not load where you are signed in`}>
        {(list) => (
          <>
            <CardList aria-label={t`Signed-in browsers`}>
              {list.map((session) => {
                const name = sessionName(i18n, session);
                return (
                  <CardListItem key={session._id} padding="sm">
                    <CardListMain>
                      <CardListTitle headingLevel="h3" className={styles.sessionName}>
                        {name}
                      </CardListTitle>
                      <CardListMeta className={styles.sessionDetails}>
                        <Trans>
                          Signed in <RelativeTime iso={session.createdAt} /> · last active{' '}
                          <RelativeTime iso={session.lastSeenAt} />
                        </Trans>
                        {session.ip ? ` · ${session.ip}` : ''}
                      </CardListMeta>
                    </CardListMain>
                    <CardListSide gap="sm">
                      {session.current ? (
                        <StatusTag tone="success" caps={false}>
                          <Trans>This browser</Trans>
                        </StatusTag>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={endSession.isPending}
                          aria-label={t`Sign out ${name}`}
                          onClick={() => {
                            endSession.mutate(session._id);
                          }}
                        >
                          <Trans>Sign out</Trans>
                        </Button>
                      )}
                    </CardListSide>
                  </CardListItem>
                );
              })}
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
                  <Trans>Sign out all others</Trans>
                </Button>
              </div>
            )}
          </>
        )}
      </QueryStates>
    </Card>
  );
}
