import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INDUSTRY_LABELS, JOB_SEARCH_PARAMS, RECENT_JOBS_COUNT } from '@staffing/shared/constants';
import { WORKPLACE_LABELS } from '@staffing/shared/job-facts';
import { formatInteger } from '@staffing/shared/number-format';
import { Button, buttonClassName } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { cx } from '@/lib/cx';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/auth/api/get-session';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { useJobFacets } from '@/features/jobs/api/get-job-facets';
import { CreateAlertForm } from '@/features/job-alerts/components/create-alert-form';
import { useJobs } from '@/features/jobs/api/get-jobs';
import { JobFilters, type JobFilterValues } from '@/features/jobs/components/job-filters';
import { JobFeedHeadLink, JobFeedLinks } from '@/features/jobs/components/job-feed-links';
import { JobList } from '@/features/jobs/components/job-list';
import { PagedJobList } from '@/features/jobs/components/paged-job-list';
import {
  JobListEmpty,
  JobListError,
  JobListLoading,
} from '@/features/jobs/components/job-list-states';

import { JobSearchForm } from '@/features/jobs/components/job-search-form';
import {
  isJobSearchActive,
  JOB_RESULTS_PAGE_SIZE,
  jobFilterParams,
  jobResultsParams,
  readJobSearch,
  writeJobSearch,
  type JobSearch,
} from '@/features/jobs/utils/job-search-params';
import { useSaveJobAction } from '../save-job-action';
import styles from './find-job.module.css';

export default function FindJobPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readJobSearch(searchParams);
  const searching = isJobSearchActive(search);

  function applySearch(next: Partial<JobSearch>) {
    // A new search starts again at page 1; every change is a history entry, so the back
    // button steps back through the filters.
    setSearchParams(writeJobSearch({ ...search, ...next, page: 1 }));
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
        {/* One drawer for both views, so it stays open when its first choice starts a
            search; beside the results from 768 px the sidebar takes its place. */}
        <FiltersDrawerButton
          search={search}
          onChange={applySearch}
          className={cx(styles.moreFilters, searching && styles.filtersButton)}
        >
          {searching ? 'Filters' : 'More filters'}
        </FiltersDrawerButton>
        <JobAlertControl />
      </div>

      {searching ? (
        <SearchResults search={search} onChange={applySearch} />
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

// Saves the URL's search (every filter the list has; the API drops paging). Only the search's
// own parameters: the API refuses a field it does not know, and a link's tracking
// parameters are not part of a search.
function JobAlertControl() {
  const [urlParams] = useSearchParams();
  const searchParams = new URLSearchParams(
    [...urlParams].filter(([key]) => (JOB_SEARCH_PARAMS as readonly string[]).includes(key)),
  );
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
  const renderSaveJob = useSaveJobAction();
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
        <JobList jobs={data.jobs} aria-labelledby="recent-jobs" renderActions={renderSaveJob} />
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
  if (search.workplace.length > 0)
    parts.push(`(${search.workplace.map((value) => WORKPLACE_LABELS[value]).join(' or ')})`);
  if (search.where) parts.push(`in or near ${search.where}`);
  if (search.minAnnualPay) parts.push(`paying $${formatInteger(search.minAnnualPay)}+ a year`);
  if (search.postedWithin)
    parts.push(
      search.postedWithin === 1
        ? 'posted in the past day'
        : `posted in the past ${search.postedWithin} days`,
    );
  return parts.join(' ');
}

type FiltersProps = { search: JobSearch; onChange: (next: Partial<JobSearch>) => void };

// On phones (and before a search) the filters open in a drawer; its button says how many
// are set.
function FiltersDrawerButton({
  search,
  onChange,
  className,
  children,
}: FiltersProps & { className?: string; children: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searching = isJobSearchActive(search);
  // Only while open; the results' own query (the same key) gives the total.
  const { data: facets } = useJobFacets(jobFilterParams(search), { enabled: open });
  const { data } = useJobs(jobResultsParams(search), { enabled: open && searching });
  const set =
    search.workplace.length +
    (search.where ? 1 : 0) +
    (search.minAnnualPay ? 1 : 0) +
    (search.postedWithin ? 1 : 0);
  const total =
    data && searching && !data.totalPending
      ? `${formatInteger(data.total)}${data.totalIsLowerBound ? '+' : ''}`
      : '';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), className)}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {children}
        {set > 0 ? ` (${set})` : ''}
      </button>
      <Drawer
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Filter jobs"
        returnFocusRef={buttonRef}
        footer={
          <Button
            type="button"
            block
            onClick={() => {
              setOpen(false);
            }}
          >
            {total ? `Show ${total} ${data?.total === 1 ? 'job' : 'jobs'}` : 'Show jobs'}
          </Button>
        }
      >
        <JobFilters
          search={search}
          facets={facets}
          onChange={(next: JobFilterValues) => {
            onChange(next);
          }}
        />
      </Drawer>
    </>
  );
}

