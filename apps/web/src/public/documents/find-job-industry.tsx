import { useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRY_SLUGS, industryFromSlug, type Industry } from '@staffing/shared/constants';
import { NotFoundView } from '@/components/layout/not-found-view';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/shared/auth/api/get-session';
import { INDUSTRY_SUMMARIES } from '@/features/public/industries/data/industry-content';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { useJobs } from '@/features/public/jobs/api/get-jobs';
import { JobFeedHeadLink, JobFeedLinks } from '@/features/public/jobs/components/job-feed-links';
import { PagedJobList } from '@/features/public/jobs/components/paged-job-list';
import { JobListEmpty } from '@/features/public/jobs/components/job-list-states';

import { INDUSTRY_JOB_CONTENT } from '@/features/public/jobs/data/industry-job-content';
import {
  findJobHref,
  JOB_RESULTS_PAGE_SIZE,
  readJobSearch,
} from '@/features/public/jobs/utils/job-search-params';
import { useSaveJobAction } from './save-job-action';
import styles from './find-job-industry.module.css';

export default function FindJobIndustryPage() {
  const { industrySlug = '' } = useParams();
  const industry = industryFromSlug(industrySlug);
  if (!industry) return <NotFoundView />;
  // Keyed so moving between industries starts each list from scratch.
  return <IndustryJobsPage key={industry} industry={industry} />;
}

function IndustryJobsPage({ industry }: { industry: Industry }) {
  const { t, i18n } = useLingui();
  const summary = i18n._(INDUSTRY_SUMMARIES[industry]);
  const { data: user } = useSession();
  const label = i18n._(INDUSTRY_NAMES[industry]);
  const content = INDUSTRY_JOB_CONTENT[industry];

  return (
    <>
      <PageMeta title={t`${label} Jobs`} description={summary} />
      <JobFeedHeadLink industry={industry} />
      <PageHeader
        eyebrow={t`Find a Job`}
        title={t`${label} Jobs`}
        lead={summary}
        actions={
          user ? (
            // The list is further down this page: the link takes the reader (and keyboard
            // focus, the heading being focusable) there.
            <ButtonLink to={`#${JOBS_HEADING_ID}`} variant="accent" size="lg">
              <Trans>Apply</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to="/sign-up" variant="accent" size="lg">
              <Trans>Sign Up</Trans>
            </ButtonLink>
          )
        }
      />

      <Section aria-labelledby="industry-intro">
        <div className={styles.intro}>
          <div>
            <h2 id="industry-intro">{i18n._(content.heading)}</h2>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className={styles.paragraph}>
                {i18n._(paragraph)}
              </p>
            ))}
          </div>
          <aside className={styles.roles} aria-labelledby="industry-roles">
            <h3 id="industry-roles" className={styles.rolesTitle}>
              <Trans>Roles we fill</Trans>
            </h3>
            <ul className={styles.roleList}>
              {content.roles.map((role) => (
                <li key={role.id}>{i18n._(role)}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <IndustryJobs industry={industry} />
    </>
  );
}

const JOBS_HEADING_ID = 'industry-jobs';

function IndustryJobs({ industry }: { industry: Industry }) {
  const [searchParams] = useSearchParams();
  const { t, i18n } = useLingui();
  const { page } = readJobSearch(searchParams);
  const label = i18n._(INDUSTRY_NAMES[industry]);
  const renderSaveJob = useSaveJobAction();
  const jobs = useJobs({
    industry,
    limit: JOB_RESULTS_PAGE_SIZE,
    page,
  });
  const { data } = jobs;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / JOB_RESULTS_PAGE_SIZE));

  const path = `/find-job/${INDUSTRY_SLUGS[industry]}`;
  function toPage(target: number) {
    return target > 1 ? `?page=${target}` : path;
  }

  return (
    <Section tone="muted" aria-labelledby={JOBS_HEADING_ID}>
      <div className={styles.jobsHeader}>
        <h2 id={JOBS_HEADING_ID} tabIndex={-1} className={styles.jobsTitle}>
          <Trans>Open {label} jobs</Trans>
        </h2>
        <AppLink to={findJobHref({ industry })}>
          <Trans>Search and filter all jobs</Trans>
        </AppLink>
      </div>
      {data && total > 0 && (
        <p className={styles.count}>
          {total === 1 ? t`1 open position` : t`${total} open positions`}
          {totalPages > 1 && ` · ${t`page ${page} of ${totalPages}`}`}
        </p>
      )}
      <PagedJobList
        query={jobs}
        labelledBy={JOBS_HEADING_ID}
        page={page}
        pageCount={totalPages}
        toPage={toPage}
        retryHref={toPage(page)}
        pagerLabel={t`${label} jobs pages`}
        renderActions={renderSaveJob}
        pastEnd={{ title: t`No more jobs`, text: t`This page is past the last open position.` }}
        empty={
          <JobListEmpty
            title={t`No open ${label} jobs right now`}
            text={t`New positions are posted every week. Check back soon or browse other industries.`}
            action={
              <AppLink to="/find-job">
                <Trans>See all jobs</Trans>
              </AppLink>
            }
          />
        }
      />
      <JobFeedLinks industry={industry} />
    </Section>
  );
}
