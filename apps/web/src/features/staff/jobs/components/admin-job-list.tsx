import { useId, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { INDUSTRY_LABELS, JOB_STATUSES } from '@staffing/shared/constants';
import type { Job } from '@staffing/shared/job-schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardList, CardListItem, CardListMain, CardListSide } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { StatusTag } from '@/components/ui/status-tag';
import { PageLoading } from '@/components/ui/page-loading';
import { cx } from '@/lib/cx';
import { useDeleteJob } from '../api/delete-job';
import { ADMIN_JOBS_PAGE_SIZE, useJobsPage, type AdminJobStatusFilter } from '../api/get-jobs-page';
import { formatClosingDate, hasClosingDatePassed } from '../utils/job-dates';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import styles from './admin-job-list.module.css';

const postedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const STATUS_LABELS = { open: 'Open', filled: 'Filled', closed: 'Closed' } as const;

const FILTER_LABELS: Record<AdminJobStatusFilter, string> = { all: 'All', ...STATUS_LABELS };
const FILTERS = ['all', ...JOB_STATUSES] as const satisfies readonly AdminJobStatusFilter[];

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function statusFromSearch(value: string | null): AdminJobStatusFilter {
  return FILTERS.find((filter) => filter === value) ?? 'all';
}

// Page 1 of all jobs is the bare URL, so the list's canonical address has no query string.
function pageSearch(page: number, status: AdminJobStatusFilter): string {
  const search = new URLSearchParams();
  if (status !== 'all') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function countText(total: number, shown: number, first: number, status: AdminJobStatusFilter) {
  const noun = status === 'all' ? 'jobs' : `${STATUS_LABELS[status].toLowerCase()} jobs`;
  if (total > shown) return `Showing ${first}–${first + shown - 1} of ${total} ${noun}`;
  return total === 1 ? `1 ${noun.replace(/s$/, '')}` : `${total} ${noun}`;
}

// The all-jobs list, newest first, 20 to a page, each with Edit and Delete; filtered by
// status. Both live in the URL (?status=filled&page=2) so a filtered page can be linked to.
export function AdminJobList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const status = statusFromSearch(searchParams.get('status'));
  const filterId = useId();
  const jobsQuery = useJobsPage(page, status);
  const deleteJob = useDeleteJob();
  const [jobToDelete, setJobToDelete] = useState<Job | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  if (jobsQuery.isPending) return <PageLoading />;

  if (jobsQuery.isError) {
    return (
      <EmptyState tone="error" onRetry={() => void jobsQuery.refetch()}>
        <p>The job list could not be loaded. {jobsQuery.error.message}</p>
      </EmptyState>
    );
  }

  const { jobs, total } = jobsQuery.data;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_JOBS_PAGE_SIZE));
  // A page past the end (deleting the last job of the last page, or an old link) shows the
  // last page that exists instead of an empty one.
  if (page > pageCount && !jobsQuery.isPlaceholderData) {
    return <Navigate to={{ search: pageSearch(pageCount, status) }} replace />;
  }

  const first = (page - 1) * ADMIN_JOBS_PAGE_SIZE + 1;

  function askToDelete(job: Job, trigger: HTMLElement) {
    returnFocusRef.current = trigger;
    deleteJob.reset();
    setJobToDelete(job);
  }

  function confirmDelete() {
    if (!jobToDelete) return;
    const { _id: jobId, overview } = jobToDelete;
    deleteJob.mutate(jobId, {
      onSuccess: () => {
        // Its Delete button is gone with it: focus goes to the list heading instead.
        returnFocusRef.current = headingRef.current;
        setAnnouncement(`“${overview.title}” was deleted.`);
        setJobToDelete(null);
      },
    });
  }

  const deleteError =
    deleteJob.isError && deleteJob.variables === jobToDelete?._id
      ? `The job could not be deleted. ${deleteJob.error.message}`
      : undefined;

  return (
    <>
      <div className={styles.listHeader}>
        <div className={styles.headingGroup}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
            Job listings
          </h2>
          {total > 0 && (
            <p className={styles.count}>{countText(total, jobs.length, first, status)}</p>
          )}
        </div>
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.filterLabel}>
            Status
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              // A new filter starts again at its first page.
              setSearchParams(pageSearch(1, statusFromSearch(event.target.value)));
            }}
          >
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className={styles.announcement} role="status">
        {announcement}
      </p>

      {total === 0 && status !== 'all' ? (
        <EmptyState action={<Link to={{ search: '' }}>Show all jobs</Link>}>
          <p>No {STATUS_LABELS[status].toLowerCase()} jobs.</p>
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState
          action={
            <ButtonLink to="/admin/post-job" variant="accent">
              Post a Job
            </ButtonLink>
          }
        >
          <p>No jobs have been posted yet.</p>
        </EmptyState>
      ) : (
        <CardList
          className={cx(styles.list, jobsQuery.isPlaceholderData && styles.loading)}
          aria-busy={jobsQuery.isPlaceholderData || undefined}
        >
          {jobs.map((job) => (
            <JobItem key={job._id} job={job} onDelete={askToDelete} />
          ))}
        </CardList>
      )}

      <Pager
        page={page}
        pageCount={pageCount}
        label="Job list pages"
        toPage={(target) => `/admin/all-jobs${pageSearch(target, status)}`}
        // The list is replaced in place: reading continues from its heading, not the footer.
        onNavigate={() => headingRef.current?.focus()}
      />

      <ConfirmDeleteDialog
        jobTitle={jobToDelete?.overview.title ?? null}
        isDeleting={deleteJob.isPending}
        errorMessage={deleteError}
        returnFocusRef={returnFocusRef}
        onConfirm={confirmDelete}
        onCancel={() => {
          setJobToDelete(null);
        }}
      />
    </>
  );
}

