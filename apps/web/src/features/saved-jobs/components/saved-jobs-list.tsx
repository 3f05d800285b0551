import { Link } from 'react-router';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { StatusTag } from '@/components/ui/status-tag';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useToggleSavedJob } from '../api/save-job';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function SavedJobsList() {
  const query = useSavedJobs(true);
  const toggle = useToggleSavedJob();
  return (
    <QueryStates
      query={query}
      errorTitle="We could not load your saved jobs"
      empty={
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
      }
    >
      {(savedJobs) => (
        <CardList aria-label="Saved jobs">
          {savedJobs.map(({ job, open, savedAt }) => (
            <CardListItem key={job._id}>
              <CardListMain>
                <CardListTitle>
                  <Link to={`/jobs/${encodeURIComponent(job._id)}`}>{job.overview.title}</Link>
                </CardListTitle>
                <CardListMeta>
                  {job.overview.location} · {job.overview.type} ·{' '}
                  {INDUSTRY_LABELS[job.overview.industry]}
                </CardListMeta>
                <CardListMeta>
                  Saved <time dateTime={savedAt}>{dateFormat.format(new Date(savedAt))}</time>
                </CardListMeta>
              </CardListMain>
              <CardListSide>
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
              </CardListSide>
            </CardListItem>
          ))}
        </CardList>
      )}
    </QueryStates>
  );
}
