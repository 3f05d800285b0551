import type { ReactNode } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import styles from './job-list-states.module.css';

// The in-section placeholders of a job list: smaller than the page-sized PageLoading, so the
// rest of the page stays where it is while the list loads.
export function JobListLoading() {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {MESSAGES.loading}
    </p>
  );
}

export function JobListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <h3 className={styles.title}>We could not load the jobs</h3>
      <p className={styles.text}>Please check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function JobListEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.box}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
