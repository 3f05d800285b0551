import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { Link } from 'react-router';
import { INDUSTRIES, INDUSTRY_LABELS, JOB_STATUSES, JOB_TYPES } from '@staffing/shared/constants';
import { SALARY_PERIODS, WORKPLACE_LABELS, WORKPLACES } from '@staffing/shared/job-facts';
import { Button } from '@/components/ui/button';
import { FieldGrid } from '@/components/ui/field';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { todayIsoDate } from '../utils/job-dates';
import styles from './job-form.module.css';
import { Field } from './job-form-field';
import { ScreeningQuestionsEditor } from './screening-questions-editor';
import { SpanishVersionFields } from './spanish-version-fields';
import {
  EMPTY_JOB_FORM,
  STATUS_LABELS,
  isFieldName,
  isSpanishFieldName,
  postJobFormSchema,
  jobFormSchema,
  type JobFormInput,
  type JobFormValues,
} from './job-form-values';

type JobFormProps = {
  // Posting a job refuses a closing date before today; editing allows one.
  mode?: 'post' | 'edit';
  defaultValues?: DefaultValues<JobFormInput>;
  submitLabel: string;
  submittingLabel: string;
  // The page's message after a failed submit, shown as an alert next to the button.
  errorMessage?: string | undefined;
  cancelTo?: string;
  // A rejection with an ApiError carrying fieldErrors puts each message next to its field.
  onSubmit: (values: JobFormValues) => Promise<unknown>;
};

