import { z } from 'zod';
import { SCREENING_LIMITS, SCREENING_MESSAGES } from './screening-messages.ts';

// Screening questions: what staff ask applicants to a job or a standing opening beyond the
// spec's fields, and the checks of an applicant's answers. The browser's apply form and the
// API run the same checks (checkScreeningAnswers), so a message seen in the form is the one
// the server would answer with.

export const SCREENING_QUESTION_KINDS = ['yes-no', 'choice', 'number', 'text'] as const;
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];

export const SCREENING_QUESTION_KIND_LABELS: Record<ScreeningQuestionKind, string> = {
  'yes-no': 'Yes or no',
  choice: 'One of several choices',
  number: 'Number',
  text: 'Short text',
};

// The limits and messages live in screening-messages.ts, which pulls in no zod: the public
// pages show the messages without loading the schemas.
export { SCREENING_LIMITS, SCREENING_MESSAGES } from './screening-messages.ts';

const YES_NO = ['yes', 'no'] as const;

const knockOutNumber = z
  .number({ error: SCREENING_MESSAGES.knockOutNumberInvalid })
  .min(-SCREENING_LIMITS.numberMax, SCREENING_MESSAGES.answerNumberRange)
  .max(SCREENING_LIMITS.numberMax, SCREENING_MESSAGES.answerNumberRange);

const knockOutRangeSchema = z.strictObject({
  min: knockOutNumber.optional(),
  max: knockOutNumber.optional(),
});

// The definition of one question, as staff write it and the API stores and answers it.
export const screeningQuestionSchema = z
  .strictObject({
    id: z
      .string({ error: SCREENING_MESSAGES.idInvalid })
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, SCREENING_MESSAGES.idInvalid),
    kind: z.enum(SCREENING_QUESTION_KINDS, { error: SCREENING_MESSAGES.kindInvalid }),
    label: z
      .string({ error: SCREENING_MESSAGES.labelRequired })
      .trim()
      .min(1, SCREENING_MESSAGES.labelRequired)
      .max(SCREENING_LIMITS.labelMax, SCREENING_MESSAGES.labelTooLong),
    required: z.boolean({ error: SCREENING_MESSAGES.requiredInvalid }).default(false),
    choices: z
      .array(
        z
          .string({ error: SCREENING_MESSAGES.choiceRequired })
          .trim()
          .min(1, SCREENING_MESSAGES.choiceRequired)
          .max(SCREENING_LIMITS.choiceMax, SCREENING_MESSAGES.choiceTooLong),
        { error: SCREENING_MESSAGES.choicesRequired },
      )
      .optional(),
    knockOut: z
      .union(
        [z.array(z.string({ error: SCREENING_MESSAGES.knockOutNotAChoice })), knockOutRangeSchema],
        {
          error: SCREENING_MESSAGES.knockOutShape,
        },
      )
      .optional(),
  })
  .superRefine((question, ctx) => {
    const issue = (message: string, path: PropertyKey[]) => {
      ctx.addIssue({ code: 'custom', message, path });
    };
    const { kind, choices, knockOut } = question;
    if (kind === 'choice') {
      if (
        !choices ||
        choices.length < SCREENING_LIMITS.choicesMin ||
        choices.length > SCREENING_LIMITS.choicesMax
      ) {
        issue(SCREENING_MESSAGES.choicesRequired, ['choices']);
      } else {
        const seen = new Set<string>();
        choices.forEach((choice, index) => {
          const key = choice.toLowerCase();
          if (seen.has(key)) issue(SCREENING_MESSAGES.choicesNotUnique, ['choices', index]);
          seen.add(key);
        });
      }
    } else if (choices !== undefined) {
      issue(SCREENING_MESSAGES.choicesOnlyForChoice, ['choices']);
    }
    if (knockOut === undefined) return;
    if (kind === 'text') {
      issue(SCREENING_MESSAGES.knockOutNotForText, ['knockOut']);
    } else if (kind === 'number') {
      if (Array.isArray(knockOut)) {
        issue(SCREENING_MESSAGES.knockOutRangeRequired, ['knockOut']);
      } else if (knockOut.min === undefined && knockOut.max === undefined) {
        issue(SCREENING_MESSAGES.knockOutRangeRequired, ['knockOut']);
      } else if (
        knockOut.min !== undefined &&
        knockOut.max !== undefined &&
        knockOut.min > knockOut.max
      ) {
        issue(SCREENING_MESSAGES.knockOutRangeBackwards, ['knockOut', 'max']);
      }
    } else if (!Array.isArray(knockOut)) {
      issue(
        kind === 'yes-no'
          ? SCREENING_MESSAGES.knockOutAnswersInvalid
          : SCREENING_MESSAGES.knockOutNotAChoice,
        ['knockOut'],
      );
    } else {
      const answers: readonly string[] = kind === 'yes-no' ? YES_NO : (choices ?? []);
      knockOut.forEach((answer, index) => {
        if (!answers.includes(answer)) {
          issue(
            kind === 'yes-no'
              ? SCREENING_MESSAGES.knockOutAnswersInvalid
              : SCREENING_MESSAGES.knockOutNotAChoice,
            ['knockOut', index],
          );
        }
      });
      if (answers.length > 0 && answers.every((answer) => knockOut.includes(answer))) {
        issue(SCREENING_MESSAGES.knockOutEveryAnswer, ['knockOut']);
      }
    }
  })
  // No knock-out is stored as none at all, and an answer listed twice once.
  .transform((question): ScreeningQuestion => {
    const { knockOut, ...rest } = question;
    if (knockOut === undefined) return rest;
    if (Array.isArray(knockOut)) {
      return knockOut.length === 0 ? rest : { ...rest, knockOut: [...new Set(knockOut)] };
    }
    return {
      ...rest,
      knockOut: {
        ...(knockOut.min !== undefined ? { min: knockOut.min } : {}),
        ...(knockOut.max !== undefined ? { max: knockOut.max } : {}),
      },
    };
  });

