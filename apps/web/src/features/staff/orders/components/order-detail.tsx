import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@staffing/shared/account-schemas';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import {
  ASSIGNMENT_TYPE_LABELS,
  JOB_ORDER_STATUS_LABELS,
  SHIFT_LABELS,
} from '@staffing/shared/job-order-constants';
import type {
  JobOrderApplication,
  JobOrderDetail,
  JobOrderEvent,
} from '@staffing/shared/job-order-schemas';
import { formatPay } from '@staffing/shared/pay-format';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusTag } from '@/components/ui/status-tag';
import { OrderNoteForm } from './order-note-form';
import { OrderPanel } from './order-panel';
import { OrderStatusForm } from './order-status-form';
import { OrderStatusTag } from '@/components/order-status-tag';
import { OrderWorkForm } from './order-work-form';
import styles from './order-detail.module.css';

const CLOSED = new Set(['filled', 'cancelled', 'lost']);

function applicationStatusLabel(status: string): string {
  const known = APPLICATION_STATUSES.find((value) => value === status);
  return known ? APPLICATION_STATUS_LABELS[known] : status;
}

function eventText(event: JobOrderEvent): string {
  switch (event.kind) {
    case 'received':
      return event.text ?? 'Received';
    case 'status': {
      const from = event.fromStatus ? JOB_ORDER_STATUS_LABELS[event.fromStatus] : '';
      const to = event.toStatus ? JOB_ORDER_STATUS_LABELS[event.toStatus] : '';
      return `${from} → ${to}${event.text ? `: ${event.text}` : ''}`;
    }
    default:
      return event.text ?? '';
  }
}

function Facts({ order }: { order: JobOrderDetail }) {
  const pay = formatPay({
    salaryMin: order.payMin,
    salaryMax: order.payMax,
    salaryPeriod: order.payPeriod,
  });
  const ends =
    order.assignmentType === 'direct-hire' ? null : order.ongoing ? 'Ongoing' : order.endDate;
  const facts: [string, ReactNode][] = [
    ['Industry', INDUSTRY_LABELS[order.industry]],
    ['Headcount', `${order.filledCount} of ${order.headcount} filled`],
    ['Assignment', ASSIGNMENT_TYPE_LABELS[order.assignmentType]],
    ['Start', order.startDate],
    ...(ends ? [['End', ends] as [string, string]] : []),
    ['Shift', SHIFT_LABELS[order.shift]],
    ['Pay offered', pay ?? 'Not stated'],
    ['Worksite', `${order.city}, ${order.state} ${order.zip}`],
    ...(order.licences ? [['Licences', order.licences] as [string, string]] : []),
    ...(order.certifications ? [['Certifications', order.certifications] as [string, string]] : []),
    ...(order.languages ? [['Languages', order.languages] as [string, string]] : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Applications({ order }: { order: JobOrderDetail }) {
  const columns: DataTableColumn<JobOrderApplication>[] = [
    {
      key: 'name',
      header: 'Applicant',
      rowHeader: true,
      stacked: 'heading',
      cell: (application) => {
        const name = `${application.firstName} ${application.lastName}`.trim() || 'Anonymous';
        return application.candidateId ? (
          <Link to={`/admin/candidates/${application.candidateId}`}>{name}</Link>
        ) : (
          name
        );
      },
    },
    { key: 'email', header: 'Email', cell: (application) => application.email },
    {
      key: 'status',
      header: 'Status',
      cell: (application) => (
        <StatusTag caps={false}>{applicationStatusLabel(application.status)}</StatusTag>
      ),
    },
    {
      key: 'applied',
      header: 'Applied',
      cell: (application) => <RelativeTime iso={application.createdAt} />,
    },
  ];
  return (
    <DataTable
      caption={`Applications to ${order.job?.title ?? 'the job'}`}
      captionHidden
      columns={columns}
      rows={order.applications}
      rowKey={(application) => application._id}
      empty={
        <EmptyState>
          <p>Nobody has applied to the job yet.</p>
        </EmptyState>
      }
    />
  );
}

// /admin/orders/:id: the order as the employer sent it, its status, owner and filled count,
// its job posting and that job's applications, and its history.
// `side` is more of the order's page from other features (its client company), composed by
// the page, below the employer; `main` (its interviews) goes above the history.
export function OrderDetail({
  order,
  side,
  main,
}: {
  order: JobOrderDetail;
  side?: ReactNode;
  main?: ReactNode;
}) {
  const canPost = !order.job && !CLOSED.has(order.status);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <OrderPanel title="The order" aside={<OrderStatusTag status={order.status} />}>
          {order.statusReason && (
            <p className={styles.reason}>
              <strong>Reason:</strong> {order.statusReason}
            </p>
          )}
          <Facts order={order} />
          {order.notes && (
            <div className={styles.notes}>
              <h3 className={styles.subTitle}>Notes from the employer</h3>
              <p className={styles.preLine}>{order.notes}</p>
            </div>
          )}
        </OrderPanel>

        <OrderPanel
          title="Job posting"
          aside={
            canPost ? (
              <ButtonLink to={`/admin/orders/${order._id}/post-job`} variant="primary" size="sm">
                Post as a job
              </ButtonLink>
            ) : undefined
          }
        >
          {order.job ? (
            <>
              <p className={styles.jobLine}>
                <Link to={`/jobs/${order.job._id}`}>{order.job.title}</Link>
                <StatusTag caps={false}>{order.job.status}</StatusTag>
                <Link to={`/edit-job/${order.job._id}`}>Edit the job</Link>
              </p>
              <h3 className={styles.subTitle}>Applications ({order.applications.length})</h3>
              <Applications order={order} />
            </>
          ) : (
            <p className={styles.muted}>
              {canPost
                ? 'Not posted yet. "Post as a job" opens the job form filled in from this order, to edit before publishing.'
                : 'This order was not posted as a job.'}
            </p>
          )}
        </OrderPanel>

        {main}

        <OrderPanel title="History">
          <ol className={styles.history}>
            {order.history.map((event) => (
              <li key={event._id} className={styles.event}>
                <RelativeTime iso={event.createdAt} className={styles.eventTime} />
                <span className={styles.eventActor}>{event.actorName}</span>
                <span className={styles.preLine}>{eventText(event)}</span>
              </li>
            ))}
          </ol>
          <OrderNoteForm orderId={order._id} />
        </OrderPanel>
      </div>

      <div className={styles.side}>
        <OrderPanel title="Status">
          <OrderStatusForm order={order} />
        </OrderPanel>
        <OrderPanel title="Owner and filled">
          <OrderWorkForm order={order} />
        </OrderPanel>
        <OrderPanel title="Employer">
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Company</dt>
              <dd>{order.company}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Contact</dt>
              <dd>{order.contactName}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Email</dt>
              <dd className={styles.breakable}>
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a>
              </dd>
            </div>
          </dl>
        </OrderPanel>
        {side}
      </div>
    </div>
  );
}
