import { useState } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import type { TotpEnrolment } from '@staffing/shared/security-schemas';
import { useReauthentication } from '@/components/reauthentication';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { StatusTag } from '@/components/ui/status-tag';
import { ApiError } from '@/lib/api-client';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '../api/totp-enrolment';
import styles from './two-factor-panel.module.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.serverError;

// Two-step sign-in with an authenticator app: set up with a QR code (drawn by the site; the
// secret never goes to an image service) or the key typed in, confirmed with a first code,
// then ten recovery codes shown once.
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const reauthentication = useReauthentication();
  const remove = useRemoveTotp({ guard: reauthentication.run });
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [message, setMessage] = useState('');
  const enabled = status.data?.totp === true;

  return (
    <Card as="section" aria-labelledby="two-factor-title" className={styles.panel}>
      <h2 id="two-factor-title" className={styles.title}>
        Two-step sign-in{' '}
        {status.data && (
          <StatusTag tone={enabled ? 'success' : 'neutral'} caps={false}>
            {enabled ? 'On' : 'Off'}
          </StatusTag>
        )}
      </h2>
      <p className={styles.text}>
        After your password, sign-in asks for a code from an authenticator app on your phone (Google
        Authenticator, Microsoft Authenticator, 1Password and the like), so a stolen password alone
        is not enough.
        {status.data?.required && !enabled && ' Staff accounts must set it up to continue.'}
      </p>
      <p className={styles.status} role="status">
        {message}
      </p>

      {recoveryCodes && (
        <div className={styles.setup}>
          <div>
            <h3>Your recovery codes</h3>
            <p className={styles.text}>
              Keep these somewhere safe, away from your phone. Each signs you in once if you lose
              the app. They are shown only now.
            </p>
          </div>
          <div>
            <ul className={styles.codes} aria-label="Recovery codes">
              {recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <a
                className={buttonClassName({ variant: 'secondary' })}
                download="recovery-codes.txt"
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodes.join('\n'))}`}
              >
                Download as a text file
              </a>
              <Button
                variant="secondary"
                onClick={() => {
                  setRecoveryCodes(undefined);
                }}
              >
                I have saved them
              </Button>
            </div>
          </div>
        </div>
      )}

      {!enabled && !enrolment && status.data && (
        <div className={styles.actions}>
          <Button
            disabled={start.isPending}
            onClick={() => {
              setMessage('');
              start.mutate(undefined, { onSuccess: setEnrolment });
            }}
          >
            Set up an authenticator app
          </Button>
          {start.error && <p className={styles.error}>{messageOf(start.error)}</p>}
        </div>
      )}

      {!enabled && enrolment && (
        <div className={styles.setup}>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code to scan with your authenticator app"
          />
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setCodeError(undefined);
              confirm.mutate(code, {
                onSuccess: (codes) => {
                  setEnrolment(undefined);
                  setCode('');
                  setRecoveryCodes(codes);
                  setMessage('Two-step sign-in is on.');
                },
                onError: (error) => {
                  setCodeError(messageOf(error));
                },
              });
            }}
          >
            <p className={styles.text}>
              Scan the code with the app, or enter this key in it:{' '}
              <span className={styles.secret} data-testid="totp-secret">
                {enrolment.secret}
              </span>
            </p>
            <Field label="Code from the app" required error={codeError}>
              <input
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                }}
              />
            </Field>
            <div className={styles.actions}>
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? 'Checking…' : 'Turn on'}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setEnrolment(undefined);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        </div>
      )}

      {enabled && !recoveryCodes && (
        <div className={styles.actions}>
          <span className={styles.text}>
            {status.data?.recoveryCodesLeft ?? 0} recovery codes left.
          </span>
          {!status.data?.required && (
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => {
                setMessage('');
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setMessage('Two-step sign-in is off.');
                  },
                });
              }}
            >
              Turn off
            </Button>
          )}
          {remove.error && <p className={styles.error}>{messageOf(remove.error)}</p>}
        </div>
      )}
      {reauthentication.dialog}
    </Card>
  );
}
