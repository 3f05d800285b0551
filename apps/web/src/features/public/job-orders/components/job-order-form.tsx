import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { HONEYPOT_FIELD, INDUSTRIES, type Industry } from '@staffing/shared/constants';
import {
  ASSIGNMENT_TYPES,
  JOB_ORDER_FORM_FIELDS,
  SHIFTS,
  US_STATES,
  type AssignmentType,
  type Shift,
} from '@staffing/shared/job-order-constants';
import type { JobOrderRequest } from '@staffing/shared/job-order-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { Field, FieldGrid } from '@/components/ui/field';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { focusField, formValues } from '@/lib/form-values';
import { lazyValidation, type FieldMessages } from '@/lib/lazy-validation';
import { toTelHref } from '@/lib/phone';
import { sendJobOrder } from '../api/send-job-order';
import styles from './job-order-form.module.css';

// The schema (and zod) load on the form's first focus, as the contact form's do: the pages
// that hold this form start without them.
const orderValidation = lazyValidation(async () => {
  const { jobOrderRequestSchema } = await import('@staffing/shared/job-order-schemas');
  return jobOrderRequestSchema;
});

type FormField = (typeof JOB_ORDER_FORM_FIELDS)[number];

type JobOrderFormProps = {
  // Preselected on an industry's page; the employer may still change it.
  industry: Industry | null;
  // The agency's phone number, offered when sending fails.
  phone: string | null;
  headingLevel?: 'h2' | 'h3';
  // The client portal's use: the contact's details filled in, and its own endpoint.
  initial?: Partial<Record<'contactName' | 'company' | 'email' | 'phone', string>>;
  send?: (order: JobOrderRequest) => Promise<{ message: string }>;
};

type Phase =
  | { name: 'editing' }
  | { name: 'sending' }
  | { name: 'sent'; message: string }
  | { name: 'failed'; message: string };

