import type { AdminApplication } from '@staffing/shared/application-schemas';
import { formatScreeningAnswer } from '@staffing/shared/screening-schemas';
import { StatusTag } from '@/components/ui/status-tag';
import styles from './application-answers.module.css';

// The knock-out marker and the screening answers of one application, each under the
// question as the applicant was asked it (a later edit of the job's questions changes none of
// them). A knock-out only marks the application: staff decide.
export function ApplicationAnswers({ application }: { application: AdminApplication }) {
  const answers = application.answers ?? [];
  if (answers.length === 0) return <span className={styles.none}>No questions asked</span>;
  const name = `${application.firstName} ${application.lastName}`;
  return (
    <div className={styles.answers}>
      {application.knockedOut ? (
        <StatusTag tone="danger">Knocked out</StatusTag>
      ) : (
        <StatusTag tone="success">Meets knock-outs</StatusTag>
      )}
      <details className={styles.details}>
        <summary className={styles.summary}>
          Answers ({answers.length}) <span className="visually-hidden">of {name}</span>
        </summary>
        <dl className={styles.list}>
          {answers.map((entry) => (
            <div key={entry.questionId} className={styles.entry}>
              <dt className={styles.question}>{entry.label}</dt>
              <dd className={entry.answer === null ? styles.unanswered : styles.answer}>
                {formatScreeningAnswer(entry.answer)}
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
      </details>
    </div>
  );
}
