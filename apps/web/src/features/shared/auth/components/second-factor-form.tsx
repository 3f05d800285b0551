import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import type { SecondFactorMethod } from '@staffing/shared/security-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { completeMfa } from '../api/complete-mfa';
import { FormAlert } from './form-field';
import styles from './auth-form.module.css';

// The second step of signing in: a code from the authenticator app, or one of the recovery
// codes given when it was set up. `children` is where other ways (a passkey) go.
export function SecondFactorForm({
  methods,
  onSignedIn,
  onRestart,
  children,
}: {
  methods: SecondFactorMethod[];
  onSignedIn: (user: User) => void;
  onRestart: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const hasTotp = methods.includes('totp');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const errorId = useId();
  const expired = error === MESSAGES.mfaChallengeExpired;

  // A passkey is the account's only second factor: the login page's passkey button below
  // completes this sign-in.
  if (!hasTotp) {
    return (
      <div className={styles.form} role="status">
        <p className={styles.stepLegend}>Two-step sign-in</p>
        <p className={styles.stepText}>
          Your password is right. To finish, use your passkey: choose “Sign in with a passkey”
          below.
        </p>
        {children}
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() === '') {
          setError(useRecovery ? t`Enter a recovery code` : t`Enter the 6-digit code`);
          return;
        }
        setError(undefined);
        setChecking(true);
        completeMfa(useRecovery ? { recoveryCode: value } : { code: value }).then(
          (user) => {
            setChecking(false);
            onSignedIn(user);
          },
          (failure: unknown) => {
            setChecking(false);
            setError(failure instanceof ApiError ? failure.message : MESSAGES.serverError);
          },
        );
      }}
    >
      <fieldset className={styles.fieldset} disabled={checking}>
        <legend className={styles.stepLegend}>
          <Trans>Two-step sign-in</Trans>
        </legend>
        <p className={styles.stepText}>
          {useRecovery
            ? t`Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.`
            : t`Open your authenticator app and enter the 6-digit code it shows for this site.`}
          {methods.includes('passkey') && ` ${t`You can also use your passkey below.`}`}
        </p>
        <Field
          label={useRecovery ? t`Recovery code` : t`Authentication code`}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        >
          <input
            key={useRecovery ? 'recovery' : 'code'}
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            spellCheck={false}
            // The only field of this step, which replaced the password form.
            autoFocus
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
            }}
          />
        </Field>
      </fieldset>
      {error && <FormAlert id={errorId}>{error}</FormAlert>}
      {expired ? (
        <Button type="button" size="lg" block onClick={onRestart}>
          <Trans>Start Again</Trans>
        </Button>
      ) : (
        <Button type="submit" size="lg" block disabled={checking}>
          {checking ? t`Checking…` : t`Verify`}
        </Button>
      )}
      <Button
        type="button"
        variant="secondary"
        block
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setError(undefined);
        }}
      >
        {useRecovery ? t`Use the authenticator app instead` : t`Use a recovery code instead`}
      </Button>
      {children}
    </form>
  );
}
