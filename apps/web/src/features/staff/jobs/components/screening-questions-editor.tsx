import type { Ref } from 'react';
import { SCREENING_LIMITS } from '@staffing/shared/screening-schemas';
import { Button } from '@/components/ui/button';
import { errorAt } from '../utils/form-error-at';
import { newQuestionDraft, type QuestionDraft } from '../utils/screening-question-drafts';
import { QuestionEditor } from './screening-question-editor';
import styles from './screening-questions-editor.module.css';

/**
 * ScreeningQuestionsEditor: the questions an apply form asks besides the spec's fields, as a
 * controlled list (react-hook-form's Controller holds it in the job form and the openings'
 * form).
 *
 * Props
 * - value, onChange: the drafts (utils/screening-question-drafts.ts).
 * - errors: the form's errors under the field, shaped like the API's questions
 *   (`0.label`, `1.choices.2`, `0.knockOut.max`), from the browser's check or the server.
 * - idPrefix: makes the controls' ids unique on the page.
 * - focusRef: what the form focuses when the questions hold its first error.
 */
type ScreeningQuestionsEditorProps = {
  value: readonly QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  errors: unknown;
  idPrefix: string;
  focusRef?: Ref<HTMLInputElement>;
};

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function ScreeningQuestionsEditor({
  value,
  onChange,
  errors,
  idPrefix,
  focusRef,
}: ScreeningQuestionsEditorProps) {
  const full = value.length >= SCREENING_LIMITS.questions;
  const listError = errorAt(errors);
  const update = (index: number, change: Partial<QuestionDraft>) => {
    onChange(value.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  };

  return (
    <div className={styles.editor}>
      {value.length === 0 ? (
        <p className={styles.empty}>No questions: applicants give the usual fields only.</p>
      ) : (
        <ol className={styles.list}>
          {value.map((draft, index) => (
            <li key={draft.id}>
              <QuestionEditor
                draft={draft}
                index={index}
                count={value.length}
                errors={errors}
                idPrefix={`${idPrefix}-sq-${draft.id}`}
                labelRef={index === 0 ? focusRef : undefined}
                onChange={(change) => {
                  update(index, change);
                }}
                onMove={(to) => {
                  onChange(move(value, index, to));
                }}
                onRemove={() => {
                  onChange(value.filter((_, at) => at !== index));
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      <div className={styles.addRow}>
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => {
            onChange([...value, newQuestionDraft()]);
          }}
        >
          Add a question
        </Button>
        <p className={styles.count} aria-live="polite">
          {value.length} of {SCREENING_LIMITS.questions} questions
        </p>
      </div>
    </div>
  );
}
