import { useId, useRef, useState } from 'react';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { createAlert } from '../api/create-alert';
import styles from './create-alert-form.module.css';

type CreateAlertFormProps = {
  // The list's current query parameters: whatever filters the find-job page has.
  search: Record<string, string>;
  // Signed in: the account's address is used and the alert shows on the profile.
  signedIn: boolean;
  className?: string;
};

// "Email me jobs like these": saves the search on screen as a daily or weekly email. Part of
// the find-job page's alert island, so it asks the API itself (no query cache).
export function CreateAlertForm({ search, signedIn, className }: CreateAlertFormProps) {
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const formId = useId();
  const errorId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function submit() {
    setSaving(true);
    setError('');
    try {
      const { message } = await createAlert({
        frequency,
        search,
        ...(signedIn ? {} : { email }),
      });
      setDone(message);
      setOpen(false);
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : NETWORK_ERROR_MESSAGE);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={cx(styles.box, className)}>
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => {
            setOpen(!open);
            setDone('');
            setError('');
          }}
        >
          Email me jobs like these
        </Button>
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.done}>
          {done}
          {done && signedIn && (
            <>
              {' '}
              <AppLink to="/profile">Manage your alerts</AppLink>
            </>
          )}
        </p>
      </div>
      {open && (
        <Card
          as="section"
          padding="sm"
          className={styles.card}
          aria-label="New job alert"
          id={formId}
        >
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            noValidate
          >
            <fieldset className={styles.frequency}>
              <legend className={styles.legend}>How often?</legend>
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
                  {value === 'daily' ? 'Daily' : 'Weekly'}
                </label>
              ))}
            </fieldset>
            {!signedIn && (
              <Field
                label="Your email"
                required
                hint="We send one email to confirm the address first. Every alert email has an unsubscribe link."
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
                {error}
              </p>
            )}
            <div>
              <Button type="submit" size="sm" disabled={saving}>
                {saving ? 'Saving…' : 'Create alert'}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
