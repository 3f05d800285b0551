import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { invalidateJobQueries } from '@/features/staff/jobs/api/invalidate-jobs';
import { JobForm } from '@/features/staff/jobs/components/job-form';
import { toCreateJobInput } from '@/features/staff/jobs/components/job-form-values';
import { JobFormLayout } from '@/features/staff/jobs/components/job-form-layout';
import { useOrder } from '@/features/staff/orders/api/get-order';
import { usePostOrderJob } from '@/features/staff/orders/api/post-order-job';
import { orderJobDraft } from '@/features/staff/orders/utils/order-job-draft';
import styles from './post-job.module.css';

// /admin/orders/:orderId/post-job: "Post as a job". The admin job form, filled in from the
// order for staff to edit before publishing; the job is created and linked to its order in
// one request.
export default function OrderPostJobPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const postJob = usePostOrderJob(orderId);
  const queryClient = useQueryClient();
  const successRef = useRef<HTMLHeadingElement>(null);
  const backToOrder = `/admin/orders/${orderId}`;

  useEffect(() => {
    if (postJob.isSuccess) successRef.current?.focus();
  }, [postJob.isSuccess]);

  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    return (
      <>
        <PageMeta title="Post as a job" description="" noIndex />
        <MessagePanel
          role="alert"
          title={JOB_ORDER_MESSAGES.notFound}
          text={order.error.message}
          actions={
            <ButtonLink to="/admin/orders" variant="secondary">
              Back to orders
            </ButtonLink>
          }
        />
      </>
    );
  }

  const posted = postJob.data;
  const existing = order.data.job;
  return (
    <>
      <PageMeta title="Post as a job" description="A job posting from a job order." noIndex />
      <StaffPageHeader
        breadcrumbs={[
          { label: 'Orders', to: '/admin/orders' },
          { label: order.data.position, to: backToOrder },
          { label: 'Post as a job', to: `${backToOrder}/post-job` },
        ]}
        title="Post as a job"
        lead={`${order.data.position} for ${order.data.company}: check and complete the posting, then publish it.`}
      />
      <Section>
        {posted ? (
          <div className={styles.success} role="status">
            <h2 ref={successRef} tabIndex={-1} className={styles.successTitle}>
              The job is posted and linked to its order.
            </h2>
            <p className={styles.successText}>
              <Link to={`/jobs/${posted._id}`} className={styles.jobLink}>
                {posted.overview.title}
              </Link>{' '}
              {posted.status && posted.status !== 'open'
                ? `was saved as ${posted.status}: it is not listed on the job board.`
                : 'is now on the job board.'}
            </p>
            <div className={styles.successActions}>
              <ButtonLink to={backToOrder} variant="primary">
                Back to the order
              </ButtonLink>
              <ButtonLink to={`/edit-job/${posted._id}`} variant="secondary">
                Edit the job
              </ButtonLink>
            </div>
          </div>
        ) : existing ? (
          <p>
            {JOB_ORDER_MESSAGES.alreadyPosted}{' '}
            <Link to={`/edit-job/${existing._id}`}>{existing.title}</Link>
          </p>
        ) : (
          <JobFormLayout publishNote="The job goes on the job board as it is saved here, and the order lists its applications.">
            <JobForm
              mode="post"
              defaultValues={orderJobDraft(order.data)}
              submitLabel="Post Job"
              submittingLabel="Posting..."
              errorMessage={
                postJob.isError
                  ? `The job could not be posted. ${postJob.error.message}`
                  : undefined
              }
              cancelTo={backToOrder}
              onSubmit={async (values) => {
                await postJob.mutateAsync(toCreateJobInput(values));
                void invalidateJobQueries(queryClient);
              }}
            />
          </JobFormLayout>
        )}
      </Section>
    </>
  );
}
