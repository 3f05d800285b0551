import { useEffect, useState } from 'react';
import type { User } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { signInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyErrorText, usePasskeySupport } from './passkey-support';
import styles from './passkeys.module.css';

// "Sign in with a passkey" beside the password form: no email to type, the browser offers
// the passkeys it holds for this site. Where the browser supports it, the same passkeys are
// also suggested in the email field's autofill (conditional mediation) while the page is open.
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const supported = usePasskeySupport();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!supported) return;
    const visit = new AbortController();
    // A function, not the flag itself: it changes while the awaits below are pending.
    const left = () => visit.signal.aborted;
    void (async () => {
      const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
      if (left() || !(await browserSupportsWebAuthnAutofill())) return;
      try {
        const user = await signInWithPasskey({ autofill: true });
        if (!left()) onSignedIn(user);
      } catch {
        // A suggestion offered in the background that did not work out (cancelled by the
        // button, the page left, or refused by the browser) is no message for the visitor:
        // the button reports its own failures.
      }
    })();
    return () => {
      visit.abort();
    };
    // Started once per visit to the page; onSignedIn is read when it completes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  if (!supported) return null;
  return (
    <div className={styles.signIn}>
      <p className={styles.divider}>or</p>
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
              setError(passkeyErrorText(failure));
            },
          );
        }}
      >
        {waiting ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
