import type { AdminApplication } from '@staffing/shared/application-schemas';
import { ScreeningAnswerList } from '@/components/screening-answer-list';
import { StatusTag } from '@/components/ui/status-tag';
import styles from './application-answers.module.css';

// The knock-out marker and, behind a disclosure, the screening answers of one application. A
// knock-out only marks the application: staff decide.
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
        <ScreeningAnswerList answers={answers} className={styles.list} />
      </details>
    </div>
  );
}
