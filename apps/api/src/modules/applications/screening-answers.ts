import {
  answerFieldName,
  checkScreeningAnswers,
  isKnockedOut,
  SCREENING_MESSAGES,
  type ScreeningQuestion,
  type ScreeningSnapshot,
} from '@staffing/shared/screening-schemas';
import { badRequest } from '../../lib/http-errors.ts';

// An apply form's `answers` field (one multipart field holding a JSON object keyed by
// question id) checked against the questions asked, with the shared checks the browser ran.
// The application keeps a copy of the questions as asked, so a later edit of the job's
// questions does not change what this applicant was asked.
export function readScreeningAnswers(
  questions: readonly ScreeningQuestion[],
  field: string | undefined,
): { screening: ScreeningSnapshot | null; knockedOut: boolean } {
  let input: unknown;
  if (field !== undefined && field.trim() !== '') {
    try {
      input = JSON.parse(field);
    } catch {
      throw badRequest(SCREENING_MESSAGES.answersInvalid, {
        answers: SCREENING_MESSAGES.answersInvalid,
      });
    }
  }
  const { answers, fieldErrors } = checkScreeningAnswers(questions, input);
  const problems = Object.entries(fieldErrors);
  const first = problems[0];
  if (first) {
    // The message names the question, for a client that does not show the field errors.
    const label = questions.find((question) => answerFieldName(question.id) === first[0])?.label;
    throw badRequest(label ? `${label}: ${first[1]}` : first[1], fieldErrors);
  }
  if (questions.length === 0) return { screening: null, knockedOut: false };
  return {
    screening: { questions: [...questions], answers },
    knockedOut: isKnockedOut(questions, answers),
  };
}
