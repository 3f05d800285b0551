import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { User } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { PASSKEY_SIGN_IN_ATTRIBUTE } from '../utils/passkeys-usable';
import { signInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyErrorText, usePasskeySupport } from './passkey-support';
import styles from './passkeys.module.css';

// "Sign in with a passkey" beside the password form: no email to type, the browser offers
// the passkeys it holds for this site. Where the browser supports it, the same passkeys are
// also suggested in the email field's autofill (conditional mediation), a request the login
// page starts with the page (public/behaviours/passkey-autofill.ts).
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t, i18n } = useLingui();
  const supported = usePasskeySupport();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string>();

  if (!supported) return null;
  return (
    <div className={cx(styles.signIn, 'needs-script')} {...{ [PASSKEY_SIGN_IN_ATTRIBUTE]: '' }}>
      <p className={styles.divider}>
        <Trans>or</Trans>
      </p>
      <Button
        variant="secondary"
        size="lg"
        block
        disabled={waiting}
        onClick={() => {
          setError(undefined);
          setWaiting(true);
          signInWithPasskey().then(
            (user) => {
              setWaiting(false);
              onSignedIn(user);
            },
            (failure: unknown) => {
              setWaiting(false);
              setError(passkeyErrorText(failure, i18n));
            },
          );
        }}
      >
        {waiting ? t`Waiting for your passkey…` : t`Sign in with a passkey`}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
