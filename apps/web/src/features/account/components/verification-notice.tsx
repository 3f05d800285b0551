import { useResendVerification } from '../api/resend-verification';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import styles from './account.module.css';

// On the profile while the address is unconfirmed: what it is for, and a new link.
export function VerificationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>Please confirm your email address</p>
      <p className={styles.noticeText}>
        We sent a link to <strong className={styles.email}>{email}</strong>. Confirming it adds the
        applications you sent with this address to your account.
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
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
        <div role="status" className={styles.noticeStatus}>
          {resend.data}
        </div>
        {resend.error && (
          <p role="alert" className={styles.errorText}>
            {resend.error instanceof ApiError ? resend.error.message : 'Could not send the link.'}
          </p>
        )}
      </div>
    </div>
  );
}
