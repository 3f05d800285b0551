import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  candidateContactInputSchema,
  type CandidateDetail,
} from '@staffing/shared/candidate-schemas';
import { LOCALES, type Locale } from '@staffing/shared/i18n/locales';
import { Button, buttonClassName } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { toTelHref } from '@/lib/phone';
import { useUpdateCandidateContact } from '../api/update-candidate-contact';
import { formatPlace } from '../utils/candidate-format';
import { Panel } from './panel';
import styles from './candidate-profile.module.css';

const FIELDS = ['phone', 'city', 'region'] as const;
type ContactField = (typeof FIELDS)[number] | 'locale';
type ContactValues = Record<(typeof FIELDS)[number], string> & { locale: Locale };

function isContactField(name: unknown): name is ContactField {
  return name === 'locale' || (FIELDS as readonly unknown[]).includes(name);
}

// The language the candidate's emails (consent requests, interviews) are written in.
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

function ContactForm({
  candidate,
  onDone,
}: {
  candidate: CandidateDetail;
  onDone: (saved: boolean) => void;
}) {
  const update = useUpdateCandidateContact(candidate._id);
  const [values, setValues] = useState<ContactValues>({
    phone: candidate.phone ?? '',
    city: candidate.city ?? '',
    region: candidate.region ?? '',
    locale: candidate.locale ?? 'en',
  });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    // An emptied box clears what the record held; the language is sent when it changed.
    const change = {
      ...Object.fromEntries(
        FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
      ),
      ...(values.locale === (candidate.locale ?? 'en') ? {} : { locale: values.locale }),
    };
    const parsed = candidateContactInputSchema.safeParse(change);
    if (!parsed.success) {
      const next: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isContactField(field)) next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      onDone(true);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      setErrors(
        Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => isContactField(name))),
      );
      setFormError(error instanceof Error ? error.message : 'The changes could not be saved.');
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset} disabled={update.isPending}>
        <legend className="visually-hidden">Contact details</legend>
        <Field label="Phone" optional error={errors.phone}>
          <input type="tel" autoComplete="off" maxLength={40} autoFocus {...field('phone')} />
        </Field>
        <Field label="City" optional error={errors.city}>
          <input type="text" autoComplete="off" maxLength={100} {...field('city')} />
        </Field>
        <Field label="State" optional hint="Two letters, e.g. IL" error={errors.region}>
          <input
            type="text"
            autoComplete="off"
            maxLength={2}
            className={styles.stateInput}
            {...field('region')}
          />
        </Field>
        <Field
          label="Preferred language"
          hint="Their shortlist and interview emails are written in it"
          error={errors.locale}
        >
          <select
            value={values.locale}
            onChange={(event) => {
              const locale = event.target.value === 'es' ? 'es' : 'en';
              setValues((current) => ({ ...current, locale }));
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          onClick={() => {
            onDone(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function CandidateContact({ candidate }: { candidate: CandidateDetail }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const closedForm = useRef(false);
  // The form goes away on Save or Cancel; focus goes back to the button that opened it.
  useEffect(() => {
    if (!editing && closedForm.current) {
      closedForm.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);
  const place = formatPlace(candidate.city, candidate.region);
  return (
    <Panel
      title="Contact details"
      aside={
        !editing && (
          <button
            ref={editButtonRef}
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label="Edit contact details"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit
          </button>
        )
      }
    >
      {editing ? (
        <ContactForm
          candidate={candidate}
          onDone={(didSave) => {
            setSaved(didSave);
            closedForm.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${candidate.email}`} className={styles.breakable}>
                {candidate.email}
              </a>
            </dd>
            <dt>Phone</dt>
            <dd>
              {candidate.phone ? (
                <a href={toTelHref(candidate.phone)}>{candidate.phone}</a>
              ) : (
                <span className={styles.muted}>Not given</span>
              )}
            </dd>
            <dt>City and state</dt>
            <dd>{place ?? <span className={styles.muted}>Not given</span>}</dd>
            <dt>Preferred language</dt>
            <dd>{LANGUAGE_NAMES[candidate.locale ?? 'en']}</dd>
          </dl>
          {saved && (
            <p className={styles.saved} role="status">
              Contact details saved.
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
