import type {
  TodayApplicationGroup,
  TodayClientAnswer,
  TodayConsent,
  TodayFailedEmail,
  TodayInterview,
  TodayOrder,
} from '@staffing/shared/today-schemas';
import { JOB_ORDER_STATUS_LABELS, type JobOrderStatus } from '@staffing/shared/job-order-constants';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import {
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { RelativeTime } from '@/components/ui/relative-time';
import { Badge, StatusTag } from '@/components/ui/status-tag';
import { formatCalendarDate, formatClock, formatZone } from '@/lib/interview-time';
import { useSession } from '@/features/shared/auth/api/get-session';
import { useResendConsent } from '../api/resend-consent';
import { useTakeOrder } from '../api/take-order';
import styles from './today.module.css';

const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

function Title({ to, children }: { to: string; children: string }) {
  return (
    <CardListTitle headingLevel="h3" className={styles.itemTitle}>
      <AppLink to={to}>{children}</AppLink>
    </CardListTitle>
  );
}

// A client answered on a shared candidate: schedule the interview, or record the placement,
// on the order's page.
export function ClientAnswerItem({ answer }: { answer: TodayClientAnswer }) {
  const interview = answer.decision === 'interview';
  return (
    <CardListItem padding="sm">
      <CardListMain>
        <Title to={orderPath(answer.orderId)}>{answer.candidateName}</Title>
        <CardListMeta>
          {answer.company} {interview ? 'wants to interview them' : 'wants to hire them'} ·{' '}
          {answer.position} · <RelativeTime iso={answer.at} />
        </CardListMeta>
        {answer.text && (
          <CardListMeta className={styles.quote}>Times that suit: “{answer.text}”</CardListMeta>
        )}
      </CardListMain>
      <CardListSide gap="sm" className={styles.side}>
        <StatusTag tone="accent">{interview ? 'Schedule interview' : 'Record placement'}</StatusTag>
      </CardListSide>
    </CardListItem>
  );
}

export function InterviewItem({ interview }: { interview: TodayInterview }) {
  return (
    <CardListItem padding="sm">
      <CardListMain>
        <Title to={orderPath(interview.orderId)}>{interview.candidateName}</Title>
        <CardListMeta>
          {formatClock(interview.time)} {formatZone(interview.timeZone)} · {interview.position} at{' '}
          {interview.company}
        </CardListMeta>
      </CardListMain>
      <CardListSide gap="sm" className={styles.side}>
        <StatusTag tone={interview.day === 'today' ? 'strong' : 'neutral'}>
          {interview.day === 'today' ? 'Today' : 'Tomorrow'}
        </StatusTag>
      </CardListSide>
    </CardListItem>
  );
}

// The applications list filtered to the job (or the standing opening) they went to.
function applicationsPath(group: TodayApplicationGroup): string {
  const params = new URLSearchParams();
  if (group.jobId) params.set('jobId', group.jobId);
  else params.set('kind', group.kind);
  return `/admin/applications?${params.toString()}`;
}

export function ApplicationGroupItem({ group }: { group: TodayApplicationGroup }) {
  return (
    <CardListItem padding="sm">
      <CardListMain>
        <Title to={applicationsPath(group)}>{group.title}</Title>
        <CardListMeta>
          Latest <RelativeTime iso={group.latestAt} />
        </CardListMeta>
      </CardListMain>
      <CardListSide gap="sm" className={styles.side}>
        <Badge tone="accent">{group.count} new</Badge>
      </CardListSide>
    </CardListItem>
  );
}

// Whole days from `today` to `date` (both calendar dates).
function daysUntil(date: string, today: string): number {
  const at = (value: string) => {
    const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((at(date) - at(today)) / 86_400_000);
}

function startsIn(days: number): string {
  if (days <= 0) return 'Starts today';
  if (days === 1) return 'Starts tomorrow';
  return `Starts in ${days} days`;
}

const statusLabel = (status: string) =>
  status in JOB_ORDER_STATUS_LABELS ? JOB_ORDER_STATUS_LABELS[status as JobOrderStatus] : status;

// An order nobody owns is taken here in one press; one starting soon is worked on its page.
export function OrderItem({ order, today }: { order: TodayOrder; today: string }) {
  const unowned = order.reasons.includes('unowned');
  const soon = order.reasons.includes('starts-soon');
  const { data: user } = useSession();
  const take = useTakeOrder();
  return (
    <CardListItem padding="sm">
      <CardListMain>
        <Title to={orderPath(order._id)}>{order.position}</Title>
        <CardListMeta>
          {order.company} · {statusLabel(order.status)} · starts{' '}
          {formatCalendarDate(order.startDate)} · {order.filledCount} of {order.headcount} filled
          {order.ownerName ? ` · ${order.ownerName}` : ''}
        </CardListMeta>
        {take.isError && (
          <p className={styles.error} role="alert">
            {take.error.message}
          </p>
        )}
      </CardListMain>
      <CardListSide gap="sm" className={styles.side}>
        {unowned && <StatusTag tone="accent">No owner</StatusTag>}
        {soon && <StatusTag tone="danger">{startsIn(daysUntil(order.startDate, today))}</StatusTag>}
        {unowned && user && (
          <Button
            variant="secondary"
            size="sm"
            disabled={take.isPending}
            aria-label={`Take it: ${order.position}`}
            onClick={() => {
              take.mutate({ orderId: order._id, ownerId: user._id });
            }}
          >
            {take.isPending ? 'Taking…' : 'Take it'}
          </Button>
        )}
      </CardListSide>
    </CardListItem>
  );
}

// A consent request nobody answered: send it again here, or take the candidate off the
// shortlist on the order's page.
export function ConsentItem({ consent }: { consent: TodayConsent }) {
  const resend = useResendConsent();
  return (
    <CardListItem padding="sm">
      <CardListMain>
        <Title to={orderPath(consent.orderId)}>{consent.candidateName}</Title>
        <CardListMeta>
          {consent.position} at {consent.company} · asked <RelativeTime iso={consent.askedAt} />
        </CardListMeta>
        {resend.isError && (
          <p className={styles.error} role="alert">
            {resend.error.message}
          </p>
        )}
      </CardListMain>
      <CardListSide gap="sm" className={styles.side}>
        <Button
          variant="secondary"
          size="sm"
          disabled={resend.isPending}
          aria-label={`Send again to ${consent.candidateName}`}
          onClick={() => {
            resend.mutate({ orderId: consent.orderId, entryId: consent.entryId });
          }}
        >
          {resend.isPending ? 'Sending…' : 'Send again'}
        </Button>
      </CardListSide>
    </CardListItem>
  );
}

export function FailedEmailItem({ email }: { email: TodayFailedEmail }) {
  return (
    <CardListItem padding="sm">
      <CardListMain>
        <Title to="/admin/outbox">{email.subject}</Title>
        <CardListMeta>
          To {email.to} · <RelativeTime iso={email.createdAt} />
        </CardListMeta>
        {email.lastError && <CardListMeta className={styles.quote}>{email.lastError}</CardListMeta>}
      </CardListMain>
    </CardListItem>
  );
}
