import type { Ref } from 'react';
import {
  SCREENING_LIMITS,
  SCREENING_QUESTION_KIND_LABELS,
  SCREENING_QUESTION_KINDS,
  type ScreeningQuestionKind,
} from '@staffing/shared/screening-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, FieldGrid } from '@/components/ui/field';
import { cx } from '@/lib/cx';
import { errorAt, firstErrorBelow } from '../utils/form-error-at';
import {
  newChoiceDraft,
  type ChoiceDraft,
  type QuestionDraft,
} from '../utils/screening-question-drafts';
import styles from './screening-questions-editor.module.css';

// One question of the screening questions editor: its wording, kind, whether it is required,
// its choices and which answers knock an applicant out.

export type QuestionEditorProps = {
  draft: QuestionDraft;
  index: number;
  count: number;
  errors: unknown;
  idPrefix: string;
  labelRef: Ref<HTMLInputElement> | undefined;
  onChange: (change: Partial<QuestionDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function QuestionEditor({
  draft,
  index,
  count,
  errors,
  idPrefix,
  labelRef,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const number = index + 1;
  const name = `question ${String(number)}`;
  const idError = errorAt(errors, index, 'id');
  return (
    <Card as="fieldset" padding="md" className={styles.question}>
      <legend className={styles.legend}>Question {number}</legend>
      <div className={styles.tools}>
        <Button
          variant="secondary"
          size="sm"
          disabled={index === 0}
          onClick={() => {
            onMove(index - 1);
          }}
        >
          Move up <span className="visually-hidden">{name}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={index === count - 1}
          onClick={() => {
            onMove(index + 1);
          }}
        >
          Move down <span className="visually-hidden">{name}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          Remove <span className="visually-hidden">{name}</span>
        </Button>
      </div>
      {idError && <p className={styles.error}>{idError}</p>}
      <FieldGrid>
        <Field
          id={`${idPrefix}-label`}
          label="Question asked"
          hint="As the applicant reads it, e.g. “Do you hold a CDL-A licence?”"
          hintPlacement="after"
          error={errorAt(errors, index, 'label')}
          wide
        >
          <input
            ref={labelRef}
            type="text"
            value={draft.label}
            maxLength={SCREENING_LIMITS.labelMax}
            autoComplete="off"
            onChange={(event) => {
              onChange({ label: event.target.value });
            }}
          />
        </Field>
        <Field id={`${idPrefix}-kind`} label="Answer" error={errorAt(errors, index, 'kind')}>
          <select
            value={draft.kind}
            onChange={(event) => {
              const kind = SCREENING_QUESTION_KINDS.find((option) => option === event.target.value);
              if (kind) onChange(kindChange(draft, kind));
            }}
          >
            {SCREENING_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SCREENING_QUESTION_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Field>
        <label className={cx(styles.check, styles.requiredCheck)}>
          <input
            type="checkbox"
            checked={draft.required}
            onChange={(event) => {
              onChange({ required: event.target.checked });
            }}
          />
          Applicants must answer
        </label>
      </FieldGrid>
      {draft.kind === 'choice' && (
        <ChoicesEditor
          draft={draft}
          index={index}
          errors={errors}
          idPrefix={idPrefix}
          onChange={onChange}
        />
      )}
      {draft.kind === 'yes-no' && (
        <fieldset
          className={styles.knockOuts}
          aria-describedby={
            firstErrorBelow(errors, index, 'knockOut') ? `${idPrefix}-knockout-error` : undefined
          }
        >
          <legend className={styles.subLegend}>Knock-out answer</legend>
          <div className={styles.checks}>
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.knockOutAnswers.includes(answer)}
                  onChange={(event) => {
                    onChange({
                      knockOutAnswers: event.target.checked
                        ? [...draft.knockOutAnswers, answer]
                        : draft.knockOutAnswers.filter((value) => value !== answer),
                    });
                  }}
                />
                {answer === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          <KnockOutNote error={firstErrorBelow(errors, index, 'knockOut')} id={idPrefix} />
        </fieldset>
      )}
      {draft.kind === 'number' && (
        <fieldset className={styles.knockOuts}>
          <legend className={styles.subLegend}>Knock-out range</legend>
          <FieldGrid>
            <Field
              id={`${idPrefix}-min`}
              label="Lowest accepted number"
              optional
              error={
                errorAt(errors, index, 'knockOut', 'min') ?? errorAt(errors, index, 'knockOut')
              }
            >
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={draft.knockOutMin}
                onChange={(event) => {
                  onChange({ knockOutMin: event.target.value });
                }}
              />
            </Field>
            <Field
              id={`${idPrefix}-max`}
              label="Highest accepted number"
              optional
              error={errorAt(errors, index, 'knockOut', 'max')}
            >
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={draft.knockOutMax}
                onChange={(event) => {
                  onChange({ knockOutMax: event.target.value });
                }}
              />
            </Field>
          </FieldGrid>
          <KnockOutNote error={undefined} id={idPrefix} range />
        </fieldset>
      )}
    </Card>
  );
}

function KnockOutNote({
  error,
  id,
  range = false,
}: {
  error: string | undefined;
  id: string;
  range?: boolean;
}) {
  return (
    <>
      <p className={styles.note}>
        {range
          ? 'An answer outside the range is a knock-out. '
          : 'An applicant giving a ticked answer is a knock-out. '}
        Knock-outs are only marked on the application; you decide.
      </p>
      {error && (
        <p id={`${id}-knockout-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

// A new kind keeps the question and its choices; a choice question starts with two boxes.
function kindChange(draft: QuestionDraft, kind: ScreeningQuestionKind): Partial<QuestionDraft> {
  if (kind === 'choice' && draft.choices.length < 2) {
    return { kind, choices: [...draft.choices, newChoiceDraft(), newChoiceDraft()].slice(0, 2) };
  }
  return { kind };
}

function ChoicesEditor({
  draft,
  index,
  errors,
  idPrefix,
  onChange,
}: {
  draft: QuestionDraft;
  index: number;
  errors: unknown;
  idPrefix: string;
  onChange: (change: Partial<QuestionDraft>) => void;
}) {
  const listError = errorAt(errors, index, 'choices');
  const knockOutError = firstErrorBelow(errors, index, 'knockOut');
  const setChoice = (at: number, change: Partial<ChoiceDraft>) => {
    onChange({
      choices: draft.choices.map((choice, position) =>
        position === at ? { ...choice, ...change } : choice,
      ),
    });
  };
  const full = draft.choices.length >= SCREENING_LIMITS.choicesMax;
  return (
    <fieldset
      className={styles.knockOuts}
      aria-describedby={
        [
          listError ? `${idPrefix}-choices-error` : undefined,
          knockOutError ? `${idPrefix}-knockout-error` : undefined,
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <legend className={styles.subLegend}>Choices and knock-outs</legend>
      <ol className={styles.choices}>
        {draft.choices.map((choice, at) => {
          const choiceId = `${idPrefix}-choice-${choice.key}`;
          const error = errorAt(errors, index, 'choices', at);
          const label = `Choice ${String(at + 1)}`;
          return (
            <li key={choice.key} className={styles.choice}>
              <Field id={choiceId} label={label} error={error} className={styles.choiceText}>
                <input
                  type="text"
                  value={choice.text}
                  maxLength={SCREENING_LIMITS.choiceMax}
                  autoComplete="off"
                  onChange={(event) => {
                    setChoice(at, { text: event.target.value });
                  }}
                />
              </Field>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={choice.knocksOut}
                  onChange={(event) => {
                    setChoice(at, { knocksOut: event.target.checked });
                  }}
                />
                Knock-out <span className="visually-hidden">({label.toLowerCase()})</span>
              </label>
              <Button
                variant="secondary"
                size="sm"
                disabled={draft.choices.length <= 1}
                onClick={() => {
                  onChange({ choices: draft.choices.filter((_, position) => position !== at) });
                }}
              >
                Remove <span className="visually-hidden">{label.toLowerCase()}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id={`${idPrefix}-choices-error`} className={styles.error}>
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => {
            onChange({ choices: [...draft.choices, newChoiceDraft()] });
          }}
        >
          Add a choice
        </Button>
      </div>
      <KnockOutNote error={knockOutError} id={idPrefix} />
    </fieldset>
  );
}
