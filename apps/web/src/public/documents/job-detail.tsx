import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { useSession } from '@/features/shared/auth/api/get-session';
import { useJob } from '@/features/public/jobs/api/get-job';
import {
  canonicalJobUrl,
  isJobAcceptingApplications,
  JobDetailView,
} from '@/features/public/jobs/components/job-detail-view';
import { jobTextsIn } from '@/features/public/jobs/utils/job-texts';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n/locale-provider';
import { SHARED_MESSAGES } from '@/lib/i18n/shared-messages';
import { useSiteConfig } from '@/lib/site-config';
import { Island } from '../island';
import ApplyIsland from '../islands/apply';
import ShareJobIsland from '../islands/share-job';
import { ScriptRequired } from '../script-required';
import { APPLY_NEEDS_SCRIPT, applicantOf } from './apply-island-props';
import { useSaveJobAction } from './save-job-action';

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 155 ? `${flat.slice(0, 154)}…` : flat;
}

// A job's page. The server renders it whole; 'Apply now' (with its modal), 'Save' and
// 'Copy link' are islands.
export default function JobDetailPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { jobId = '' } = useParams();
  const { data: job, error, isPending } = useJob(jobId);
  const { data: user } = useSession();
  const site = useSiteConfig();
  const renderSaveJob = useSaveJobAction();

  if (isPending) return <PageLoading />;

  if (error) {
    if (error instanceof ApiError && error.status === 404) {
      const notFound = i18n._(SHARED_MESSAGES.jobNotFound);
      return (
        <>
          <PageMeta title={notFound} description={notFound} noIndex />
          <MessagePanel
            code={t`Error 404`}
            title={notFound}
            text={t`This job may have been filled or removed. Our other open positions are a click away.`}
            actions={
              <ButtonLink to="/find-job" variant="primary">
                <Trans>Back to Find a Job</Trans>
              </ButtonLink>
            }
          />
        </>
      );
    }
    return (
      <>
        <PageMeta title={t`Job Details`} description={t`Job details and how to apply.`} noIndex />
        <MessagePanel
          role="alert"
          title={t`We could not load this job`}
          text={t`Please check your connection and try again.`}
          actions={
            <>
              {/* Loading the page again asks the server for the job again. */}
              <ButtonLink to={`/jobs/${encodeURIComponent(jobId)}`} variant="primary">
                <Trans>Try again</Trans>
              </ButtonLink>
              <ButtonLink to="/find-job" variant="secondary">
                <Trans>Back to Find a Job</Trans>
              </ButtonLink>
            </>
          }
        />
      </>
    );
  }

  // On a Spanish page, the job's Spanish version where it has one.
  const texts = jobTextsIn(job, locale);
  const jobTitle = texts.title.text;
  const jobLocation = job.overview.location;
  return (
    <>
      <PageMeta
        title={t`${jobTitle} in ${jobLocation}`}
        description={summarize(texts.description.text)}
        // A filled, closed or expired job keeps its page (links to it keep working) but
        // should drop out of search results, as the server's copy of the page also says.
        noIndex={!isJobAcceptingApplications(job)}
      />
      <JobDetailView
        job={job}
        applyAction={
          <>
            <Island
              name="apply"
              component={ApplyIsland}
              props={{
                target: { kind: 'job', jobId: job._id, jobTitle },
                applicant: applicantOf(user),
                questions: job.screeningQuestions ?? [],
                label: t`Apply now`,
                block: false,
              }}
            />
            <ScriptRequired>{i18n._(APPLY_NEEDS_SCRIPT)}</ScriptRequired>
            {renderSaveJob(job, 'md', jobTitle)}
          </>
        }
        share={
          <Island
            name="share-job"
            component={ShareJobIsland}
            props={{
              url: canonicalJobUrl(job._id, site?.publicUrl, locale),
              title: jobTitle,
            }}
          />
        }
      />
    </>
  );
}
