import { Trans, useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES, sharedTextIn } from '@/lib/i18n/shared-messages';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { CONTACT_COUNTRIES, CONTACT_PURPOSES, HONEYPOT_FIELD } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { Field, FieldGrid } from '@/components/ui/field';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { focusField, formValues } from '@/lib/form-values';
import { lazyValidation, type FieldMessages } from '@/lib/lazy-validation';
import { toTelHref } from '@/lib/phone';
import { sendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

const FORM_FIELDS = ['email', 'country', 'purpose', 'positions', 'comments'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const contactValidation = lazyValidation(async () => {
  const { contactFormSchema } = await import('@staffing/shared/application-schemas');
  return contactFormSchema;
});

type ContactFormProps = {
  // The agency's phone number (site configuration), offered when sending fails.
  phone: string | null;
  // The heading level the thank-you message takes in the page outline.
  headingLevel?: 'h2' | 'h3';
};

type Phase =
  | { name: 'editing' }
  | { name: 'sending' }
  | { name: 'sent' }
  | { name: 'failed'; message: string };

export function ContactForm({ phone, headingLevel = 'h2' }: ContactFormProps) {
  const { t, i18n } = useLingui();
  // The form sends the spec's English value; the page names it in its language.
  const countryNames: Record<(typeof CONTACT_COUNTRIES)[number], string> = {
    'United States of America': t`United States of America`,
  };
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const id = useId();
  const fieldId = (name: FormField | typeof HONEYPOT_FIELD) => `${id}-${name}`;
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const sent = phase.name === 'sent';
  const pending = phase.name === 'sending';

  // The form (and the submit button holding focus) disappears on success; moving focus to
  // the thank-you heading keeps keyboard and screen reader users in place.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    // aria-disabled (not disabled) keeps the button focusable, so a second press lands here.
    if (pending) return;
    const form = event.currentTarget;
    let validated;
    try {
      validated = await contactValidation.validate(
        formValues(form, [...FORM_FIELDS, HONEYPOT_FIELD]),
      );
    } catch {
      setPhase({ name: 'failed', message: NETWORK_ERROR_MESSAGE });
      return;
    }
    const { data, errors: problems } = validated;
    setErrors(problems ?? {});
    if (!data) {
      const first = FORM_FIELDS.find((field) => problems[field]);
      if (first) focusField(form, first);
      return;
    }
    setPhase({ name: 'sending' });
    try {
      await sendContactMessage(data);
      setPhase({ name: 'sent' });
    } catch (error) {
      // The server re-validates; its per-field messages belong next to the fields too.
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      setPhase({
        name: 'failed',
        message: error instanceof Error ? error.message : MESSAGES.serverError,
      });
    }
  }

  const Heading = headingLevel;

  if (sent) {
    return (
      <div className={styles.thanks} role="status">
        <Heading ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          {i18n._(SHARED_MESSAGES.contactThankYouTitle)}
        </Heading>
        <p className={styles.thanksText}>{i18n._(SHARED_MESSAGES.contactThankYouText)}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={contactValidation.preload}
      noValidate
    >
      <p className={styles.required}>
        <Trans>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </Trans>
      </p>

      <Field label={t`Email`} required id={fieldId('email')} error={errors.email}>
        <input type="email" name="email" autoComplete="email" inputMode="email" />
      </Field>

      <FieldGrid>
        <Field label={t`Country`} required id={fieldId('country')} error={errors.country}>
          <select name="country" autoComplete="country-name" defaultValue="">
            <option value="" disabled>
              {t`Select your country`}
            </option>
            {CONTACT_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {countryNames[country]}
              </option>
            ))}
          </select>
        </Field>

        <Field label={t`Purpose`} required id={fieldId('purpose')} error={errors.purpose}>
          <select name="purpose" defaultValue="">
            <option value="" disabled>
              {t`Select a purpose`}
            </option>
            {CONTACT_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose === 'Employment Opportunities'
                  ? t`Employment Opportunities`
                  : t`Interested in the company's Services`}
              </option>
            ))}
          </select>
        </Field>
      </FieldGrid>

      <Field
        label={t`Positions`}
        required
        id={fieldId('positions')}
        hint={t`The roles you are hiring for, or the kind of job you are looking for.`}
        error={errors.positions}
      >
        <input type="text" name="positions" />
      </Field>

      <Field label={t`Comments`} optional id={fieldId('comments')} error={errors.comments}>
        <textarea name="comments" rows={5} />
      </Field>

      {/* Honeypot: people never see or reach it; bots that fill every input do. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Website</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          name={HONEYPOT_FIELD}
        />
      </div>

      {phase.name === 'failed' && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>
            <Trans>Your message could not be sent.</Trans>
          </p>
          <p className={styles.failureText}>
            {sharedTextIn(i18n, phase.message)}
            {phone && (
              <>
                {' '}
                <Trans>
                  You can also call us at <a href={toTelHref(phone)}>{phone}</a>.
                </Trans>
              </>
            )}
          </p>
        </div>
      )}

      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" aria-disabled={pending}>
          {pending ? t`Sending...` : t`Send Message`}
        </Button>
      </div>
    </form>
  );
}
