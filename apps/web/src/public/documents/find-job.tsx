import { useSearchParams } from 'react-router';
import { INDUSTRY_LABELS, RECENT_JOBS_COUNT } from '@staffing/shared/constants';
import { facetCountsPending, type JobFacets } from '@staffing/shared/job-schemas';
import { WORKPLACE_LABELS } from '@staffing/shared/job-facts';
import { formatInteger } from '@staffing/shared/number-format';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { PageHeader } from '@/components/ui/page-header';
import { numberedPagerClassNames } from '@/components/ui/pager';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/auth/api/get-session';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { useJobFacets } from '@/features/jobs/api/get-job-facets';
import { useJobs } from '@/features/jobs/api/get-jobs';
import { jobFacetsPath, jobListPath } from '@/features/jobs/api/job-list-requests';
import { facetCountClassName, JobFilters } from '@/features/jobs/components/job-filters';
import { JobFeedHeadLink, JobFeedLinks } from '@/features/jobs/components/job-feed-links';
import { JobList } from '@/features/jobs/components/job-list';
import { PagedJobList } from '@/features/jobs/components/paged-job-list';
import {
  JobListEmpty,
  JobListError,
  JobListLoading,
} from '@/features/jobs/components/job-list-states';
import { JobSearchForm } from '@/features/jobs/components/job-search-form';
import { JobSearchHiddenFields } from '@/features/jobs/components/job-search-hidden-fields';
import { findJobFormProps } from '@/features/jobs/utils/find-job-forms';
import { jobResultsSummary } from '@/features/jobs/utils/job-results-counts';
import {
  findJobHref,
  isJobSearchActive,
  JOB_RESULTS_PAGE_SIZE,
  jobFilterParams,
  jobResultsParams,
  readJobSearch,
  writeJobSearch,
  type JobSearch,
} from '@/features/jobs/utils/job-search-params';
import { Behaviour, Island } from '../island';
import { ScriptRequired } from '../script-required';
import type { FindJobCountsProps } from '../behaviours/find-job-counts';
import JobAlertIsland from '../islands/job-alert';
import JobFiltersDrawerIsland from '../islands/job-filters-drawer';
import { useSaveJobAction } from './save-job-action';
import styles from './find-job.module.css';

// The search lives in the URL: the keyword form, the filters and the sort are GET forms to
// /find-job and the pages are links, which the server answers with this document, so they
// work before the script arrives and without one. The script (islands) only adds: a choice
// applies at once, the filter drawer on phones, the job alert and the save buttons.
export default function FindJobPage() {
  const [searchParams] = useSearchParams();
  const search = readJobSearch(searchParams);
  const searching = isJobSearchActive(search);
  const { data: user } = useSession();
  // Beside the results from 768 px the sidebar takes the drawer's place.
  const filtersLabel = searching ? 'Filters' : 'More filters';
  const filtersClassName = cx(styles.moreFilters, searching && styles.filtersButton);
  // Only while searching do the filters show counts (and the server ask for them); counts
  // still being counted show as none until the find-job-counts behaviour has them.
  const { data: facetsAnswer } = useJobFacets(jobFilterParams(search), { enabled: searching });
  const facetsPending = facetCountsPending(facetsAnswer);
  const facets = facetsPending ? undefined : facetsAnswer;

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
        <JobSearchForm search={search} />
        <Island
          name="job-filters-drawer"
          component={JobFiltersDrawerIsland}
          props={{
            search,
            label: filtersLabel,
            className: cx(filtersClassName, 'needs-script'),
          }}
        />
        {/* Where scripts are off, the filters open in place instead of in a drawer. */}
        <details className={cx(styles.noScriptFilters, searching && styles.besideResults)}>
          <summary className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }))}>
            {filtersLabel}
          </summary>
          <FilterForm search={search} facets={facets} />
        </details>
        <Island
          name="job-alert"
          component={JobAlertIsland}
          props={{
            search: alertSearch(search),
            signedIn: Boolean(user),
            className: 'needs-script',
          }}
        />
        <ScriptRequired>Turn on JavaScript to get jobs like these by email.</ScriptRequired>
      </div>

      {searching ? (
        <SearchResults search={search} facets={facets} facetsPending={facetsPending} />
      ) : (
        <>
          <Section aria-labelledby="find-job-industries">
            <h2 id="find-job-industries">Browse by industry</h2>
            <IndustryGrid basePath="/find-job" headingLevel="h3" />
          </Section>
          <RecentJobs />
        </>
      )}
      <Behaviour name="find-job-forms" props={{}} />
    </>
  );
}

// What the alert saves: the search as the page's address writes it (never a page, nor a
// link's tracking parameters), a repeated filter as one comma-separated value.
function alertSearch(search: JobSearch): Record<string, string> {
  const params = writeJobSearch({ ...search, page: 1 });
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => [key, params.getAll(key).join(',')]),
  );
}

