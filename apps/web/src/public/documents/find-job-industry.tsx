import { useRef, type RefObject } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  INDUSTRY_LABELS,
  INDUSTRY_SLUGS,
  industryFromSlug,
  type Industry,
} from '@staffing/shared/constants';
import { NotFoundView } from '@/components/layout/not-found-view';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/auth/api/get-session';
import { INDUSTRY_SUMMARIES } from '@/features/industries/data/industry-content';
import { useJobs } from '@/features/jobs/api/get-jobs';
import { JobFeedHeadLink, JobFeedLinks } from '@/features/jobs/components/job-feed-links';
import { PagedJobList } from '@/features/jobs/components/paged-job-list';
import { JobListEmpty } from '@/features/jobs/components/job-list-states';

import { INDUSTRY_JOB_CONTENT } from '@/features/jobs/data/industry-job-content';
import { JOB_RESULTS_PAGE_SIZE, readJobSearch } from '@/features/jobs/utils/job-search-params';
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
  const { data: user } = useSession();
  const jobsHeadingRef = useRef<HTMLHeadingElement>(null);
  const label = INDUSTRY_LABELS[industry];
  const content = INDUSTRY_JOB_CONTENT[industry];

  function showJobs() {
    // The list is further down this page: take the reader (and keyboard focus) there.
    jobsHeadingRef.current?.focus();
  }

  return (
    <>
      <PageMeta title={`${label} Jobs`} description={INDUSTRY_SUMMARIES[industry]} />
      <JobFeedHeadLink industry={industry} />
      <PageHeader
        eyebrow="Find a Job"
        title={`${label} Jobs`}
        lead={INDUSTRY_SUMMARIES[industry]}
        actions={
          user ? (
            <Button variant="accent" size="lg" onClick={showJobs}>
              Apply
            </Button>
          ) : (
            <ButtonLink to="/sign-up" variant="accent" size="lg">
              Sign Up
            </ButtonLink>
          )
        }
      />

      <Section aria-labelledby="industry-intro">
        <div className={styles.intro}>
          <div>
            <h2 id="industry-intro">{content.heading}</h2>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
          <aside className={styles.roles} aria-labelledby="industry-roles">
            <h3 id="industry-roles" className={styles.rolesTitle}>
              Roles we fill
            </h3>
            <ul className={styles.roleList}>
              {content.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <IndustryJobs industry={industry} headingRef={jobsHeadingRef} />
    </>
  );
}

function IndustryJobs({
  industry,
  headingRef,
}: {
  industry: Industry;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const [searchParams] = useSearchParams();
  const { page } = readJobSearch(searchParams);
  const label = INDUSTRY_LABELS[industry];
  const renderSaveJob = useSaveJobAction();
  const jobs = useJobs({
    industry,
    limit: JOB_RESULTS_PAGE_SIZE,
    page,
  });
  const { data } = jobs;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / JOB_RESULTS_PAGE_SIZE));

  function toPage(target: number) {
    return target > 1 ? `?page=${target}` : `/find-job/${INDUSTRY_SLUGS[industry]}`;
  }

  return (
    <Section tone="muted" aria-labelledby="industry-jobs">
      <div className={styles.jobsHeader}>
        <h2 id="industry-jobs" ref={headingRef} tabIndex={-1} className={styles.jobsTitle}>
          Open {label} jobs
        </h2>
        <Link to={{ pathname: '/find-job', search: `?industry=${industry}` }}>
          Search and filter all jobs
        </Link>
      </div>
      {data && total > 0 && (
        <p className={styles.count}>
          {total === 1 ? '1 open position' : `${total} open positions`}
          {totalPages > 1 && ` · page ${page} of ${totalPages}`}
        </p>
      )}
      <PagedJobList
        query={jobs}
        labelledBy="industry-jobs"
        page={page}
        pageCount={totalPages}
        toPage={toPage}
        pagerLabel={`${label} jobs pages`}
        onNavigate={() => headingRef.current?.focus()}
        renderActions={renderSaveJob}
        pastEnd={{ title: 'No more jobs', text: 'This page is past the last open position.' }}
        empty={
          <JobListEmpty
            title={`No open ${label} jobs right now`}
            text="New positions are posted every week. Check back soon or browse other industries."
            action={<Link to="/find-job">See all jobs</Link>}
          />
        }
      />
      <JobFeedLinks industry={industry} />
    </Section>
  );
}
