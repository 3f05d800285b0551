import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, dialogConfirmClassName } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { MY_DATA_EXPORT_URL, useDeleteAccount } from '../api/my-data';
import styles from './account.module.css';

// A copy of everything we keep about the account, and deleting it (with the password).
export function MyDataPanel({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [confirming, setConfirming] = useState<'export' | 'delete' | null>(null);
  const [password, setPassword] = useState('');
  const deleteAccount = useDeleteAccount();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const exportRef = useRef<HTMLButtonElement>(null);
  const { t, i18n } = useLingui();
  const error =
    deleteAccount.error instanceof ApiError
      ? sharedTextIn(i18n, deleteAccount.error.message)
      : deleteAccount.error
        ? t`Something went wrong. Please try again.`
        : undefined;

  return (
    <Card as="section" aria-labelledby="my-data-title" className={styles.panel}>
      <h2 id="my-data-title" className={styles.panelTitle}>
        <Trans>My data</Trans>
      </h2>
      <p className={styles.panelText}>
        <Trans>
          Download a copy of your account, applications, saved jobs, resumes and what our recruiters
          noted about you, or delete your account. Deleting removes your account, resumes, saved
          jobs and those notes; applications you sent stay with us without your name or contact
          details.
        </Trans>
      </p>
      <div className={styles.panelActions}>
        <button
          ref={exportRef}
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => {
            setConfirming('export');
          }}
        >
          <Trans>Download my data</Trans>
        </button>
        <button
          ref={deleteRef}
          type="button"
          className={`${buttonClassName({ variant: 'secondary' })} ${styles.dangerButton}`}
          onClick={() => {
            deleteAccount.reset();
            setPassword('');
            setConfirming('delete');
          }}
        >
          <Trans>Delete my account</Trans>
        </button>
      </div>

      <Dialog
        open={confirming === 'export'}
        onClose={() => {
          setConfirming(null);
        }}
        title={t`Download my data`}
        description={t`A ZIP file with a JSON file of your account, applications and saved jobs, and every resume you sent us.`}
        size="sm"
        returnFocusRef={exportRef}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(null);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            <a
              href={MY_DATA_EXPORT_URL}
              download
              className={buttonClassName({ variant: 'primary' })}
              onClick={() => {
                setConfirming(null);
              }}
            >
              <Trans>Download ZIP</Trans>
            </a>
          </>
        }
      />

      <Dialog
        open={confirming === 'delete'}
        onClose={() => {
          setConfirming(null);
        }}
        title={t`Delete my account`}
        description={t`This cannot be undone. Enter your password to confirm.`}
        size="sm"
        tone="danger"
        dismissible={!deleteAccount.isPending}
        returnFocusRef={deleteRef}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={deleteAccount.isPending}
              onClick={() => {
                setConfirming(null);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              form="delete-account-form"
              className={dialogConfirmClassName}
              disabled={deleteAccount.isPending}
            >
              {deleteAccount.isPending ? t`Deleting…` : t`Delete my account`}
            </Button>
          </>
        }
      >
        <form
          id="delete-account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            deleteAccount.mutate(password, {
              onSuccess: (message) => {
                setConfirming(null);
                onDeleted(message);
              },
            });
          }}
        >
          <Field label={t`Password`} required error={error}>
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
            />
          </Field>
        </form>
      </Dialog>
    </Card>
  );
}
