import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INDUSTRY_LABELS, RECENT_JOBS_COUNT } from '@staffing/shared/constants';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/auth/api/get-session';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { CreateAlertForm } from '@/features/job-alerts/components/create-alert-form';
import { useJobs } from '@/features/jobs/api/get-jobs';
import { JobFeedHeadLink, JobFeedLinks } from '@/features/jobs/components/job-feed-links';
import { JobList } from '@/features/jobs/components/job-list';
import {
  JobListEmpty,
  JobListError,
  JobListLoading,
} from '@/features/jobs/components/job-list-states';
import { JobPagination } from '@/features/jobs/components/job-pagination';
import { JobSearchForm } from '@/features/jobs/components/job-search-form';
import {
  isJobSearchActive,
  JOB_RESULTS_PAGE_SIZE,
  readJobSearch,
  writeJobSearch,
  type JobSearch,
} from '@/features/jobs/utils/job-search-params';
import styles from './find-job.module.css';

export default function FindJobPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readJobSearch(searchParams);
  const searching = isJobSearchActive(search);

  function applySearch(next: Pick<JobSearch, 'q' | 'industry' | 'type'>) {
    // A new search starts again at page 1.
    setSearchParams(writeJobSearch(next));
  }

  return (
    <>
      <PageMeta
        title={search.q ? `Jobs matching “${search.q}”` : 'Find a Job'}
        description="Search open jobs in healthcare, construction, IT and tech, driving and business."
      />
      <JobFeedHeadLink />
      <PageHeader
        eyebrow="For job seekers"
        title="Find a Job"
        lead="Search our open positions or browse by industry. Apply in minutes with your resume."
      />
      <div className={styles.searchBand}>
        <JobSearchForm search={search} onSearch={applySearch} />
        <JobAlertControl />
      </div>

      {searching ? (
        <SearchResults search={search} />
      ) : (
        <>
          <Section aria-labelledby="find-job-industries">
            <h2 id="find-job-industries">Browse by industry</h2>
            <IndustryGrid basePath="/find-job" headingLevel="h3" />
          </Section>
          <RecentJobs />
        </>
      )}
    </>
  );
}

// Saves whatever the URL's query holds (every filter the list has; the API drops paging).
function JobAlertControl() {
  const [searchParams] = useSearchParams();
  const { data: user } = useSession();
  return (
    <CreateAlertForm
      key={searchParams.toString()}
      search={Object.fromEntries(searchParams)}
      signedIn={Boolean(user)}
    />
  );
}

function RecentJobs() {
  const { data, isPending, isError, refetch } = useJobs({ limit: RECENT_JOBS_COUNT });
  return (
    <Section tone="muted" aria-labelledby="recent-jobs">
      <h2 id="recent-jobs" className={styles.sectionTitle}>
        RECENT JOB POSTINGS
      </h2>
      {isPending ? (
        <JobListLoading />
      ) : isError ? (
        <JobListError onRetry={() => void refetch()} />
      ) : data.jobs.length === 0 ? (
        <JobListEmpty
          title="No open positions right now"
          text="New jobs are posted every week. Please check back soon."
        />
      ) : (
        <JobList jobs={data.jobs} aria-labelledby="recent-jobs" />
      )}
      <JobFeedLinks />
    </Section>
  );
}

function describeSearch(search: JobSearch): string {
  const parts: string[] = [];
  if (search.q) parts.push(`matching “${search.q}”`);
  if (search.industry) parts.push(`in ${INDUSTRY_LABELS[search.industry]}`);
  if (search.type) parts.push(`of type ${search.type}`);
  return parts.join(' ');
}

function SearchResults({ search }: { search: JobSearch }) {
  const [searchParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, isPlaceholderData, refetch } = useJobs({
    q: search.q || undefined,
    industry: search.industry,
    type: search.type,
    limit: JOB_RESULTS_PAGE_SIZE,
    page: search.page,
  });

  const total = data?.total ?? 0;
  const totalText = `${total.toLocaleString('en-US')}${data?.totalIsLowerBound ? '+' : ''}`;
  const totalPages = Math.max(1, Math.ceil(total / JOB_RESULTS_PAGE_SIZE));
  const first = (search.page - 1) * JOB_RESULTS_PAGE_SIZE + 1;
  const last = Math.min(total, search.page * JOB_RESULTS_PAGE_SIZE);
  const criteria = describeSearch(search);

  function toPage(page: number) {
    const params = new URLSearchParams(searchParams);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    return { search: `?${params.toString()}` };
  }

  return (
    <Section aria-labelledby="job-results">
      <div className={styles.resultsHeader}>
        <h2 id="job-results" ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          Search results
        </h2>
        <Link to="/find-job" className={styles.clear}>
          Clear search
        </Link>
      </div>
      <p className={styles.count} role="status">
        {isPending || isError
          ? ''
          : total === 0
            ? `No jobs found ${criteria}.`
            : total <= JOB_RESULTS_PAGE_SIZE
              ? `${total} ${total === 1 ? 'job' : 'jobs'} found ${criteria}.`
              : `Showing ${first}–${last} of ${totalText} jobs found ${criteria}.`}
      </p>

      {isPending ? (
        <JobListLoading />
      ) : isError ? (
        <JobListError onRetry={() => void refetch()} />
      ) : data.jobs.length === 0 ? (
        total > 0 ? (
          <JobListEmpty
            title="No more results"
            text="This page is past the last result."
            action={<Link to={toPage(1)}>Go to the first page</Link>}
          />
        ) : (
          <JobListEmpty
            title="No matching jobs"
            text="Try fewer or different keywords, or remove a filter."
            action={<Link to="/find-job">See all recent jobs</Link>}
          />
        )
      ) : (
        <>
          <JobList jobs={data.jobs} aria-labelledby="job-results" busy={isPlaceholderData} />
          <JobPagination
            page={search.page}
            totalPages={totalPages}
            toPage={toPage}
            label="Search results pages"
            onNavigate={() => headingRef.current?.focus()}
          />
        </>
      )}
    </Section>
  );
}
