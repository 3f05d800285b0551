import { Link } from 'react-router';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { StatusTag } from '@/components/ui/status-tag';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useToggleSavedJob } from '../api/save-job';
import styles from './saved-jobs-list.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function SavedJobsList() {
  const { data, isPending, isError, refetch } = useSavedJobs(true);
  const toggle = useToggleSavedJob();
  if (isPending) return <PageLoading />;
  if (isError) {
    return (
      <EmptyState
        tone="error"
        title="We could not load your saved jobs"
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        title="No saved jobs yet"
        action={
          <ButtonLink to="/find-job" variant="primary">
            Find a job
          </ButtonLink>
        }
      >
        <p>Use “Save” on any job to keep it here for later.</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label="Saved jobs">
      {data.map(({ job, open, savedAt }) => (
        <Card as="li" key={job._id} className={styles.item}>
          <div className={styles.main}>
            <h2 className={styles.title}>
              <Link to={`/jobs/${encodeURIComponent(job._id)}`}>{job.overview.title}</Link>
            </h2>
            <p className={styles.meta}>
              {job.overview.location} · {job.overview.type} ·{' '}
              {INDUSTRY_LABELS[job.overview.industry]}
            </p>
            <p className={styles.meta}>
              Saved <time dateTime={savedAt}>{dateFormat.format(new Date(savedAt))}</time>
            </p>
          </div>
          <div className={styles.side}>
            {open ? (
              <StatusTag tone="success">Open</StatusTag>
            ) : (
              <StatusTag tone="strong">Closed</StatusTag>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={toggle.isPending}
              onClick={() => {
                toggle.mutate({ jobId: job._id, save: false });
              }}
            >
              Remove<span className="visually-hidden"> {job.overview.title}</span>
            </Button>
          </div>
        </Card>
      ))}
    </ul>
  );
}
