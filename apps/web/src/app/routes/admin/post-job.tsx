import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useCreateJob } from '@/features/staff/jobs/api/create-job';
import { JobForm } from '@/features/staff/jobs/components/job-form';
import { toCreateJobInput } from '@/features/staff/jobs/components/job-form-values';
import { JobFormLayout } from '@/features/staff/jobs/components/job-form-layout';
import styles from './post-job.module.css';

export default function PostJobPage() {
  const createJob = useCreateJob();
  const successRef = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the confirmation: move there so it is read and seen at once.
  useEffect(() => {
    if (createJob.isSuccess) successRef.current?.focus();
  }, [createJob.isSuccess]);

  return (
    <>
      <PageMeta title="Post a Job" description="Publish a new job listing." />
      <StaffPageHeader title="Post a Job" lead="Publish a new job listing." />
      <Section>
        {createJob.isSuccess ? (
          <div className={styles.success} role="status">
            <h2 ref={successRef} tabIndex={-1} className={styles.successTitle}>
              {MESSAGES.jobPosted}
            </h2>
            <p className={styles.successText}>
              <Link to={`/jobs/${createJob.data._id}`} className={styles.jobLink}>
                {createJob.data.overview.title}
              </Link>{' '}
              {createJob.data.status && createJob.data.status !== 'open'
                ? `was saved as ${createJob.data.status}: its page is up, but it is not listed on the job board.`
                : 'is now on the job board.'}
            </p>
            <div className={styles.successActions}>
              <ButtonLink to="/admin/dashboard" variant="primary">
                Back to Dashboard
              </ButtonLink>
              <Button
                variant="secondary"
                onClick={() => {
                  createJob.reset();
                }}
              >
                Post another job
              </Button>
            </div>
          </div>
        ) : (
          <JobFormLayout publishNote="A posted job goes straight to the top of the job board and of its industry's page.">
            <JobForm
              mode="post"
              submitLabel="Post Job"
              submittingLabel="Posting..."
              // Spec section 8: 'Error posting job', whatever went wrong; field messages from
              // the server still go next to their fields.
              errorMessage={createJob.isError ? MESSAGES.jobPostFailed : undefined}
              cancelTo="/admin"
              onSubmit={(values) => createJob.mutateAsync(toCreateJobInput(values))}
            />
          </JobFormLayout>
        )}
      </Section>
    </>
  );
}
