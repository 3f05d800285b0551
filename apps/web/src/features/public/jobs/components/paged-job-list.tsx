import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Job } from '@staffing/shared/job-schemas';
import { Pager } from '@/components/ui/pager';
import type { useJobs } from '../api/get-jobs';
import { JobList } from './job-list';
import { JobListEmpty, JobListError, JobListLoading } from './job-list-states';

type PagedJobListProps = {
  // The list query (useJobs) whose page is shown.
  query: ReturnType<typeof useJobs>;
  // The id of the heading that names the list.
  labelledBy: string;
  page: number;
  pageCount: number;
  toPage: (page: number) => string;
  pagerLabel: string;
  // The page's own address, which "Try again" loads after a failed list (the list is part of
  // a document the server rendered; nothing on it asks again by itself).
  retryHref: string;
  renderActions?: ((job: Job) => ReactNode) | undefined;
  // What a page past the last one says ("No more results").
  pastEnd: { title: string; text: string };
  // What a list with no match at all shows.
  empty: ReactNode;
};

// One page of a job list with its pager (links: each page is a document of its own), and its
// loading, error and empty states: the search results on /find-job and an industry's jobs on
// /find-job/:industry.
export function PagedJobList({
  query,
  labelledBy,
  page,
  pageCount,
  toPage,
  pagerLabel,
  retryHref,
  renderActions,
  pastEnd,
  empty,
}: PagedJobListProps) {
  if (query.isPending) return <JobListLoading />;
  if (query.isError) return <JobListError retryHref={retryHref} />;
  const { data } = query;
  if (data.jobs.length === 0) {
    if (data.total === 0) return empty;
    return (
      <JobListEmpty
        title={pastEnd.title}
        text={pastEnd.text}
        action={<AppLink to={toPage(1)}>Go to the first page</AppLink>}
      />
    );
  }
  return (
    <>
      <JobList
        jobs={data.jobs}
        aria-labelledby={labelledBy}
        busy={query.isPlaceholderData}
        renderActions={renderActions}
      />
      <Pager numbered page={page} pageCount={pageCount} toPage={toPage} label={pagerLabel} />
    </>
  );
}