export type ScreeningQuestionInput = z.input<typeof screeningQuestionSchema>;

// The stored and answered shape (what the API sends and the forms read).
export type ScreeningQuestion = {
  id: string;
  kind: ScreeningQuestionKind;
  label: string;
  required: boolean;
  choices?: string[] | undefined;
  knockOut?: string[] | { min?: number | undefined; max?: number | undefined } | undefined;
};

export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema, { error: 'Screening questions must be a list' })
  .max(SCREENING_LIMITS.questions, SCREENING_MESSAGES.tooManyQuestions)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        ctx.addIssue({
          code: 'custom',
          message: SCREENING_MESSAGES.idsNotUnique,
          path: [index, 'id'],
        });
      }
      seen.add(question.id);
    });
  });

// A job's or an opening's questions as the API answers them: already checked when stored, so
// only their shape is read (a question written under older limits still reads).
export const screeningQuestionAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  label: z.string(),
  required: z.boolean(),
  choices: z.array(z.string()).optional(),
  knockOut: z
    .union([
      z.array(z.string()),
      z.object({ min: z.number().optional(), max: z.number().optional() }),
    ])
    .optional(),
});
export const screeningQuestionListSchema = z.array(screeningQuestionAnswerSchema);

// An answer as stored: yes-no "yes"/"no", a choice's text, a number, or text.
export type ScreeningAnswer = string | number;
export type ScreeningAnswers = Record<string, ScreeningAnswer>;

export type ScreeningAnswersCheck = {
  // Only the questions answered, each in its kind's form (a number as a number).
  answers: ScreeningAnswers;
  // `answers.<questionId>` for each question answered wrongly or left unanswered though
  // required; `answers` alone when the answers are not an object at all.
  fieldErrors: Record<string, string>;
};

export const answerFieldName = (questionId: string) => `answers.${questionId}`;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function checkAnswer(
  question: ScreeningQuestion,
  value: unknown,
): { answer: ScreeningAnswer } | { error: string } {
  switch (question.kind) {
    case 'yes-no':
      return value === 'yes' || value === 'no'
        ? { answer: value }
        : { error: SCREENING_MESSAGES.answerYesNo };
    case 'choice':
      return typeof value === 'string' && (question.choices ?? []).includes(value)
        ? { answer: value }
        : { error: SCREENING_MESSAGES.answerChoice };
    case 'number': {
      // A form's number box gives its text; an API client may send the number itself.
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isFinite(number)) return { error: SCREENING_MESSAGES.answerNumber };
      if (Math.abs(number) > SCREENING_LIMITS.numberMax) {
        return { error: SCREENING_MESSAGES.answerNumberRange };
      }
      return { answer: number };
    }
    case 'text': {
      if (typeof value !== 'string') return { error: SCREENING_MESSAGES.answerText };
      const text = value.trim();
      return text.length > SCREENING_LIMITS.textAnswerMax
        ? { error: SCREENING_MESSAGES.answerTextTooLong }
        : { answer: text };
    }
  }
}

