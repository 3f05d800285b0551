import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../src/api-error.ts';
import { createJobSchema, updateJobSchema } from '../src/job-schemas.ts';
import {
  checkScreeningAnswers,
  formatScreeningAnswer,
  isKnockedOut,
  knockOuts,
  presentScreeningAnswers,
  SCREENING_MESSAGES,
  screeningQuestionSchema,
  screeningQuestionsSchema,
  type ScreeningQuestion,
} from '../src/screening-schemas.ts';

const QUESTIONS: ScreeningQuestion[] = [
  { id: 'cdl', kind: 'yes-no', label: 'CDL-A?', required: true, knockOut: ['no'] },
  {
    id: 'shift',
    kind: 'choice',
    label: 'Shift',
    required: false,
    choices: ['Days', 'Nights'],
    knockOut: ['Nights'],
  },
  { id: 'years', kind: 'number', label: 'Years', required: true, knockOut: { min: 2, max: 40 } },
  { id: 'notes', kind: 'text', label: 'Notes', required: false },
];

const errorsOf = (input: unknown) => {
  const result = screeningQuestionsSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('screening question definitions', () => {
  it('trim labels and choices, default required to false and drop an empty knock-out', () => {
    expect(
      screeningQuestionSchema.parse({
        id: 'shift',
        kind: 'choice',
        label: '  Shift? ',
        choices: [' Days', 'Nights '],
        knockOut: [],
      }),
    ).toEqual({
      id: 'shift',
      kind: 'choice',
      label: 'Shift?',
      required: false,
      choices: ['Days', 'Nights'],
    });
    expect(
      screeningQuestionSchema.parse({
        id: 'cdl',
        kind: 'yes-no',
        label: 'CDL?',
        knockOut: ['no', 'no'],
      }).knockOut,
    ).toEqual(['no']);
  });

  it('accept every kind with its knock-outs', () => {
    expect(screeningQuestionsSchema.safeParse(QUESTIONS).success).toBe(true);
    expect(
      screeningQuestionsSchema.safeParse([
        { id: 'pay', kind: 'number', label: 'Pay', knockOut: { max: 30 } },
      ]).success,
    ).toBe(true);
  });

  it.each([
    [{ ...QUESTIONS[0], id: '' }, '0.id', SCREENING_MESSAGES.idInvalid],
    [{ ...QUESTIONS[0], id: 'a.b' }, '0.id', SCREENING_MESSAGES.idInvalid],
    [{ ...QUESTIONS[0], label: 'x'.repeat(201) }, '0.label', SCREENING_MESSAGES.labelTooLong],
    [{ ...QUESTIONS[0], required: 'yes' }, '0.required', SCREENING_MESSAGES.requiredInvalid],
    [
      { ...QUESTIONS[1], choices: undefined, knockOut: undefined },
      '0.choices',
      SCREENING_MESSAGES.choicesRequired,
    ],
    [{ ...QUESTIONS[1], choices: ['Days', ''] }, '0.choices.1', SCREENING_MESSAGES.choiceRequired],
    [
      { ...QUESTIONS[1], choices: ['Days', 'x'.repeat(101)], knockOut: [] },
      '0.choices.1',
      SCREENING_MESSAGES.choiceTooLong,
    ],
    [
      { ...QUESTIONS[1], knockOut: ['Days', 'Nights'] },
      '0.knockOut',
      SCREENING_MESSAGES.knockOutEveryAnswer,
    ],
    [
      { ...QUESTIONS[1], knockOut: { min: 1 } },
      '0.knockOut',
      SCREENING_MESSAGES.knockOutNotAChoice,
    ],
    [{ ...QUESTIONS[2], knockOut: ['no'] }, '0.knockOut', SCREENING_MESSAGES.knockOutRangeRequired],
    [{ ...QUESTIONS[2], knockOut: {} }, '0.knockOut', SCREENING_MESSAGES.knockOutRangeRequired],
    [
      { ...QUESTIONS[2], choices: ['1', '2'] },
      '0.choices',
      SCREENING_MESSAGES.choicesOnlyForChoice,
    ],
    [
      { ...QUESTIONS[3], knockOut: { min: 1 } },
      '0.knockOut',
      SCREENING_MESSAGES.knockOutNotForText,
    ],
  ])('refuse %j at %s', (question, key, message) => {
    expect(errorsOf([question])[key]).toBe(message);
  });

  it('travel with the job on create and edit, null meaning none', () => {
    const job = {
      title: 'Driver',
      location: 'Chicago, IL',
      salary: '$30/hr',
      industry: 'Drivers',
      description: 'd',
      responsibilities: 'r',
      skills: 's',
    };
    expect(
      createJobSchema.parse({ ...job, screeningQuestions: QUESTIONS }).screeningQuestions,
    ).toEqual(QUESTIONS);
    expect(createJobSchema.parse(job).screeningQuestions).toBeUndefined();
    const update = {
      overview: { title: 'Driver', location: 'Chicago', salary: '$30/hr', industry: 'Drivers' },
      details: { description: 'd', responsibilities: 'r', skills: 's' },
    };
    expect(
      updateJobSchema.parse({ ...update, screeningQuestions: null }).screeningQuestions,
    ).toEqual([]);
    expect(updateJobSchema.parse(update).screeningQuestions).toBeUndefined();
  });
});

describe('checkScreeningAnswers', () => {
  it('returns the answers in their kinds, leaving out blanks and unknown questions', () => {
    expect(
      checkScreeningAnswers(QUESTIONS, {
        cdl: 'yes',
        shift: '',
        years: '12',
        notes: '  fine  ',
        other: 'ignored',
      }),
    ).toEqual({ answers: { cdl: 'yes', years: 12, notes: 'fine' }, fieldErrors: {} });
  });

  it('names each question answered wrongly or left out though required', () => {
    expect(
      checkScreeningAnswers(QUESTIONS, { shift: 'Evenings', years: '1e3', notes: ['a'] })
        .fieldErrors,
    ).toEqual({
      'answers.cdl': SCREENING_MESSAGES.answerRequired,
      'answers.shift': SCREENING_MESSAGES.answerChoice,
      'answers.years': SCREENING_MESSAGES.answerNumber,
      'answers.notes': SCREENING_MESSAGES.answerText,
    });
    expect(checkScreeningAnswers(QUESTIONS, { cdl: 'Yes', years: -2e9 }).fieldErrors).toEqual({
      'answers.cdl': SCREENING_MESSAGES.answerYesNo,
      'answers.years': SCREENING_MESSAGES.answerNumberRange,
    });
    expect(
      checkScreeningAnswers(QUESTIONS, { cdl: 'no', years: 3, notes: 'x'.repeat(501) }).fieldErrors,
    ).toEqual({ 'answers.notes': SCREENING_MESSAGES.answerTextTooLong });
  });

  it('refuses answers that are not an object, and reads nothing as no answers', () => {
    expect(checkScreeningAnswers(QUESTIONS, ['yes']).fieldErrors).toEqual({
      answers: SCREENING_MESSAGES.answersInvalid,
    });
    expect(checkScreeningAnswers(QUESTIONS, undefined).fieldErrors).toEqual({
      'answers.cdl': SCREENING_MESSAGES.answerRequired,
      'answers.years': SCREENING_MESSAGES.answerRequired,
    });
    expect(checkScreeningAnswers([], undefined)).toEqual({ answers: {}, fieldErrors: {} });
  });
});

describe('knock-outs', () => {
  it.each([
    [{ cdl: 'yes', years: 5 }, []],
    [{ cdl: 'no', years: 5 }, ['cdl']],
    [{ cdl: 'yes', shift: 'Nights', years: 5 }, ['shift']],
    [{ cdl: 'yes', years: 1.5 }, ['years']],
    [{ cdl: 'yes', years: 41 }, ['years']],
    [{ cdl: 'yes', years: 2 }, []],
    [{ cdl: 'yes', years: 40 }, []],
    [{ cdl: 'no', shift: 'Nights', years: 0 }, ['cdl', 'shift', 'years']],
  ])('%j knocks out on %j', (answers, expected) => {
    expect(knockOuts(QUESTIONS, answers)).toEqual(expected);
    expect(isKnockedOut(QUESTIONS, answers)).toBe(expected.length > 0);
  });

  it('never come from an unanswered question', () => {
    expect(isKnockedOut(QUESTIONS, {})).toBe(false);
  });
});

describe('presenting answers', () => {
  it('lists every question as asked, with its answer and whether it knocks out', () => {
    expect(
      presentScreeningAnswers({ questions: QUESTIONS, answers: { cdl: 'no', years: 3 } }),
    ).toEqual([
      { questionId: 'cdl', label: 'CDL-A?', kind: 'yes-no', answer: 'no', knocksOut: true },
      { questionId: 'shift', label: 'Shift', kind: 'choice', answer: null, knocksOut: false },
      { questionId: 'years', label: 'Years', kind: 'number', answer: 3, knocksOut: false },
      { questionId: 'notes', label: 'Notes', kind: 'text', answer: null, knocksOut: false },
    ]);
  });

  it('writes yes and no as words', () => {
    expect(formatScreeningAnswer('yes')).toBe('Yes');
    expect(formatScreeningAnswer('no')).toBe('No');
    expect(formatScreeningAnswer(2.5)).toBe('2.5');
    expect(formatScreeningAnswer(null)).toBe('Not answered');
    expect(formatScreeningAnswer('Nights')).toBe('Nights');
  });
});
