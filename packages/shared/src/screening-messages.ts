// The limits of screening questions and the messages of their checks, without zod, for the
// pages that only show them (screening-schemas.ts holds the checks).

export const SCREENING_LIMITS = {
  questions: 10,
  labelMax: 200,
  choicesMin: 2,
  choicesMax: 20,
  choiceMax: 100,
  textAnswerMax: 500,
  // Numbers an applicant may give: wide enough for years, miles or pay, and no exponents.
  numberMax: 1_000_000_000,
} as const;

export const SCREENING_MESSAGES = {
  idInvalid: 'A question id is a letter followed by up to 39 letters, digits, - or _',
  idsNotUnique: 'Each question needs its own id',
  tooManyQuestions: `Ask at most ${SCREENING_LIMITS.questions} questions`,
  kindInvalid: 'Choose yes or no, choice, number or text',
  labelRequired: 'Write the question',
  labelTooLong: `A question must be at most ${SCREENING_LIMITS.labelMax} characters`,
  requiredInvalid: 'Required must be true or false',
  choicesRequired: `Give ${SCREENING_LIMITS.choicesMin} to ${SCREENING_LIMITS.choicesMax} choices`,
  choicesOnlyForChoice: 'Only a question with choices has choices',
  choiceRequired: 'Write the choice or remove it',
  choiceTooLong: `A choice must be at most ${SCREENING_LIMITS.choiceMax} characters`,
  choicesNotUnique: 'Each choice must differ from the others',
  knockOutAnswersInvalid: 'Knock-out answers are yes or no',
  knockOutNotAChoice: 'A knock-out answer must be one of the choices',
  knockOutEveryAnswer: 'A knock-out cannot rule out every answer',
  knockOutRangeRequired: 'Give a lowest or a highest accepted number',
  knockOutRangeBackwards: 'The highest accepted number must be at least the lowest',
  knockOutNumberInvalid: 'Give a number',
  knockOutNotForText: 'A text question cannot knock out',
  knockOutShape: 'Knock-out answers are a list of answers, or a lowest and a highest number',
  answersInvalid: 'The answers could not be read. Reload the page and try again.',
  answerRequired: 'Answer this question',
  answerYesNo: 'Answer yes or no',
  answerChoice: 'Choose one of the answers',
  answerNumber: 'Enter a number',
  answerNumberRange: `Enter a number between -${SCREENING_LIMITS.numberMax} and ${SCREENING_LIMITS.numberMax}`,
  answerText: 'Answer in words',
  answerTextTooLong: `An answer must be at most ${SCREENING_LIMITS.textAnswerMax} characters`,
} as const;
