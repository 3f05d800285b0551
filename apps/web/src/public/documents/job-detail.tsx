import { useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import {
  LazyApplyModal,
  preloadApplyModal,
} from '@/features/applications/components/lazy-apply-modal';
import { useSession } from '@/features/auth/api/get-session';
import { useJob } from '@/features/jobs/api/get-job';
import {
  isJobAcceptingApplications,
  JobDetailView,
} from '@/features/jobs/components/job-detail-view';
import { ApiError } from '@/lib/api-client';
import { useSaveJobAction } from './save-job-action';

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 155 ? `${flat.slice(0, 154)}…` : flat;
}

export default function JobDetailPage() {
  const { jobId = '' } = useParams();
  const { data: job, error, isPending, refetch } = useJob(jobId);
  const [applying, setApplying] = useState(false);
  const session = useSession();
  const renderSaveJob = useSaveJobAction();

  if (isPending) return <PageLoading />;

  if (error) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <>
          <PageMeta title={MESSAGES.jobNotFound} description={MESSAGES.jobNotFound} noIndex />
          <MessagePanel
            code="Error 404"
            title={MESSAGES.jobNotFound}
            text="This job may have been filled or removed. Our other open positions are a click away."
            actions={
              <ButtonLink to="/find-job" variant="primary">
                Back to Find a Job
              </ButtonLink>
            }
          />
        </>
      );
    }
    return (
      <>
        <PageMeta title="Job Details" description="Job details and how to apply." noIndex />
        <MessagePanel
          role="alert"
          title="We could not load this job"
          text="Please check your connection and try again."
          actions={
            <>
              <Button variant="primary" onClick={() => void refetch()}>
                Try again
              </Button>
              <ButtonLink to="/find-job" variant="secondary">
                Back to Find a Job
              </ButtonLink>
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageMeta
        title={`${job.overview.title} in ${job.overview.location}`}
        description={summarize(job.details.description)}
        // A filled, closed or expired job keeps its page (links to it keep working) but
        // should drop out of search results, as the server's copy of the page also says.
        noIndex={!isJobAcceptingApplications(job)}
      />
      <JobDetailView
        job={job}
        applyAction={
          <>
            <Button
              variant="accent"
              size="lg"
              aria-haspopup="dialog"
              onPointerEnter={preloadApplyModal}
              onFocus={preloadApplyModal}
              onClick={() => {
                setApplying(true);
              }}
            >
              Apply now
            </Button>
            {renderSaveJob(job, 'md')}
          </>
        }
      />
      <LazyApplyModal
        applicant={session.data}
        open={applying}
        onClose={() => {
          setApplying(false);
        }}
        target={{ kind: 'job', jobId: job._id, jobTitle: job.overview.title }}
        questions={job.screeningQuestions}
      />
    </>
  );
}
