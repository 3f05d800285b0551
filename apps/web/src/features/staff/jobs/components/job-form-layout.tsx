import type { ReactNode } from 'react';
import styles from './job-form-layout.module.css';

type JobFormLayoutProps = {
  children: ReactNode;
  // When the change reaches the public site, in the page's own words.
  publishNote: string;
};

// The post and edit pages: the form, and beside it (below it on small screens) what the
// public job page will do with each part, so nothing about the result is a surprise.
export function JobFormLayout({ children, publishNote }: JobFormLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-labelledby="job-form-guide">
        <h2 id="job-form-guide" className={styles.title}>
          How the listing appears
        </h2>
        <ul className={styles.list}>
          <li>{publishNote}</li>
          <li>Location, salary, type and schedule make up the overview under the title.</li>
          <li>About us and What we offer are shown only when they are filled in.</li>
          <li>
            Only open jobs are listed, until their closing date: on the job board, in the RSS and
            Indeed feeds and to search engines.
          </li>
          <li>Job seekers apply from the job&apos;s page with their resume.</li>
        </ul>
      </aside>
    </div>
  );
}
