import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
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
          aria-controls={open ? formId : undefined}
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
              <Field
                label="Your email"
                required
                hint="We send one email to confirm the address first. Every alert email has an unsubscribe link."
                invalid={create.isError}
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
            {create.isError && (
              <p id={errorId} role="alert" className={styles.error}>
                {create.error.message}
              </p>
            )}
            <div>
              <Button type="submit" size="sm" disabled={create.isPending}>
                {create.isPending ? 'Saving…' : 'Create alert'}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
