import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import type { TotpEnrolment } from '@staffing/shared/security-schemas';
import { useReauthentication } from '@/components/reauthentication';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { StatusTag } from '@/components/ui/status-tag';
import { ApiError } from '@/lib/api-client';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '../api/totp-enrolment';
import styles from './two-factor-panel.module.css';

// The API's English words; shown through sharedTextIn (or Field, which calls it).
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.serverError;

// Two-step sign-in with an authenticator app: set up with a QR code (drawn by the site; the
// secret never goes to an image service) or the key typed in, confirmed with a first code,
// then ten recovery codes shown once.
export function TwoFactorPanel() {
  const { t, i18n } = useLingui();
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
  const recoveryCodesLeft = status.data?.recoveryCodesLeft ?? 0;

  return (
    <Card as="section" aria-labelledby="two-factor-title" className={styles.panel}>
      <h2 id="two-factor-title" className={styles.title}>
        <Trans>Two-step sign-in</Trans>{' '}
        {status.data && (
          <StatusTag tone={enabled ? 'success' : 'neutral'} caps={false}>
            {enabled ? t`On` : t`Off`}
          </StatusTag>
        )}
      </h2>
      <p className={styles.text}>
        <Trans>
          After your password, sign-in asks for a code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password and the like), so a stolen
          password alone is not enough.
        </Trans>
        {status.data?.required && !enabled && ` ${t`Staff accounts must set it up to continue.`}`}
      </p>
      <p className={styles.status} role="status">
        {message}
      </p>

      {recoveryCodes && (
        <div className={styles.setup}>
          <div>
            <h3>
              <Trans>Your recovery codes</Trans>
            </h3>
            <p className={styles.text}>
              <Trans>
                Keep these somewhere safe, away from your phone. Each signs you in once if you lose
                the app. They are shown only now.
              </Trans>
            </p>
          </div>
          <div>
            <ul className={styles.codes} aria-label={t`Recovery codes`}>
              {recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <a
                className={buttonClassName({ variant: 'secondary' })}
                download={t`recovery-codes.txt`}
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodes.join('\n'))}`}
              >
                <Trans>Download as a text file</Trans>
              </a>
              <Button
                variant="secondary"
                onClick={() => {
                  setRecoveryCodes(undefined);
                }}
              >
                <Trans>I have saved them</Trans>
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
            <Trans>Set up an authenticator app</Trans>
          </Button>
          {start.error && (
            <p className={styles.error}>{sharedTextIn(i18n, messageOf(start.error))}</p>
          )}
        </div>
      )}

      {!enabled && enrolment && (
        <div className={styles.setup}>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t`QR code to scan with your authenticator app`}
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
                  setMessage(t`Two-step sign-in is on.`);
                },
                onError: (error) => {
                  setCodeError(messageOf(error));
                },
              });
            }}
          >
            <p className={styles.text}>
              <Trans>Scan the code with the app, or enter this key in it:</Trans>{' '}
              <span className={styles.secret} data-testid="totp-secret">
                {enrolment.secret}
              </span>
            </p>
            <Field label={t`Code from the app`} required error={codeError}>
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
                {confirm.isPending ? t`Checking…` : t`Turn on`}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setEnrolment(undefined);
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        </div>
      )}

      {enabled && !recoveryCodes && (
        <div className={styles.actions}>
          <span className={styles.text}>
            <Trans>{recoveryCodesLeft} recovery codes left.</Trans>
          </span>
          {!status.data?.required && (
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => {
                setMessage('');
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setMessage(t`Two-step sign-in is off.`);
                  },
                });
              }}
            >
              <Trans>Turn off</Trans>
            </Button>
          )}
          {remove.error && (
            <p className={styles.error}>{sharedTextIn(i18n, messageOf(remove.error))}</p>
          )}
        </div>
      )}
      {reauthentication.dialog}
    </Card>
  );
}
