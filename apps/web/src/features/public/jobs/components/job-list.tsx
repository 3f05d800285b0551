import type { ReactNode } from 'react';
import type { Job } from '@staffing/shared/job-schemas';
import { JobCard } from './job-card';
import styles from './job-list.module.css';

type JobListProps = {
  jobs: readonly Job[];
  headingLevel?: 'h2' | 'h3';
  'aria-labelledby'?: string;
  // Dimmed while the next page or refined results load over the current ones.
  busy?: boolean;
  // Per-card controls supplied by the page (the save button from the saved-jobs feature).
  renderActions?: (job: Job) => ReactNode;
};

export function JobList({
  jobs,
  headingLevel,
  busy = false,
  renderActions,
  ...aria
}: JobListProps) {
  return (
    <ul className={styles.list} aria-busy={busy || undefined} {...aria}>
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard job={job} headingLevel={headingLevel} actions={renderActions?.(job)} />
        </li>
      ))}
    </ul>
  );
}
