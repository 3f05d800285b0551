import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SCREENING_LIMITS, type ScreeningQuestion } from '@staffing/shared/screening-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/page-loading';
import styles from './screening-question-fields.module.css';

export type AnswerFieldName = `answers.${string}`;

type ScreeningQuestionFieldsProps = {
  questions: readonly ScreeningQuestion[];
  register: (name: AnswerFieldName) => UseFormRegisterReturn;
  // The message per question id, from the browser's check or the server's answer.
  errors: Readonly<Record<string, string | undefined>>;
  idPrefix: string;
  // While the questions of an opening load, and when they could not be.
  loading?: boolean | undefined;
  onRetry?: (() => void) | undefined;
};

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className={styles.optional}>
      {' '}
      <Trans>(optional)</Trans>
    </span>
  );
}

// One radio group: a fieldset named by its legend, invalid and required on the group, its
// message linked to it.
function ChoiceQuestion({
  question,
  options,
  registration,
  error,
  id,
}: {
  question: ScreeningQuestion;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
  id: string;
}) {
  const { i18n } = useLingui();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={question.required ? true : undefined}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {question.label}
        <RequiredMark required={question.required} />
      </legend>
      <div className={options.length === 2 ? styles.pair : styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              {...registration}
              id={`${id}-${String(index)}`}
              type="radio"
              value={option.value}
              className={styles.radio}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {sharedTextIn(i18n, error)}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The job's or the opening's own questions, below the spec's fields of the apply form:
 * yes-no and choice questions as radio groups, numbers and short text as boxes.
 */
export function ScreeningQuestionFields({
  questions,
  register,
  errors,
  idPrefix,
  loading = false,
  onRetry,
}: ScreeningQuestionFieldsProps) {
  const { t } = useLingui();
  if (!loading && !onRetry && questions.length === 0) return null;
  const yesNo = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ];
  const headingId = `${idPrefix}-questions`;
  return (
    <section className={styles.questions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>A few questions</Trans>
      </h3>
      {loading ? (
        <p role="status" className={styles.status}>
          <Spinner />
          <Trans>Loading the questions…</Trans>
        </p>
      ) : onRetry && questions.length === 0 ? (
        <div role="alert" className={styles.problem}>
          <p className={styles.problemText}>
            <Trans>The questions could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        questions.map((question) => {
          const name: AnswerFieldName = `answers.${question.id}`;
          const id = `${idPrefix}-answer-${question.id}`;
          const error = errors[question.id];
          switch (question.kind) {
            case 'yes-no':
            case 'choice':
              return (
                <ChoiceQuestion
                  key={question.id}
                  question={question}
                  options={
                    question.kind === 'yes-no'
                      ? yesNo
                      : (question.choices ?? []).map((choice) => ({
                          value: choice,
                          label: choice,
                        }))
                  }
                  registration={register(name)}
                  error={error}
                  id={id}
                />
              );
            case 'number':
              return (
                <Field
                  key={question.id}
                  id={id}
                  label={question.label}
                  required={question.required}
                  optional={!question.required}
                  error={error}
                >
                  <input
                    {...register(name)}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className={styles.number}
                  />
                </Field>
              );
            case 'text':
              return (
                <Field
                  key={question.id}
                  id={id}
                  label={question.label}
                  required={question.required}
                  optional={!question.required}
                  error={error}
                >
                  <input
                    {...register(name)}
                    type="text"
                    maxLength={SCREENING_LIMITS.textAnswerMax}
                    autoComplete="off"
                  />
                </Field>
              );
          }
        })
      )}
    </section>
  );
}