// The "Request staff" form of /find-talent and its industry pages: an employer's job order.
export function JobOrderForm({
  industry,
  phone,
  headingLevel = 'h3',
  initial,
  send = sendJobOrder,
}: JobOrderFormProps) {
  const { t, i18n } = useLingui();
  const assignmentTypeName = (value: AssignmentType) =>
    value === 'temporary'
      ? t`Temporary`
      : value === 'temp-to-hire'
        ? t`Temp-to-hire`
        : t`Direct hire`;
  const shiftName = (value: Shift): string =>
    ({
      day: t`Day`,
      evening: t`Evening`,
      night: t`Night`,
      rotating: t`Rotating`,
      weekend: t`Weekend`,
      flexible: t`Flexible`,
    })[value];
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [assignment, setAssignment] = useState('');
  const id = useId();
  const fieldId = (name: FormField | typeof HONEYPOT_FIELD) => `${id}-${name}`;
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const sent = phase.name === 'sent';
  const pending = phase.name === 'sending';
  const directHire = assignment === 'direct-hire';

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    let validated;
    try {
      validated = await orderValidation.validate(
        formValues(form, [...JOB_ORDER_FORM_FIELDS, HONEYPOT_FIELD]),
      );
    } catch {
      setPhase({ name: 'failed', message: NETWORK_ERROR_MESSAGE });
      return;
    }
    const { data, errors: problems } = validated;
    setErrors(problems ?? {});
    if (!data) {
      const first = JOB_ORDER_FORM_FIELDS.find((field) => problems[field]);
      if (first) focusField(form, first);
      return;
    }
    setPhase({ name: 'sending' });
    try {
      const answer = await send(data);
      setPhase({ name: 'sent', message: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      setPhase({
        name: 'failed',
        message: error instanceof Error ? error.message : MESSAGES.serverError,
      });
    }
  }

  const Heading = headingLevel;

  if (phase.name === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <Heading ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          {t`Request received`}
        </Heading>
        <p className={styles.thanksText}>{sharedTextIn(i18n, phase.message)}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={orderValidation.preload}
      noValidate
      aria-label={t`Request staff`}
    >
      <p className={styles.required}>
        <Trans>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </Trans>
      </p>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>The role</Trans>
        </legend>
        <FieldGrid>
          <Field label={t`Position`} required id={fieldId('position')} error={errors.position}>
            <input type="text" name="position" autoComplete="off" />
          </Field>
          <Field label={t`Industry`} required id={fieldId('industry')} error={errors.industry}>
            <select name="industry" defaultValue={industry ?? ''}>
              <option value="" disabled>
                {t`Select an industry`}
              </option>
              {INDUSTRIES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(INDUSTRY_NAMES[value])}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`Headcount`} required id={fieldId('headcount')} error={errors.headcount}>
            <input type="number" name="headcount" min={1} max={500} step={1} inputMode="numeric" />
          </Field>
          <Field label={t`Start date`} required id={fieldId('startDate')} error={errors.startDate}>
            <input type="date" name="startDate" />
          </Field>
          <Field
            label={t`Assignment type`}
            required
            id={fieldId('assignmentType')}
            error={errors.assignmentType}
          >
            <select
              name="assignmentType"
              defaultValue=""
              onChange={(event) => {
                setAssignment(event.currentTarget.value);
              }}
            >
              <option value="" disabled>
                {t`Select a type`}
              </option>
              {ASSIGNMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {assignmentTypeName(value)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`Shift`} required id={fieldId('shift')} error={errors.shift}>
            <select name="shift" defaultValue="">
              <option value="" disabled>
                {t`Select a shift`}
              </option>
              {SHIFTS.map((value) => (
                <option key={value} value={value}>
                  {shiftName(value)}
                </option>
              ))}
            </select>
          </Field>
          {!directHire && (
            <div className={styles.endDate}>
              <Field
                label={t`End date`}
                id={fieldId('endDate')}
                hint={t`Or choose "Ongoing" if the assignment has no set end.`}
                error={errors.endDate}
              >
                <input type="date" name="endDate" />
              </Field>
              <label className={styles.checkbox} htmlFor={fieldId('ongoing')}>
                <input id={fieldId('ongoing')} type="checkbox" name="ongoing" />
                <Trans>Ongoing</Trans>
              </label>
            </div>
          )}
        </FieldGrid>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Pay rate offered</Trans>
        </legend>
        <FieldGrid>
          <Field label={t`Pay from`} optional id={fieldId('payMin')} error={errors.payMin}>
            <input type="number" name="payMin" min={0} step="0.01" inputMode="decimal" />
          </Field>
          <Field label={t`Pay to`} optional id={fieldId('payMax')} error={errors.payMax}>
            <input type="number" name="payMax" min={0} step="0.01" inputMode="decimal" />
          </Field>
          <Field label={t`Paid per`} optional id={fieldId('payPeriod')} error={errors.payPeriod}>
            <select name="payPeriod" defaultValue="">
              <option value="">{t`Select`}</option>
              <option value="hour">{t`Hour`}</option>
              <option value="year">{t`Year`}</option>
            </select>
          </Field>
        </FieldGrid>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Worksite</Trans>
        </legend>
        <FieldGrid>
          <Field label={t`City`} required id={fieldId('city')} error={errors.city}>
            <input type="text" name="city" autoComplete="address-level2" />
          </Field>
          <Field label={t`State`} required id={fieldId('state')} error={errors.state}>
            <select name="state" defaultValue="" autoComplete="address-level1">
              <option value="" disabled>
                {t`Select a state`}
              </option>
              {US_STATES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t`ZIP code`} required id={fieldId('zip')} error={errors.zip}>
            <input type="text" name="zip" autoComplete="postal-code" inputMode="numeric" />
          </Field>
        </FieldGrid>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Requirements</Trans>
        </legend>
        <FieldGrid>
          <Field label={t`Licences`} optional id={fieldId('licences')} error={errors.licences}>
            <input type="text" name="licences" autoComplete="off" />
          </Field>
          <Field
            label={t`Certifications`}
            optional
            id={fieldId('certifications')}
            error={errors.certifications}
          >
            <input type="text" name="certifications" autoComplete="off" />
          </Field>
          <Field label={t`Languages`} optional id={fieldId('languages')} error={errors.languages}>
            <input type="text" name="languages" autoComplete="off" />
          </Field>
        </FieldGrid>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Your details</Trans>
        </legend>
        <FieldGrid>
          <Field
            label={t`Your name`}
            required
            id={fieldId('contactName')}
            error={errors.contactName}
          >
            <input
              type="text"
              name="contactName"
              autoComplete="name"
              defaultValue={initial?.contactName}
            />
          </Field>
          <Field label={t`Company`} required id={fieldId('company')} error={errors.company}>
            <input
              type="text"
              name="company"
              autoComplete="organization"
              defaultValue={initial?.company}
            />
          </Field>
          <Field label={t`Email`} required id={fieldId('email')} error={errors.email}>
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={initial?.email}
            />
          </Field>
          <Field label={t`Phone`} required id={fieldId('phone')} error={errors.phone}>
            <input
              type="tel"
              name="phone"
              autoComplete="tel"
              inputMode="tel"
              defaultValue={initial?.phone}
            />
          </Field>
        </FieldGrid>
      </fieldset>

      <Field label={t`Notes`} optional id={fieldId('notes')} error={errors.notes}>
        <textarea name="notes" rows={4} />
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
            <Trans>Your request could not be sent.</Trans>
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
          {pending ? t`Sending...` : t`Send request`}
        </Button>
      </div>
    </form>
  );
}
