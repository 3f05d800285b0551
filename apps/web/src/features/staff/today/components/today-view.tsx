import type { Today, TodayScope } from '@staffing/shared/today-schemas';
import { CONSENT_WAIT_DAYS, ORDER_START_SOON_DAYS } from '@staffing/shared/today-schemas';
import { buttonClassName } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { QueryStates } from '@/components/ui/query-states';
import { useToday } from '../api/get-today';
import {
  ApplicationGroupItem,
  ClientAnswerItem,
  ConsentItem,
  FailedEmailItem,
  InterviewItem,
  OrderItem,
} from './today-items';
import { TodaySection } from './today-section';
import styles from './today.module.css';

// The reader's calendar date, YYYY-MM-DD (what "starts in 3 days" counts from).
function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const sinceFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

// An admin's switch between their own work and everyone's; the choice is in the URL
// (?scope=everyone), so a reload or a shared link keeps it.
export function TodayScopeSwitch({ scope }: { scope: TodayScope }) {
  const option = (value: TodayScope, label: string, to: string) => (
    <AppLink
      to={to}
      className={buttonClassName({
        variant: scope === value ? 'primary' : 'secondary',
        size: 'sm',
      })}
      aria-current={scope === value ? 'true' : undefined}
    >
      {label}
    </AppLink>
  );
  return (
    <nav aria-label="Whose work" className={styles.scope}>
      {option('mine', 'Mine', '/admin')}
      {option('everyone', 'Everyone', '/admin?scope=everyone')}
    </nav>
  );
}

function TodaySections({ today, scope }: { today: Today; scope: TodayScope }) {
  const mine = scope === 'mine';
  const date = localDate();
  const { clientAnswers, interviews, applications, orders, consents, failedEmails } = today;
  return (
    <div className={styles.grid}>
      <TodaySection
        title="Client answers waiting"
        total={clientAnswers.total}
        shown={clientAnswers.items.length}
        lead="A client wants to interview or hire: schedule it, or record the placement, on the order."
        moreTo={mine ? '/admin/orders?owner=me' : '/admin/orders'}
        moreLabel="All orders"
      >
        {clientAnswers.items.map((answer) => (
          <ClientAnswerItem key={answer.entryId} answer={answer} />
        ))}
      </TodaySection>
      <TodaySection
        title="Interviews today and tomorrow"
        total={interviews.total}
        shown={interviews.items.length}
        moreTo="/admin/interviews"
        moreLabel="All interviews"
      >
        {interviews.items.map((interview) => (
          <InterviewItem key={interview._id} interview={interview} />
        ))}
      </TodaySection>
      <TodaySection
        title="New applications"
        total={applications.total}
        shown={applications.items.reduce((sum, group) => sum + group.count, 0)}
        lead={`Since ${sinceFormat.format(new Date(applications.since))}, by job.`}
        moreTo="/admin/applications"
        moreLabel="All applications"
      >
        {applications.items.map((group) => (
          <ApplicationGroupItem key={group.jobId ?? group.kind} group={group} />
        ))}
      </TodaySection>
      <TodaySection
        title="Orders to take or fill"
        total={orders.total}
        shown={orders.items.length}
        lead={`Orders nobody owns, and ${mine ? 'yours' : 'orders'} starting within ${ORDER_START_SOON_DAYS} days that are not filled.`}
        moreTo="/admin/orders?owner=none"
        moreLabel="Orders nobody owns"
      >
        {orders.items.map((order) => (
          <OrderItem key={order._id} order={order} today={date} />
        ))}
      </TodaySection>
      <TodaySection
        title="Consent requests unanswered"
        total={consents.total}
        shown={consents.items.length}
        lead={`Candidates who have not answered for ${CONSENT_WAIT_DAYS} days: send the request again, or take them off the shortlist on the order.`}
      >
        {consents.items.map((consent) => (
          <ConsentItem key={consent.entryId} consent={consent} />
        ))}
      </TodaySection>
      {failedEmails && (
        <TodaySection
          title="Failed emails"
          total={failedEmails.total}
          shown={failedEmails.items.length}
          moreTo="/admin/outbox"
          moreLabel="All failed emails"
        >
          {failedEmails.items.map((email) => (
            <FailedEmailItem key={email._id} email={email} />
          ))}
        </TodaySection>
      )}
    </div>
  );
}

// Today's sections for the signed-in staff member (or, for an admin who asks, everyone).
export function TodayView({ scope }: { scope: TodayScope }) {
  const today = useToday(scope);
  return (
    <QueryStates query={today} errorTitle="We could not load what needs doing today">
      {(data) => <TodaySections today={data} scope={scope} />}
    </QueryStates>
  );
}
