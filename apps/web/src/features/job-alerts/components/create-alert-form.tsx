import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { Button } from '@/components/ui/button';
import { useCreateAlert } from '../api/create-alert';
import styles from './create-alert-form.module.css';

type CreateAlertFormProps = {
  // The list's current query parameters: whatever filters the find-job page has.
  search: Record<string, string>;
  // Signed in: the account's address is used and the alert shows on the profile.
  signedIn: boolean;
};

// "Email me jobs like these": saves the search on screen as a daily or weekly email.
export function CreateAlertForm({ search, signedIn }: CreateAlertFormProps) {
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');
  const create = useCreateAlert();
  const formId = useId();
  const emailId = useId();
  const errorId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);

  function submit() {
    create.mutate(
      { frequency, search, ...(signedIn ? {} : { email }) },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          setOpen(false);
          requestAnimationFrame(() => statusRef.current?.focus());
        },
      },
    );
  }

  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            setOpen(!open);
            setDone('');
            create.reset();
          }}
        >
          Email me jobs like these
        </Button>
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.done}>
          {done}
          {done && signedIn && (
            <>
              {' '}
              <Link to="/profile">Manage your alerts</Link>
            </>
          )}
        </p>
      </div>
      {open && (
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
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
            <div className={styles.field}>
              <label htmlFor={emailId} className={styles.legend}>
                Your email
              </label>
              <input
                id={emailId}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                className={styles.input}
                value={email}
                aria-invalid={create.isError || undefined}
                aria-describedby={create.isError ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                }}
              />
            </div>
          )}
          <Button type="submit" size="sm" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Create alert'}
          </Button>
          {create.isError && (
            <p id={errorId} role="alert" className={styles.error}>
              {create.error.message}
            </p>
          )}
          {!signedIn && (
            <p className={styles.hint}>
              We will send one email to confirm the address first. Every alert email has an
              unsubscribe link.
            </p>
          )}
        </form>
      )}
    </div>
  );
}
