import { useSearchParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RECENT_JOBS_COUNT } from '@staffing/shared/constants';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import { facetCountsPending, type JobFacets } from '@staffing/shared/job-schemas';
import { formatInteger } from '@staffing/shared/number-format';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { PageHeader } from '@/components/ui/page-header';
import { numberedPagerClassNames } from '@/components/ui/pager';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/shared/auth/api/get-session';
import { IndustryGrid } from '@/features/public/industries/components/industry-grid';
import { useJobFacets } from '@/features/public/jobs/api/get-job-facets';
import { useJobs } from '@/features/public/jobs/api/get-jobs';
import { jobFacetsPath, jobListPath } from '@/features/public/jobs/api/job-list-requests';
import { facetCountClassName, JobFilters } from '@/features/public/jobs/components/job-filters';
import { JobFeedHeadLink, JobFeedLinks } from '@/features/public/jobs/components/job-feed-links';
import { JobList } from '@/features/public/jobs/components/job-list';
import { PagedJobList } from '@/features/public/jobs/components/paged-job-list';
import {
  JobListEmpty,
  JobListError,
  JobListLoading,
} from '@/features/public/jobs/components/job-list-states';
import { JobSearchForm } from '@/features/public/jobs/components/job-search-form';
import { JobSearchHiddenFields } from '@/features/public/jobs/components/job-search-hidden-fields';
import { findJobFormProps } from '@/features/public/jobs/utils/find-job-forms';
import {
  jobResultsSummary,
  type JobResultsTexts,
} from '@/features/public/jobs/utils/job-results-counts';
import { jobTypeIn, WORKPLACE_NAMES } from '@/features/shared/job-facts/job-fact-names';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { useLocale } from '@/lib/i18n/locale-provider';
import {
  findJobHref,
  isJobSearchActive,
  JOB_RESULTS_PAGE_SIZE,
  jobFilterParams,
  jobResultsParams,
  readJobSearch,
  writeJobSearch,
  type JobSearch,
} from '@/features/public/jobs/utils/job-search-params';
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
  const { t } = useLingui();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const search = readJobSearch(searchParams);
  const searching = isJobSearchActive(search);
  const { data: user } = useSession();
  // Beside the results from 768 px the sidebar takes the drawer's place.
  const filtersLabel = searching ? t`Filters` : t`More filters`;
  const keywords = search.q;
  const filtersClassName = cx(styles.moreFilters, searching && styles.filtersButton);
  // Only while searching do the filters show counts (and the server ask for them); counts
  // still being counted show as none until the find-job-counts behaviour has them.
  const { data: facetsAnswer } = useJobFacets(jobFilterParams(search, locale), {
    enabled: searching,
  });
  const facetsPending = facetCountsPending(facetsAnswer);
  const facets = facetsPending ? undefined : facetsAnswer;

  return (
    <>
      <PageMeta
        title={keywords ? t`Jobs matching “${keywords}”` : t`Find a Job`}
        description={t`Search open jobs in healthcare, construction, IT and tech, driving and business.`}
      />
      <JobFeedHeadLink />
      <PageHeader
        eyebrow={t`For job seekers`}
        title={t`Find a Job`}
        lead={t`Search our open positions or browse by industry. Apply in minutes with your resume.`}
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
            search: alertSearch(search, locale),
            signedIn: Boolean(user),
            className: 'needs-script',
          }}
        />
        <ScriptRequired>
          <Trans>Turn on JavaScript to get jobs like these by email.</Trans>
        </ScriptRequired>
      </div>

      {searching ? (
        <SearchResults search={search} facets={facets} facetsPending={facetsPending} />
      ) : (
        <>
          <Section aria-labelledby="find-job-industries">
            <h2 id="find-job-industries">
              <Trans>Browse by industry</Trans>
            </h2>
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
// A search on a Spanish page is saved with its language: its digests look for the English of
// its words as the page did, and its emails and links are in Spanish.
function alertSearch(search: JobSearch, locale: Locale): Record<string, string> {
  const params = writeJobSearch({ ...search, page: 1 });
  if (locale === 'es') params.set('lang', 'es');
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => [key, params.getAll(key).join(',')]),
  );
}

function RecentJobs() {
  const { t } = useLingui();
  const renderSaveJob = useSaveJobAction();
  const { data, isPending, isError } = useJobs({ limit: RECENT_JOBS_COUNT });
  return (
    <Section tone="muted" aria-labelledby="recent-jobs">
      <h2 id="recent-jobs" className={styles.sectionTitle}>
        <Trans>RECENT JOB POSTINGS</Trans>
      </h2>
      {isPending ? (
        <JobListLoading />
      ) : isError ? (
        <JobListError retryHref="/find-job" />
      ) : data.jobs.length === 0 ? (
        <JobListEmpty
          title={t`No open positions right now`}
          text={t`New jobs are posted every week. Please check back soon.`}
        />
      ) : (
        <JobList jobs={data.jobs} aria-labelledby="recent-jobs" renderActions={renderSaveJob} />
      )}
      <JobFeedLinks />
    </Section>
  );
}

function describeSearch(search: JobSearch, i18n: I18n): string {
  const parts: string[] = [];
  const { q, where, postedWithin: days } = search;
  if (q) parts.push(i18n._(msg`matching “${q}”`));
  if (search.industry) {
    const industry = i18n._(INDUSTRY_NAMES[search.industry]);
    parts.push(i18n._(msg`in ${industry}`));
  }
  if (search.type) {
    const type = jobTypeIn(i18n, search.type);
    parts.push(i18n._(msg`of type ${type}`));
  }
  if (search.workplace.length > 0)
    parts.push(
      `(${search.workplace.map((value) => i18n._(WORKPLACE_NAMES[value])).join(i18n._(msg` or `))})`,
    );
  if (where) parts.push(i18n._(msg`in or near ${where}`));
  if (search.minAnnualPay) {
    const pay = formatInteger(search.minAnnualPay);
    parts.push(i18n._(msg`paying $${pay}+ a year`));
  }
  if (days)
    parts.push(
      days === 1
        ? i18n._(msg`posted in the past day`)
        : i18n._(msg`posted in the past ${days} days`),
    );
  return parts.join(' ');
}