// Checks an applicant's answers against the questions asked. Answers to questions that are
// not asked (any more) are left out rather than refused: a page opened before staff removed
// a question should still go through.
export function checkScreeningAnswers(
  questions: readonly ScreeningQuestion[],
  input: unknown,
): ScreeningAnswersCheck {
  input ??= {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { answers: {}, fieldErrors: { answers: SCREENING_MESSAGES.answersInvalid } };
  }
  const given = input as Record<string, unknown>;
  const answers: ScreeningAnswers = {};
  const fieldErrors: Record<string, string> = {};
  for (const question of questions) {
    const value = Object.hasOwn(given, question.id) ? given[question.id] : undefined;
    if (isBlank(value)) {
      if (question.required)
        fieldErrors[answerFieldName(question.id)] = SCREENING_MESSAGES.answerRequired;
      continue;
    }
    const checked = checkAnswer(question, value);
    if ('error' in checked) fieldErrors[answerFieldName(question.id)] = checked.error;
    else answers[question.id] = checked.answer;
  }
  return { answers, fieldErrors };
}

// Whether this answer rules the applicant out by the question's knock-out.
export function isKnockOutAnswer(
  question: ScreeningQuestion,
  answer: ScreeningAnswer | undefined,
): boolean {
  const { knockOut } = question;
  if (answer === undefined || knockOut === undefined) return false;
  if (Array.isArray(knockOut)) return typeof answer === 'string' && knockOut.includes(answer);
  if (question.kind !== 'number' || typeof answer !== 'number') return false;
  return (
    (knockOut.min !== undefined && answer < knockOut.min) ||
    (knockOut.max !== undefined && answer > knockOut.max)
  );
}

// The ids of the questions whose answer knocks out, in the order asked.
export function knockOuts(
  questions: readonly ScreeningQuestion[],
  answers: ScreeningAnswers,
): string[] {
  return questions
    .filter((question) => isKnockOutAnswer(question, answers[question.id]))
    .map((question) => question.id);
}

export function isKnockedOut(
  questions: readonly ScreeningQuestion[],
  answers: ScreeningAnswers,
): boolean {
  return knockOuts(questions, answers).length > 0;
}

// An answer as staff read it: "Yes", "No", the choice, the number or the text.
export function formatScreeningAnswer(answer: ScreeningAnswer | null | undefined): string {
  if (answer === undefined || answer === null) return 'Not answered';
  if (answer === 'yes' || answer === 'no') return answer === 'yes' ? 'Yes' : 'No';
  return String(answer);
}

// What an application stores: the questions as they were asked and the answers given.
export const screeningSnapshotSchema = z.object({
  questions: screeningQuestionListSchema,
  answers: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ScreeningSnapshot = z.infer<typeof screeningSnapshotSchema>;

// One answer as staff see it beside an application, in the order the questions were asked.
export const applicationAnswerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  // Null when an optional question was left unanswered.
  answer: z.union([z.string(), z.number()]).nullable(),
  knocksOut: z.boolean(),
});
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

export function presentScreeningAnswers(snapshot: ScreeningSnapshot): ApplicationAnswer[] {
  return snapshot.questions.map((question) => {
    const answer = snapshot.answers[question.id];
    return {
      questionId: question.id,
      label: question.label,
      kind: question.kind,
      answer: answer ?? null,
      knocksOut: isKnockOutAnswer(question, answer),
    };
  });
}

// The standing openings whose questions staff edit (the job board's jobs carry their own).
export const OPENING_KINDS = ['sales-rep', 'internship'] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];
export const openingKindSchema = z.enum(OPENING_KINDS, {
  error: 'Choose sales-rep or internship',
});

// PUT /api/admin/openings/:kind/questions
export const openingQuestionsChangeSchema = z.strictObject({
  screeningQuestions: screeningQuestionsSchema,
});

// GET /api/openings/:kind/questions and the admin endpoints' answer.
export const openingQuestionsSchema = z.object({
  kind: openingKindSchema,
  screeningQuestions: screeningQuestionListSchema,
  updatedAt: z.string().nullable(),
});
export type OpeningQuestions = z.infer<typeof openingQuestionsSchema>;
