import { z } from 'zod';
import {
  screeningQuestionsSchema,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
  type ScreeningQuestionKind,
} from '@staffing/shared/screening-schemas';

// A screening question as the editor holds it: every kind's inputs at once (switching the
// kind back and forth keeps what was typed), the knock-outs as the checkboxes and boxes show
// them. fromDrafts makes the API's shape, which the API's own schema then checks.

export type ChoiceDraft = { key: string; text: string; knocksOut: boolean };

export type QuestionDraft = {
  id: string;
  kind: ScreeningQuestionKind;
  label: string;
  required: boolean;
  choices: ChoiceDraft[];
  knockOutAnswers: ('yes' | 'no')[];
  knockOutMin: string;
  knockOutMax: string;
};

let sequence = 0;
// Unique within a page's life and never clashing with stored ids (q + time + counter).
export function newDraftKey(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence.toString(36)}`;
}

export const newChoiceDraft = (text = ''): ChoiceDraft => ({
  key: newDraftKey('c'),
  text,
  knocksOut: false,
});

export function newQuestionDraft(): QuestionDraft {
  return {
    id: newDraftKey('q'),
    kind: 'yes-no',
    label: '',
    required: true,
    choices: [newChoiceDraft(), newChoiceDraft()],
    knockOutAnswers: [],
    knockOutMin: '',
    knockOutMax: '',
  };
}

export function toQuestionDrafts(questions: readonly ScreeningQuestion[]): QuestionDraft[] {
  return questions.map((question) => {
    const listed = Array.isArray(question.knockOut) ? question.knockOut : [];
    const range = question.knockOut && !Array.isArray(question.knockOut) ? question.knockOut : {};
    const choices = question.choices ?? [];
    return {
      id: question.id,
      kind: question.kind,
      label: question.label,
      required: question.required,
      choices: (choices.length > 0 ? choices : ['', '']).map((text) => ({
        ...newChoiceDraft(text),
        knocksOut: listed.includes(text),
      })),
      knockOutAnswers: (['yes', 'no'] as const).filter((answer) => listed.includes(answer)),
      knockOutMin: range.min === undefined ? '' : String(range.min),
      knockOutMax: range.max === undefined ? '' : String(range.max),
    };
  });
}

// An empty box is "no bound"; anything else must read as a number (NaN is refused by the
// schema with its own message).
const bound = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

export function fromQuestionDrafts(drafts: readonly QuestionDraft[]): ScreeningQuestionInput[] {
  return drafts.map((draft) => {
    const base = { id: draft.id, kind: draft.kind, label: draft.label, required: draft.required };
    switch (draft.kind) {
      case 'yes-no':
        return draft.knockOutAnswers.length > 0
          ? {
              ...base,
              knockOut: (['yes', 'no'] as const).filter((answer) =>
                draft.knockOutAnswers.includes(answer),
              ),
            }
          : base;
      case 'choice': {
        const knockOut = draft.choices
          .filter((choice) => choice.knocksOut)
          .map((choice) => choice.text.trim());
        return {
          ...base,
          choices: draft.choices.map((choice) => choice.text),
          ...(knockOut.length > 0 ? { knockOut } : {}),
        };
      }
      case 'number': {
        const min = bound(draft.knockOutMin);
        const max = bound(draft.knockOutMax);
        return min === undefined && max === undefined
          ? base
          : {
              ...base,
              knockOut: {
                ...(min !== undefined ? { min } : {}),
                ...(max !== undefined ? { max } : {}),
              },
            };
      }
      case 'text':
        return base;
    }
  });
}

// The form's field: drafts in, the API's questions out, checked by the API's schema so the
// messages (and their paths: screeningQuestions.0.label) are the server's.
export const questionDraftsSchema = z
  .array(z.custom<QuestionDraft>())
  .transform((drafts) => fromQuestionDrafts(drafts))
  .pipe(screeningQuestionsSchema);
