import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-messages';
import type { VerifyEmailResult } from '@staffing/shared/account-schemas';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { verifyEmail } from '../api/verify-email';

type Outcome = { status: 'done'; result: VerifyEmailResult } | { status: 'failed' };

// Opened from the email: sends the token once, as the page starts in the browser (the POST,
// not the page load, spends it, so a mail scanner fetching the page does not), and says how
// it went. The server renders the waiting state.
export function VerifyEmailView({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>();
  // Once: a token is spent by its first use.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (result) => {
        setOutcome({ status: 'done', result });
      },
      () => {
        setOutcome({ status: 'failed' });
      },
    );
  }, [token]);

  if (!token || outcome?.status === 'failed') {
    return (
      <EmptyState
        tone="error"
        title={sharedTextIn(i18n, ACCOUNT_MESSAGES.verificationLinkInvalid)}
        action={
          signedIn ? (
            <ButtonLink to="/profile" variant="secondary">
              <Trans>Get a new link</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant="secondary">
              <Trans>Log in</Trans>
            </ButtonLink>
          )
        }
      >
        <p>
          <Trans>Links work once, for 7 days. Your profile can send a new one.</Trans>
        </p>
      </EmptyState>
    );
  }
  if (!outcome) return <PageLoading />;
  const attached = outcome.result.attachedApplications;
  return (
    <EmptyState
      role="status"
      title={sharedTextIn(i18n, outcome.result.message)}
      action={
        signedIn ? (
          <ButtonLink to="/profile/applications" variant="primary">
            <Trans>See my applications</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" variant="primary">
            <Trans>Log in</Trans>
          </ButtonLink>
        )
      }
    >
      <p>
        {attached === 1
          ? t`1 earlier application sent with this address is now on your account.`
          : attached > 1
            ? t`${attached} earlier applications sent with this address are now on your account.`
            : t`Applications you send with this address will show on your account.`}
      </p>
    </EmptyState>
  );
}
