import { Trans, useLingui } from '@lingui/react/macro';
import { useResendVerification } from '../api/resend-verification';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import styles from './account.module.css';

// On the profile while the address is unconfirmed: what it is for, and a new link.
export function VerificationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  const { t, i18n } = useLingui();
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>
        <Trans>Please confirm your email address</Trans>
      </p>
      <p className={styles.noticeText}>
        <Trans>
          We sent a link to <strong className={styles.email}>{email}</strong>. Confirming it adds
          the applications you sent with this address to your account.
        </Trans>
      </p>
      <div className={styles.noticeActions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={resend.isPending}
          onClick={() => {
            resend.mutate();
          }}
        >
          {resend.isPending ? t`Sending…` : t`Send a new link`}
        </Button>
        <div role="status" className={styles.noticeStatus}>
          {resend.isSuccess && t`We have sent a new confirmation link to ${email}.`}
        </div>
        {resend.error && (
          <p role="alert" className={styles.errorText}>
            {resend.error instanceof ApiError
              ? sharedTextIn(i18n, resend.error.message)
              : t`Could not send the link.`}
          </p>
        )}
      </div>
    </div>
  );
}