// The one job form behind both /admin/post-job and /edit-job/{jobId}: same fields, options
// and rules (the API's own zod schema) in both places, Drivers included.
export function JobForm({
  mode = 'post',
  defaultValues,
  submitLabel,
  submittingLabel,
  errorMessage,
  cancelTo,
  onSubmit,
}: JobFormProps) {
  const idPrefix = useId();
  // Read once per form: the date picker's lower bound and the rule agree for its lifetime.
  const today = useMemo(() => (mode === 'post' ? todayIsoDate() : undefined), [mode]);
  // Folded away unless the job has a Spanish version already.
  const [spanishOpen, setSpanishOpen] = useState(() =>
    Object.values(defaultValues?.spanishVersion ?? {}).some((text) => Boolean(text)),
  );
  // A message in the Spanish version unfolds it before the form moves focus there (a box in
  // a closed <details> cannot take focus).
  const openSpanish = () => {
    flushSync(() => {
      setSpanishOpen(true);
    });
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(today ? postJobFormSchema(today) : jobFormSchema),
    defaultValues: { ...EMPTY_JOB_FORM, ...defaultValues },
  });

  const submit = handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fieldErrors) return;
        putServerErrors(error.fieldErrors);
      }
    },
    (invalid) => {
      if (invalid.spanishVersion) openSpanish();
    },
  );

  function putServerErrors(fieldErrors: Record<string, string>) {
    // Create answers flat keys ('title'), edit nested ones ('overview.title').
    let first = true;
    for (const [key, message] of Object.entries(fieldErrors)) {
      const name = key.replace(/^(overview|details)\./, '');
      // The Spanish version's: 'spanish.title' and the like ('spanish' alone on its title).
      if (name === 'spanish' || name.startsWith('spanish.')) {
        const box = name.slice('spanish.'.length);
        openSpanish();
        setError(
          `spanishVersion.${isSpanishFieldName(box) ? box : 'title'}`,
          { type: 'server', message },
          { shouldFocus: first },
        );
        first = false;
        continue;
      }
      // A question's message goes to its box: 'screeningQuestions.0.label' and the like.
      if (name === 'screeningQuestions' || name.startsWith('screeningQuestions.')) {
        const path = name.replace(/^screeningQuestions/, 'questions');
        setError(path as 'questions', { type: 'server', message });
        continue;
      }
      if (!isFieldName(name)) continue;
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }

  const fieldProps = { idPrefix, errors };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.note}>All fields are required unless marked optional.</p>

      <Card as="fieldset" padding="lg" className={styles.group}>
        <legend className={styles.legend}>Overview</legend>
        <FieldGrid>
          <Field {...fieldProps} name="title" label="Job title" wide>
            <input {...register('title')} type="text" autoComplete="off" aria-required="true" />
          </Field>
          <Field {...fieldProps} name="location" label="Location" hint="City and state, or Remote.">
            <input {...register('location')} type="text" autoComplete="off" aria-required="true" />
          </Field>
          <Field {...fieldProps} name="industry" label="Industry">
            <select {...register('industry')} aria-required="true">
              <option value="">Select an industry</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {INDUSTRY_LABELS[industry]}
                </option>
              ))}
            </select>
          </Field>
          <Field {...fieldProps} name="salary" label="Salary" hint="For example $22–$26 per hour.">
            <input {...register('salary')} type="text" autoComplete="off" aria-required="true" />
          </Field>
          <Field {...fieldProps} name="type" label="Job type">
            <select {...register('type')} aria-required="true">
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </Field>
          <Field {...fieldProps} name="schedule" label="Schedule" wide>
            <input {...register('schedule')} type="text" autoComplete="off" aria-required="true" />
          </Field>
        </FieldGrid>
      </Card>

      <Card as="fieldset" padding="lg" className={styles.group}>
        <legend className={styles.legend}>Pay and place for search</legend>
        <p className={styles.groupNote}>
          What the job board filters on and Google for Jobs shows. Pay or address left empty is read
          from the salary and location above.
        </p>
        <FieldGrid>
          <Field {...fieldProps} name="salaryMin" label="Minimum pay" optional>
            <input
              {...register('salaryMin')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
            />
          </Field>
          <Field {...fieldProps} name="salaryMax" label="Maximum pay" optional>
            <input
              {...register('salaryMax')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
            />
          </Field>
          <Field {...fieldProps} name="salaryPeriod" label="Paid per" optional>
            <select {...register('salaryPeriod')}>
              <option value="">Choose a period</option>
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {period}
                </option>
              ))}
            </select>
          </Field>
          <Field
            {...fieldProps}
            name="salaryCurrency"
            label="Currency"
            hint="Three-letter code, like USD."
          >
            <input {...register('salaryCurrency')} type="text" autoComplete="off" maxLength={3} />
          </Field>
          <Field {...fieldProps} name="workplace" label="Workplace">
            <select {...register('workplace')}>
              {WORKPLACES.map((workplace) => (
                <option key={workplace} value={workplace}>
                  {WORKPLACE_LABELS[workplace]}
                </option>
              ))}
            </select>
          </Field>
          <Field {...fieldProps} name="city" label="City" optional>
            <input {...register('city')} type="text" autoComplete="off" />
          </Field>
          <Field {...fieldProps} name="region" label="State" hint="Two letters, like IL." optional>
            <input {...register('region')} type="text" autoComplete="off" maxLength={2} />
          </Field>
          <Field {...fieldProps} name="postalCode" label="ZIP code" optional>
            <input
              {...register('postalCode')}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
            />
          </Field>
        </FieldGrid>
      </Card>

      <Card as="fieldset" padding="lg" className={styles.group}>
        <legend className={styles.legend}>Details</legend>
        <p className={styles.groupNote}>
          Line breaks are kept on the job page, so lists can go one item per line.
        </p>
        <Field {...fieldProps} name="description" label="Description">
          <textarea {...register('description')} rows={6} aria-required="true" />
        </Field>
        <Field {...fieldProps} name="responsibilities" label="Responsibilities">
          <textarea {...register('responsibilities')} rows={6} aria-required="true" />
        </Field>
        <Field {...fieldProps} name="skills" label="Skills">
          <textarea {...register('skills')} rows={5} aria-required="true" />
        </Field>
      </Card>

      <Card as="fieldset" padding="lg" className={styles.group}>
        <legend className={styles.legend}>About the employer</legend>
        <Field {...fieldProps} name="aboutUs" label="About us" optional>
          <textarea {...register('aboutUs')} rows={4} />
        </Field>
        <Field {...fieldProps} name="whatWeOffer" label="What we offer" optional>
          <textarea {...register('whatWeOffer')} rows={4} />
        </Field>
      </Card>

      <Card padding="lg" className={styles.group}>
        <SpanishVersionFields
          idPrefix={idPrefix}
          register={register}
          errors={errors}
          open={spanishOpen}
          onOpenChange={setSpanishOpen}
        />
      </Card>

      <Card as="fieldset" padding="lg" className={styles.group}>
        <legend className={styles.legend}>Availability</legend>
        <FieldGrid>
          <Field
            {...fieldProps}
            name="status"
            label="Status"
            hint="Filled and closed jobs leave the job board; their page stays up and says applications are closed."
          >
            <select {...register('status')} aria-required="true">
              {JOB_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            {...fieldProps}
            name="validThrough"
            label="Closing date"
            hint="The last day to apply. Leave empty for no closing date."
            optional
          >
            <input {...register('validThrough')} type="date" min={today} />
          </Field>
        </FieldGrid>
      </Card>

      <Card as="fieldset" padding="lg" className={styles.group}>
        <legend className={styles.legend}>Screening questions</legend>
        <p className={styles.groupNote}>
          Up to 10 questions the apply form asks besides name, email and resume. An answer you mark
          as a knock-out only flags the application for you; nobody is turned away for it.
        </p>
        <Controller
          control={control}
          name="questions"
          render={({ field }) => (
            <ScreeningQuestionsEditor
              idPrefix={idPrefix}
              value={field.value ?? []}
              onChange={field.onChange}
              errors={errors.questions}
              focusRef={field.ref}
            />
          )}
        />
      </Card>

      {errorMessage && (
        <p className={styles.formError} role="alert">
          {errorMessage}
        </p>
      )}

      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {cancelTo && (
          <Link to={cancelTo} className={styles.cancel}>
            Cancel
          </Link>
        )}
      </div>
    </form>
  );
}
