import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type SyntheticEvent } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '@staffing/shared/passkey-schemas';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusTag } from '@/components/ui/status-tag';
import { isReauthenticationRequired, useReauthentication } from '@/components/reauthentication';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { passkeyErrorText, usePasskeySupport } from './passkey-support';
import styles from './passkeys.module.css';

// The shared schema's English messages, which Field shows in the page's language.
function nameError(name: string): string | undefined {
  if (name.trim() === '') return 'Give the passkey a name';
  if (name.trim().length > PASSKEY_NAME_MAX) return `At most ${PASSKEY_NAME_MAX} characters`;
  return undefined;
}

// "Passkeys" on /profile/security: sign in with a fingerprint, face or device PIN instead of
// a password. Listing, renaming and removing work in any browser; adding needs WebAuthn.
export function PasskeysPanel() {
  const { t, i18n } = useLingui();
  const supported = usePasskeySupport();
  const passkeys = usePasskeys();
  const addPasskey = useAddPasskey();
  // Adding a passkey asks for a recent sign-in (the API says when).
  const reauthentication = useReauthentication();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string>();
  const [added, setAdded] = useState<string>();

  const onAdd = async (event: SyntheticEvent) => {
    event.preventDefault();
    setAdded(undefined);
    const invalid = nameError(name);
    setAddError(invalid);
    if (invalid) return;
    try {
      const passkey = await reauthentication.run(() => addPasskey.mutateAsync(name.trim()));
      setName('');
      const addedName = passkey.name;
      setAdded(t`Passkey “${addedName}” added. You can now sign in with it.`);
    } catch (error) {
      setAddError(passkeyErrorText(error, i18n));
    }
  };

  return (
    <Card as="section" aria-labelledby="passkeys-title" className={styles.panel}>
      <h2 id="passkeys-title" className={styles.title}>
        <Trans>Passkeys</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          A passkey signs you in with your fingerprint, face or device PIN, without typing your
          email or password, and cannot be phished. It also counts as a second factor.
        </Trans>
      </p>
      {supported ? (
        <form className={styles.addForm} noValidate onSubmit={(event) => void onAdd(event)}>
          <Field
            label={t`Name for the new passkey`}
            hint={t`So you can tell it apart later, e.g. “Work laptop” or “Phone”.`}
            error={addError}
            errorAlert
            className={styles.nameField}
          >
            <input
              type="text"
              maxLength={PASSKEY_NAME_MAX}
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
            />
          </Field>
          <Button type="submit" disabled={addPasskey.isPending}>
            {addPasskey.isPending ? t`Waiting for your device…` : t`Add a passkey`}
          </Button>
        </form>
      ) : (
        <p className={styles.text}>
          <Trans>This browser cannot create passkeys.</Trans>
        </p>
      )}
      {added && (
        <p className={styles.status} role="status">
          {added}
        </p>
      )}
      {reauthentication.dialog}
      <QueryStates query={passkeys} errorTitle={t`We could not load your passkeys`}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.text}>
              <Trans>No passkeys yet.</Trans>
            </p>
          ) : (
            <CardList aria-label={t`Your passkeys`}>
              {list.map((passkey) => (
                <PasskeyRow key={passkey._id} passkey={passkey} />
              ))}
            </CardList>
          )
        }
      </QueryStates>
    </Card>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useLingui();
  const passkeyName = passkey.name;
  const renamePasskey = useRenamePasskey();
  const removePasskey = useRemovePasskey();
  // Removing the account's last second factor asks for a recent sign-in first.
  const reauthentication = useReauthentication();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [renameError, setRenameError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);

  const onRename = async (event: SyntheticEvent) => {
    event.preventDefault();
    const invalid = nameError(name);
    setRenameError(invalid);
    if (invalid) return;
    try {
      await renamePasskey.mutateAsync({ id: passkey._id, name: name.trim() });
      setEditing(false);
    } catch (error) {
      setRenameError(passkeyErrorText(error, i18n));
    }
  };

  return (
    <CardListItem padding="sm">
      <CardListMain>
        {editing ? (
          <form className={styles.renameForm} noValidate onSubmit={(event) => void onRename(event)}>
            <Field label={t`New name for “${passkeyName}”`} error={renameError} errorAlert>
              <input
                type="text"
                maxLength={PASSKEY_NAME_MAX}
                autoComplete="off"
                value={name}
                // Opened on purpose by "Rename": typing can start at once.
                autoFocus
                onChange={(event) => {
                  setName(event.target.value);
                }}
              />
            </Field>
            <div className={styles.actions}>
              <Button type="submit" size="sm" disabled={renamePasskey.isPending}>
                <Trans>Save</Trans>
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => {
                  setEditing(false);
                  setName(passkey.name);
                  setRenameError(undefined);
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        ) : (
          <>
            <CardListTitle headingLevel="h3" className={styles.name}>
              {passkey.name}
            </CardListTitle>
            <CardListMeta>
              {passkey.lastUsedAt ? (
                <Trans>
                  Added <RelativeTime iso={passkey.createdAt} /> · last used{' '}
                  <RelativeTime iso={passkey.lastUsedAt} />
                </Trans>
              ) : (
                <Trans>
                  Added <RelativeTime iso={passkey.createdAt} /> · never used
                </Trans>
              )}
            </CardListMeta>
          </>
        )}
      </CardListMain>
      {!editing && (
        <CardListSide gap="sm">
          {passkey.backedUp && (
            <StatusTag tone="success" caps={false}>
              <Trans>Synced</Trans>
            </StatusTag>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Rename ${passkeyName}`}
            onClick={() => {
              setEditing(true);
            }}
          >
            <Trans>Rename</Trans>
          </Button>
          <button
            ref={removeRef}
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={t`Remove ${passkeyName}`}
            onClick={() => {
              removePasskey.reset();
              setConfirming(true);
            }}
          >
            <Trans>Remove</Trans>
          </button>
        </CardListSide>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        title={t`Remove “${passkeyName}”?`}
        description={t`You will no longer be able to sign in with this passkey. Delete it from the device too.`}
        confirmLabel={t`Remove passkey`}
        busyLabel={t`Removing…`}
        busy={removePasskey.isPending}
        errorMessage={
          removePasskey.error && !isReauthenticationRequired(removePasskey.error)
            ? passkeyErrorText(removePasskey.error, i18n)
            : undefined
        }
        returnFocusRef={removeRef}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          setConfirming(false);
          void reauthentication
            .run(() => removePasskey.mutateAsync(passkey._id))
            .catch(() => {
              // Shown again with the error (or left as it was when the person cancelled).
              setConfirming(true);
            });
        }}
      />
      {reauthentication.dialog}
    </CardListItem>
  );
}
