import { useId } from 'react';
import { APPLICATION_KINDS, type ApplicationKind } from '@staffing/shared/constants';
import { Button } from '@/components/ui/button';
import type { JobOption } from '../api/get-job-options';
import { APPLICATION_KIND_LABELS } from '../utils/application-kind-labels';
import styles from './application-filters.module.css';

type Filters = {
  jobId: string | undefined;
  kind: ApplicationKind | undefined;
  knockedOut: boolean | undefined;
};

type ApplicationFiltersProps = {
  jobId: string | undefined;
  kind: ApplicationKind | undefined;
  // Screening questions' knock-outs: false meets every one, true was knocked out.
  knockedOut: boolean | undefined;
  jobs: readonly JobOption[] | undefined;
  // Names a job from the URL that the select does not list (deleted, or older than the
  // newest 200), taken from the applications shown for it.
  selectedJobTitle: string | undefined;
  onChange: (filters: Filters) => void;
};

const KNOCK_OUT_OPTIONS = [
  { value: '', label: 'All applicants' },
  { value: 'false', label: 'Meets every knock-out' },
  { value: 'true', label: 'Knocked out' },
] as const;

function jobLabel(job: JobOption): string {
  const status = job.status && job.status !== 'open' ? ` (${job.status})` : '';
  return `${job.title} — ${job.location}${status}`;
}

export function ApplicationFilters({
  jobId,
  kind,
  knockedOut,
  jobs,
  selectedJobTitle,
  onChange,
}: ApplicationFiltersProps) {
  const id = useId();
  const jobListed = jobId === undefined || (jobs ?? []).some((job) => job.id === jobId);
  return (
    <div className={styles.filters} role="group" aria-label="Filter applications">
      <div className={styles.field}>
        <label htmlFor={`${id}-job`} className={styles.label}>
          Job
        </label>
        <select
          id={`${id}-job`}
          className={styles.control}
          value={jobId ?? ''}
          onChange={(event) => {
            const value = event.target.value || undefined;
            // A specific job only has job-posting applications.
            onChange({
              jobId: value,
              kind: value && kind !== 'job' ? undefined : kind,
              knockedOut,
            });
          }}
        >
          <option value="">All jobs</option>
          {!jobListed && <option value={jobId}>{selectedJobTitle ?? 'Selected job'}</option>}
          {jobs?.map((job) => (
            <option key={job.id} value={job.id}>
              {jobLabel(job)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`} className={styles.label}>
          Application type
        </label>
        <select
          id={`${id}-kind`}
          className={styles.control}
          value={kind ?? ''}
          onChange={(event) => {
            const value = APPLICATION_KINDS.find((option) => option === event.target.value);
            // The standing openings are not jobs on the board, so a job filter cannot apply.
            onChange({
              jobId: value && value !== 'job' ? undefined : jobId,
              kind: value,
              knockedOut,
            });
          }}
        >
          <option value="">All types</option>
          {APPLICATION_KINDS.map((option) => (
            <option key={option} value={option}>
              {APPLICATION_KIND_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-knocked-out`} className={styles.label}>
          Screening
        </label>
        <select
          id={`${id}-knocked-out`}
          className={styles.control}
          value={knockedOut === undefined ? '' : String(knockedOut)}
          onChange={(event) => {
            const value = event.target.value;
            onChange({
              jobId,
              kind,
              knockedOut: value === 'true' ? true : value === 'false' ? false : undefined,
            });
          }}
        >
          {KNOCK_OUT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {(jobId !== undefined || kind !== undefined || knockedOut !== undefined) && (
        <Button
          variant="secondary"
          className={styles.clear}
          onClick={() => {
            onChange({ jobId: undefined, kind: undefined, knockedOut: undefined });
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
