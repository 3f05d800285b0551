import { useEffect, useRef } from 'react';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-schemas';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useVerifyEmail } from '../api/verify-email';

// Opened from the email: sends the token once (the POST, not the page load, spends it, so
// a mail scanner fetching the page does not) and says how it went.
export function VerifyEmailView({ token, signedIn }: { token: string; signedIn: boolean }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = signedIn ? (
    <ButtonLink to="/profile/applications" variant="primary">
      See my applications
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" variant="primary">
      Log in
    </ButtonLink>
  );

  if (!token || verify.isError) {
    return (
      <EmptyState
        tone="error"
        title={ACCOUNT_MESSAGES.verificationLinkInvalid}
        action={
          signedIn ? (
            <ButtonLink to="/profile" variant="secondary">
              Get a new link
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant="secondary">
              Log in
            </ButtonLink>
          )
        }
      >
        <p>Links work once, for 7 days. Your profile can send a new one.</p>
      </EmptyState>
    );
  }
  if (!verify.data) return <PageLoading />;
  const attached = verify.data.attachedApplications;
  return (
    <EmptyState role="status" title={verify.data.message} action={next}>
      <p>
        {attached > 0
          ? `${attached} earlier application${attached === 1 ? '' : 's'} sent with this address ${attached === 1 ? 'is' : 'are'} now on your account.`
          : 'Applications you send with this address will show on your account.'}
      </p>
    </EmptyState>
  );
}
