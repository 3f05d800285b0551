import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useJob } from '@/features/staff/jobs/api/get-job';
import { useUpdateJob } from '@/features/staff/jobs/api/update-job';
import { JobForm } from '@/features/staff/jobs/components/job-form';
import {
  jobToFormValues,
  toUpdateJobInput,
} from '@/features/staff/jobs/components/job-form-values';
import { JobFormLayout } from '@/features/staff/jobs/components/job-form-layout';
import { JobOrderLink } from '@/features/staff/orders/components/job-order-link';
import { ApiError } from '@/lib/api-client';
import styles from './edit-job.module.css';

// /edit-job/{jobId}: admins only (the route guard), the post form's fields with Drivers
// included, started from the stored job.
export default function EditJobPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  const updateJob = useUpdateJob();
  const navigate = useNavigate();

  return (
    <>
      <PageMeta title="Edit Job" description="Change a job listing." noIndex={job.isError} />
      <StaffPageHeader
        breadcrumbs={[
          { label: 'Jobs', to: '/admin/all-jobs' },
          { label: job.data?.overview.title ?? 'Job', to: `/edit-job/${jobId}` },
        ]}
        title="Edit Job"
        lead={job.data?.overview.title ?? 'Change the details of a job listing.'}
      />
      <Section>
        <JobOrderLink jobId={jobId} />
        {job.isPending ? (
          <PageLoading />
        ) : job.isError ? (
          <LoadProblem error={job.error} onRetry={() => void job.refetch()} />
        ) : (
          <JobFormLayout publishNote="Saved changes show on the job board and the job's page at once; the job keeps its place in the list.">
            <JobForm
              // A fresh form per job: its inputs start from that job, never from another one.
              key={job.data._id}
              mode="edit"
              defaultValues={jobToFormValues(job.data)}
              submitLabel="Save Changes"
              submittingLabel="Saving..."
              errorMessage={
                updateJob.isError
                  ? `Your changes could not be saved. ${updateJob.error.message}`
                  : undefined
              }
              cancelTo="/admin/all-jobs"
              onSubmit={async (values) => {
                await updateJob.mutateAsync({ jobId, input: toUpdateJobInput(values) });
                // Spec section 4: a successful save goes to the list.
                await navigate('/admin/all-jobs');
              }}
            />
          </JobFormLayout>
        )}
      </Section>
    </>
  );
}

function LoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className={styles.problem} role="alert">
      <h2 className={styles.problemTitle}>
        {notFound ? MESSAGES.jobNotFound : 'This job could not be loaded'}
      </h2>
      <p className={styles.problemText}>
        {notFound
          ? 'It may have been deleted. The job list shows every job there is.'
          : error.message}
      </p>
      <div className={styles.problemActions}>
        {!notFound && <Button onClick={onRetry}>Try again</Button>}
        <ButtonLink to="/admin/all-jobs" variant={notFound ? 'primary' : 'secondary'}>
          Back to All Jobs
        </ButtonLink>
      </div>
    </div>
  );
}