// A page link's name with its blank for the behaviour ("Page {pageNumber}").
function pageLinkLabel(i18n: I18n): string {
  const pageNumber = '{pageNumber}';
  return i18n._(msg`Page ${pageNumber}`);
}

// The status line's sentences in the page's language, their blanks left for
// jobResultsSummary (and the find-job-counts behaviour) to fill.
function resultsTexts(i18n: I18n): JobResultsTexts {
  const [count, first, last, total, criteria] = [
    '{count}',
    '{first}',
    '{last}',
    '{total}',
    '{criteria}',
  ];
  return {
    none: i18n._(msg`No jobs found ${criteria}.`),
    one: i18n._(msg`${count} job found ${criteria}.`),
    several: i18n._(msg`${count} jobs found ${criteria}.`),
    range: i18n._(msg`Showing ${first}–${last} of ${total} jobs found ${criteria}.`),
    many: i18n._(msg`many`),
  };
}

type FiltersProps = { search: JobSearch; facets: JobFacets | undefined };

// The filters as a GET form: the search's other parts travel as hidden fields, in the
// URL's order. "Apply filters" is for browsers without a script; with one, a choice applies
// at once (the find-job-forms behaviour).
function FilterForm({ search, facets }: FiltersProps) {
  const locale = useLocale();
  return (
    <form method="get" action={localizedPath('/find-job', locale)} {...findJobFormProps('filters')}>
      <JobSearchHiddenFields search={search} fields={['q', 'industry', 'type']} />
      <JobFilters search={search} facets={facets} />
      <JobSearchHiddenFields search={search} fields={['sort']} />
      <Button type="submit" block className={cx(styles.applyFilters, styles.withoutScript)}>
        <Trans>Apply filters</Trans>
      </Button>
    </form>
  );
}

// The id of the results' status line, which the find-job-counts behaviour fills in.
const RESULTS_STATUS_ID = 'job-results-status';

function SearchResults({
  search,
  facets,
  facetsPending,
}: FiltersProps & { facetsPending: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const pagerLabel = t`Search results pages`;
  const renderSaveJob = useSaveJobAction();
  const sortId = 'job-results-sort';
  const jobs = useJobs(jobResultsParams(search, locale));
  const { data, isPending, isError } = jobs;

  const onPage = data?.jobs.length ?? 0;
  const criteria = describeSearch(search, i18n);
  // English pages carry no sentences: the spec's are the functions' own.
  const texts = locale === 'en' ? undefined : resultsTexts(i18n);
  const summary = jobResultsSummary(
    {
      page: search.page,
      pageSize: JOB_RESULTS_PAGE_SIZE,
      onPage,
      total: data?.totalPending ? undefined : (data?.total ?? 0),
      totalIsLowerBound: data?.totalIsLowerBound ?? false,
    },
    criteria,
    texts,
  );
  // Counts never hold up a page (ADR 0020): those still being counted are asked for again
  // from the browser and filled in. A page of no jobs (past the end) waits for a reload.
  const counts: FindJobCountsProps = {
    ...(!summary.totalKnown && onPage > 0
      ? {
          total: {
            path: jobListPath({ ...jobFilterParams(search, locale), limit: 1 }),
            page: search.page,
            pageSize: JOB_RESULTS_PAGE_SIZE,
            onPage,
            criteria,
            statusId: RESULTS_STATUS_ID,
            pagerLabel,
            firstPageHref: localizedPath(findJobHref({ ...search, page: 1 }), locale),
            ...(texts ? { texts, pageLabel: pageLinkLabel(i18n) } : {}),
            pagerClasses: numberedPagerClassNames,
          },
        }
      : {}),
    ...(facetsPending
      ? {
          facets: {
            path: jobFacetsPath(jobFilterParams(search, locale)),
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
            <Trans>Filter jobs</Trans>
          </h2>
          <FilterForm search={search} facets={facets} />
        </aside>
        <div className={styles.results}>
          <div className={styles.resultsHeader}>
            <h2 id="job-results" tabIndex={-1} className={styles.resultsTitle}>
              <Trans>Search results</Trans>
            </h2>
            <AppLink to="/find-job" className={styles.clear}>
              <Trans>Clear search</Trans>
            </AppLink>
          </div>
          <form
            className={styles.toolbar}
            method="get"
            action={localizedPath('/find-job', locale)}
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
              <Trans>Sort by</Trans>
            </label>
            <select
              id={sortId}
              name="sort"
              className={styles.sort}
              defaultValue={search.q ? search.sort : 'newest'}
            >
              <option value="newest">{t`Newest first`}</option>
              <option value="relevance" disabled={!search.q}>
                {search.q ? t`Best match` : t`Best match (with keywords)`}
              </option>
            </select>
            <Button type="submit" variant="secondary" size="sm" className={styles.withoutScript}>
              <Trans>Sort</Trans>
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
            pagerLabel={pagerLabel}
            renderActions={renderSaveJob}
            pastEnd={{ title: t`No more results`, text: t`This page is past the last result.` }}
            empty={
              <JobListEmpty
                title={t`No matching jobs`}
                text={t`Try fewer or different keywords, or remove a filter.`}
                action={
                  <AppLink to="/find-job">
                    <Trans>See all recent jobs</Trans>
                  </AppLink>
                }
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
