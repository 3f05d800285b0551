import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactFormInput } from '@staffing/shared/application-schemas';
import { CONTACT_COUNTRIES, CONTACT_PURPOSES, HONEYPOT_FIELD } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { Field, FieldGrid } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

const FORM_FIELDS = ['email', 'country', 'purpose', 'positions', 'comments'] as const;
type FormField = (typeof FORM_FIELDS)[number];

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

const DEFAULT_VALUES: Partial<ContactFormInput> = {
  email: '',
  positions: '',
  comments: '',
  [HONEYPOT_FIELD]: '',
};

const contactValidation = lazyResolver<ContactFormInput, unknown, ContactMessage>(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@staffing/shared/application-schemas'),
  ]);
  return zodResolver(contactFormSchema);
});

type ContactFormProps = {
  // The heading level the thank-you message takes in the page outline.
  headingLevel?: 'h2' | 'h3';
};

export function ContactForm({ headingLevel = 'h2' }: ContactFormProps) {
  const site = useSiteConfig();
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver: contactValidation.resolver,
    defaultValues: DEFAULT_VALUES,
  });
  const id = useId();
  const fieldId = (name: FormField | typeof HONEYPOT_FIELD) => `${id}-${name}`;
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The form (and the submit button holding focus) disappears on success; moving focus to
  // the thank-you heading keeps keyboard and screen reader users in place.
  useEffect(() => {
    if (mutation.isSuccess) thanksRef.current?.focus();
  }, [mutation.isSuccess]);

  const onSubmit = handleSubmit((values) => {
    // aria-disabled (not disabled) keeps the button focusable, so a second press lands here.
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onError: (error) => {
        // The server re-validates; its per-field messages belong next to the fields too.
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [name, message] of Object.entries(error.fieldErrors)) {
            if (isFormField(name)) setError(name, { message });
          }
        }
      },
    });
  });

  const Heading = headingLevel;

  if (mutation.isSuccess) {
    return (
      <div className={styles.thanks} role="status">
        <Heading ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          {MESSAGES.contactThankYouTitle}
        </Heading>
        <p className={styles.thanksText}>{MESSAGES.contactThankYouText}</p>
      </div>
    );
  }

  const pending = mutation.isPending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={contactValidation.preload}
      noValidate
    >
      <p className={styles.required}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <Field label="Email" required id={fieldId('email')} error={errors.email?.message}>
        <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>

      <FieldGrid>
        <Field label="Country" required id={fieldId('country')} error={errors.country?.message}>
          <select autoComplete="country-name" defaultValue="" {...register('country')}>
            <option value="" disabled>
              Select your country
            </option>
            {CONTACT_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </Field>

        <Field label="Purpose" required id={fieldId('purpose')} error={errors.purpose?.message}>
          <select defaultValue="" {...register('purpose')}>
            <option value="" disabled>
              Select a purpose
            </option>
            {CONTACT_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        </Field>
      </FieldGrid>

      <Field
        label="Positions"
        required
        id={fieldId('positions')}
        hint="The roles you are hiring for, or the kind of job you are looking for."
        error={errors.positions?.message}
      >
        <input type="text" {...register('positions')} />
      </Field>

      <Field label="Comments" optional id={fieldId('comments')} error={errors.comments?.message}>
        <textarea rows={5} {...register('comments')} />
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
          {...register(HONEYPOT_FIELD)}
        />
      </div>

      {mutation.isError && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>Your message could not be sent.</p>
          <p className={styles.failureText}>
            {mutation.error.message}
            {site && (
              <>
                {' '}
                You can also call us at <a href={toTelHref(site.phone)}>{site.phone}</a>.
              </>
            )}
          </p>
        </div>
      )}

      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" aria-disabled={pending}>
          {pending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