function SearchResults({ search, onChange }: FiltersProps) {
  const renderSaveJob = useSaveJobAction();
  const [searchParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sortId = 'job-results-sort';
  const jobs = useJobs(jobResultsParams(search));
  const { data, isPending, isError } = jobs;
  const { data: facets } = useJobFacets(jobFilterParams(search));

  const total = data?.total ?? 0;
  const onPage = data?.jobs.length ?? 0;
  // A total still being counted (counts never hold up a page) is known anyway when the first
  // page holds every match; otherwise the page says "many" and offers the next page while
  // this one is full, until the follow-up request brings the count.
  const totalKnown = !data?.totalPending || (search.page === 1 && onPage < JOB_RESULTS_PAGE_SIZE);
  const totalText = totalKnown
    ? `${formatInteger(total)}${data?.totalIsLowerBound ? '+' : ''}`
    : 'many';
  const totalPages = totalKnown
    ? Math.max(1, Math.ceil(total / JOB_RESULTS_PAGE_SIZE))
    : search.page + (onPage >= JOB_RESULTS_PAGE_SIZE ? 1 : 0);
  const first = (search.page - 1) * JOB_RESULTS_PAGE_SIZE + 1;
  const last = totalKnown
    ? Math.min(total, search.page * JOB_RESULTS_PAGE_SIZE)
    : first + onPage - 1;
  const criteria = describeSearch(search);

  function toPage(page: number) {
    const params = new URLSearchParams(searchParams);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    return { search: `?${params.toString()}` };
  }

  return (
    <Section aria-labelledby="job-results">
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="job-filters-title">
          <h2 id="job-filters-title" className={styles.sidebarTitle}>
            Filter jobs
          </h2>
          <JobFilters search={search} facets={facets} onChange={onChange} />
        </aside>
        <div className={styles.results}>
          <div className={styles.resultsHeader}>
            <h2 id="job-results" ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
              Search results
            </h2>
            <Link to="/find-job" className={styles.clear}>
              Clear search
            </Link>
          </div>
          <div className={styles.toolbar}>
            <label htmlFor={sortId} className={styles.sortLabel}>
              Sort by
            </label>
            <select
              id={sortId}
              className={styles.sort}
              value={search.q ? search.sort : 'newest'}
              onChange={(event) => {
                onChange({ sort: event.target.value === 'relevance' ? 'relevance' : 'newest' });
              }}
            >
              <option value="newest">Newest first</option>
              <option value="relevance" disabled={!search.q}>
                Best match{search.q ? '' : ' (with keywords)'}
              </option>
            </select>
          </div>
          <p className={styles.count} role="status">
            {isPending || isError
              ? ''
              : totalKnown && total === 0
                ? `No jobs found ${criteria}.`
                : totalKnown && total <= JOB_RESULTS_PAGE_SIZE
                  ? `${total} ${total === 1 ? 'job' : 'jobs'} found ${criteria}.`
                  : `Showing ${first}–${last} of ${totalText} jobs found ${criteria}.`}
          </p>

          <PagedJobList
            query={jobs}
            labelledBy="job-results"
            page={search.page}
            pageCount={totalPages}
            toPage={toPage}
            pagerLabel="Search results pages"
            onNavigate={() => headingRef.current?.focus()}
            renderActions={renderSaveJob}
            pastEnd={{ title: 'No more results', text: 'This page is past the last result.' }}
            empty={
              <JobListEmpty
                title="No matching jobs"
                text="Try fewer or different keywords, or remove a filter."
                action={<Link to="/find-job">See all recent jobs</Link>}
              />
            }
          />
        </div>
      </div>
    </Section>
  );
}