function RecentJobs() {
  const renderSaveJob = useSaveJobAction();
  const { data, isPending, isError } = useJobs({ limit: RECENT_JOBS_COUNT });
  return (
    <Section tone="muted" aria-labelledby="recent-jobs">
      <h2 id="recent-jobs" className={styles.sectionTitle}>
        RECENT JOB POSTINGS
      </h2>
      {isPending ? (
        <JobListLoading />
      ) : isError ? (
        <JobListError retryHref="/find-job" />
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

type FiltersProps = { search: JobSearch; facets: JobFacets | undefined };

// The filters as a GET form: the search's other parts travel as hidden fields, in the
// URL's order. "Apply filters" is for browsers without a script; with one, a choice applies
// at once (the find-job-forms behaviour).
function FilterForm({ search, facets }: FiltersProps) {
  return (
    <form method="get" action="/find-job" {...findJobFormProps('filters')}>
      <JobSearchHiddenFields search={search} fields={['q', 'industry', 'type']} />
      <JobFilters search={search} facets={facets} />
      <JobSearchHiddenFields search={search} fields={['sort']} />
      <Button type="submit" block className={cx(styles.applyFilters, styles.withoutScript)}>
        Apply filters
      </Button>
    </form>
  );
}

// The id of the results' status line, which the find-job-counts behaviour fills in.
const RESULTS_STATUS_ID = 'job-results-status';
const PAGER_LABEL = 'Search results pages';

function SearchResults({
  search,
  facets,
  facetsPending,
}: FiltersProps & { facetsPending: boolean }) {
  const renderSaveJob = useSaveJobAction();
  const sortId = 'job-results-sort';
  const jobs = useJobs(jobResultsParams(search));
  const { data, isPending, isError } = jobs;

  const onPage = data?.jobs.length ?? 0;
  const criteria = describeSearch(search);
  const summary = jobResultsSummary(
    {
      page: search.page,
      pageSize: JOB_RESULTS_PAGE_SIZE,
      onPage,
      total: data?.totalPending ? undefined : (data?.total ?? 0),
      totalIsLowerBound: data?.totalIsLowerBound ?? false,
    },
    criteria,
  );
  // Counts never hold up a page (ADR 0020): those still being counted are asked for again
  // from the browser and filled in. A page of no jobs (past the end) waits for a reload.
  const counts: FindJobCountsProps = {
    ...(!summary.totalKnown && onPage > 0
      ? {
          total: {
            path: jobListPath({ ...jobFilterParams(search), limit: 1 }),
            page: search.page,
            pageSize: JOB_RESULTS_PAGE_SIZE,
            onPage,
            criteria,
            statusId: RESULTS_STATUS_ID,
            pagerLabel: PAGER_LABEL,
            firstPageHref: findJobHref({ ...search, page: 1 }),
            pagerClasses: numberedPagerClassNames,
          },
        }
      : {}),
    ...(facetsPending
      ? {
          facets: {
            path: jobFacetsPath(jobFilterParams(search)),
            countClassName: facetCountClassName,
          },
        }
      : {}),
  };

  return (
    <Section aria-labelledby="job-results">
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="job-filters-title">
          <h2 id="job-filters-title" className={styles.sidebarTitle}>
            Filter jobs
          </h2>
          <FilterForm search={search} facets={facets} />
        </aside>
        <div className={styles.results}>
          <div className={styles.resultsHeader}>
            <h2 id="job-results" tabIndex={-1} className={styles.resultsTitle}>
              Search results
            </h2>
            <AppLink to="/find-job" className={styles.clear}>
              Clear search
            </AppLink>
          </div>
          <form
            className={styles.toolbar}
            method="get"
            action="/find-job"
            {...findJobFormProps('sort')}
          >
            <JobSearchHiddenFields
              search={search}
              fields={[
                'q',
                'industry',
                'type',
                'workplace',
                'where',
                'minAnnualPay',
                'postedWithin',
              ]}
            />
            <label htmlFor={sortId} className={styles.sortLabel}>
              Sort by
            </label>
            <select
              id={sortId}
              name="sort"
              className={styles.sort}
              defaultValue={search.q ? search.sort : 'newest'}
            >
              <option value="newest">Newest first</option>
              <option value="relevance" disabled={!search.q}>
                Best match{search.q ? '' : ' (with keywords)'}
              </option>
            </select>
            <Button type="submit" variant="secondary" size="sm" className={styles.withoutScript}>
              Sort
            </Button>
          </form>
          <p id={RESULTS_STATUS_ID} className={styles.count} role="status">
            {isPending || isError ? '' : summary.status}
          </p>

          <PagedJobList
            query={jobs}
            labelledBy="job-results"
            page={search.page}
            pageCount={summary.pageCount}
            toPage={(page) => findJobHref({ ...search, page })}
            retryHref={findJobHref(search)}
            pagerLabel={PAGER_LABEL}
            renderActions={renderSaveJob}
            pastEnd={{ title: 'No more results', text: 'This page is past the last result.' }}
            empty={
              <JobListEmpty
                title="No matching jobs"
                text="Try fewer or different keywords, or remove a filter."
                action={<AppLink to="/find-job">See all recent jobs</AppLink>}
              />
            }
          />
          {(counts.total !== undefined || counts.facets !== undefined) && (
            <Behaviour name="find-job-counts" props={counts} />
          )}
        </div>
      </div>
    </Section>
  );
}
