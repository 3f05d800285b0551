import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError, apiRequest } from '@/lib/api-client';
import { reauthenticateWithPasskey } from '@/lib/passkey-reauthentication';
import styles from './reauthentication.module.css';

// Sensitive changes (a role, disabling an account, the bulk exports) need a password given in
// the last ten minutes; the API answers 403 with MESSAGES.reauthenticationRequired otherwise.
// This hook asks for it in a dialog and carries on with what the person was doing:
//   const reauth = useReauthentication();
//   await reauth.run(() => updateUser(...));   // retried once the password is confirmed
//   if (await reauth.ensureRecent()) location.assign(exportUrl);   // for plain downloads
//   ...render {reauth.dialog} once in the component.

type Pending = { resolve: (confirmed: boolean) => void };

export function isReauthenticationRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === MESSAGES.reauthenticationRequired
  );
}

async function recentUntil(): Promise<string | null> {
  return apiRequest('/api/users/me/reauthenticate', {
    parse: (data) => (data as { recentUntil: string | null }).recentUntil,
  });
}

function reauthenticate(body: { password: string } | { code: string }): Promise<unknown> {
  return apiRequest('/api/users/me/reauthenticate', { method: 'POST', body });
}

export function useReauthentication(): {
  run: <T>(action: () => Promise<T>) => Promise<T>;
  ensureRecent: () => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  // An authenticator app's code proves it too, for someone who signed in with a passkey and
  // never types a password.
  const [useCode, setUseCode] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pending = useRef<Pending | null>(null);
  const formId = useId();

  const ask = () =>
    new Promise<boolean>((resolve) => {
      pending.current = { resolve };
      setPassword('');
      setUseCode(false);
      setError(undefined);
      setOpen(true);
    });
  const finish = (confirmed: boolean) => {
    setOpen(false);
    pending.current?.resolve(confirmed);
    pending.current = null;
  };

  const run = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isReauthenticationRequired(error) || !(await ask())) throw error;
      return action();
    }
  };
  const ensureRecent = async () => ((await recentUntil()) !== null ? true : ask());

  const dialog = (
    <Dialog
      open={open}
      onClose={() => {
        finish(false);
      }}
      title={t`Confirm it's you`}
      description={t`For your security, confirm it is you before this change. You won't be asked again for 10 minutes.`}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              finish(false);
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t`Checking…` : t`Confirm`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password === '') {
            setError(useCode ? 'Enter the 6-digit code' : 'Enter your password');
            return;
          }
          setBusy(true);
          reauthenticate(useCode ? { code: password.replace(/\s/g, '') } : { password })
            .then(() => {
              finish(true);
            })
            .catch((failure: unknown) => {
              setError(
                failure instanceof ApiError
                  ? (failure.fieldErrors?.[useCode ? 'code' : 'password'] ?? failure.message)
                  : MESSAGES.serverError,
              );
            })
            .finally(() => {
              setBusy(false);
            });
        }}
      >
        <Field label={useCode ? t`Authenticator code` : t`Password`} required error={error}>
          <input
            key={useCode ? 'code' : 'password'}
            type={useCode ? 'text' : 'password'}
            autoComplete={useCode ? 'one-time-code' : 'current-password'}
            inputMode={useCode ? 'numeric' : undefined}
            // The dialog opens for this one field.
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        </Field>
        <Button
          variant="secondary"
          size="sm"
          className={styles.passkey}
          disabled={busy}
          onClick={() => {
            setUseCode(!useCode);
            setPassword('');
            setError(undefined);
          }}
        >
          {useCode ? t`Use your password instead` : t`Use an authenticator code instead`}
        </Button>
        {typeof window.PublicKeyCredential === 'function' && (
          // A passkey proves it as well as the password does (it checks the fingerprint,
          // face or PIN); the API says so when the account has none.
          <Button
            variant="secondary"
            size="sm"
            className={styles.passkey}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setError(undefined);
              reauthenticateWithPasskey()
                .then(() => {
                  finish(true);
                })
                .catch((failure: unknown) => {
                  setError(
                    failure instanceof ApiError
                      ? failure.message
                      : t`The passkey request was cancelled or timed out.`,
                  );
                })
                .finally(() => {
                  setBusy(false);
                });
            }}
          >
            <Trans>Use a passkey instead</Trans>
          </Button>
        )}
      </form>
    </Dialog>
  );

  return { run, ensureRecent, dialog };
}

// A download that needs a recent password (the bulk exports): a plain link, so the browser
// saves the attachment itself, that first asks for the password when the last one is more
// than ten minutes old.
export function ReauthenticatedDownload({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const reauthentication = useReauthentication();
  return (
    <>
      <a
        href={href}
        download
        className={className}
        onClick={(event) => {
          event.preventDefault();
          void reauthentication.ensureRecent().then((confirmed) => {
            if (confirmed) window.location.assign(href);
          });
        }}
      >
        {children}
      </a>
      {reauthentication.dialog}
    </>
  );
}