function JobItem({
  job,
  onDelete,
}: {
  job: Job;
  onDelete: (job: Job, trigger: HTMLElement) => void;
}) {
  const { overview, validThrough } = job;
  const closingPassed = validThrough !== undefined && hasClosingDatePassed(validThrough);
  // Filled and closed say so; an open job past its closing date is off the board too.
  const status =
    job.status && job.status !== 'open'
      ? STATUS_LABELS[job.status]
      : closingPassed
        ? 'Expired'
        : undefined;
  return (
    <CardListItem layout="columns">
      <CardListMain>
        <h3 className={styles.title}>
          <Link to={`/jobs/${job._id}`}>{overview.title}</Link>
        </h3>
        <p className={styles.posted}>
          <span>
            Posted{' '}
            <time dateTime={job.createdAt}>{postedDate.format(new Date(job.createdAt))}</time>
          </span>
          {validThrough && (
            <span className={styles.closing}>
              {closingPassed ? 'Closing date' : 'Closes'}{' '}
              <time dateTime={validThrough.slice(0, 10)}>{formatClosingDate(validThrough)}</time>
            </span>
          )}
          {status && <StatusTag tone="accent">{status}</StatusTag>}
        </p>
        <dl className={styles.meta}>
          <div>
            <dt>Location</dt>
            <dd>{overview.location}</dd>
          </div>
          <div>
            <dt>Salary</dt>
            <dd>{overview.salary}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{overview.type}</dd>
          </div>
          <div>
            <dt>Industry</dt>
            <dd>{INDUSTRY_LABELS[overview.industry]}</dd>
          </div>
          <div className={styles.metaWide}>
            <dt>Schedule</dt>
            <dd>{overview.schedule}</dd>
          </div>
        </dl>
      </CardListMain>
      <CardListSide gap="sm" className={styles.itemActions}>
        {/* The names say which job: a screen reader's list of buttons is otherwise a column
            of identical "Edit" and "Delete". */}
        <ButtonLink
          to={`/edit-job/${job._id}`}
          variant="secondary"
          size="sm"
          aria-label={`Edit ${overview.title}`}
        >
          Edit
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          className={styles.delete}
          aria-label={`Delete ${overview.title}`}
          onClick={(event) => {
            onDelete(job, event.currentTarget);
          }}
        >
          Delete
        </Button>
      </CardListSide>
    </CardListItem>
  );
}
