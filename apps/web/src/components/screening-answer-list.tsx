import { formatScreeningAnswer, type ApplicationAnswer } from '@staffing/shared/screening-schemas';
import { StatusTag } from '@/components/ui/status-tag';
import styles from './screening-answer-list.module.css';

// One application's screening answers, each under the question as the applicant was asked it
// (a later edit of the job's questions changes none of them); an answer that knocks the
// application out says so in words, not by colour alone. Staff see it in the applications
// list and on the candidate's page.
//
// Props: answers (as the API presents them), unansweredText (for an optional question left
// blank; "Not answered" by default), className and aria-label for the list.
export function ScreeningAnswerList({
  answers,
  unansweredText,
  className,
  'aria-label': ariaLabel,
}: {
  answers: readonly ApplicationAnswer[];
  unansweredText?: string;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      {answers.map((entry) => (
        <div key={entry.questionId} className={styles.entry}>
          <dt className={styles.question}>{entry.label}</dt>
          <dd className={entry.answer === null ? styles.unanswered : styles.answer}>
            {entry.answer === null && unansweredText !== undefined
              ? unansweredText
              : formatScreeningAnswer(entry.answer)}
            {entry.knocksOut && (
              <>
                {' '}
                <StatusTag tone="danger" caps={false}>
                  Knock-out
                </StatusTag>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
