import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useId, useState } from 'react';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { createAlert } from '../api/create-alert';
import styles from './create-alert-form.module.css';

type CreateAlertCardProps = {
  id: string;
  search: Record<string, string>;
  signedIn: boolean;
  // Called with the server's message once the alert is saved.
  onCreated: (message: string) => void;
};

// The alert's form (how often, and the address when signed out), loaded when the visitor
// first reaches for "Email me jobs like these" (create-alert-form.tsx).
export default function CreateAlertCard({ id, search, signedIn, onCreated }: CreateAlertCardProps) {
  const { t, i18n } = useLingui();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const errorId = useId();

  async function submit() {
    setSaving(true);
    setError('');
    try {
      const { message } = await createAlert({
        frequency,
        search,
        ...(signedIn ? {} : { email }),
      });
      onCreated(message);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : NETWORK_ERROR_MESSAGE);
      setSaving(false);
    }
  }

  return (
    <Card as="section" padding="sm" className={styles.card} aria-label={t`New job alert`} id={id}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <fieldset className={styles.frequency}>
          <legend className={styles.legend}>
            <Trans>How often?</Trans>
          </legend>
          {(['daily', 'weekly'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="frequency"
                value={value}
                checked={frequency === value}
                onChange={() => {
                  setFrequency(value);
                }}
              />
              {value === 'daily' ? t`Daily` : t`Weekly`}
            </label>
          ))}
        </fieldset>
        {!signedIn && (
          <Field
            label={t`Your email`}
            required
            hint={t`We send one email to confirm the address first. Every alert email has an unsubscribe link.`}
            invalid={error !== ''}
            describedBy={errorId}
          >
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
            />
          </Field>
        )}
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {sharedTextIn(i18n, error)}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" disabled={saving}>
            {saving ? t`Saving…` : t`Create alert`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
