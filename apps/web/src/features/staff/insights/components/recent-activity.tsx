import { useId } from 'react';
import { Link } from 'react-router';
import type { ActivityEntry } from '@staffing/shared/application-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon, MailIcon, UserIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { cx } from '@/lib/cx';
import { RECENT_ACTIVITY_LIMIT, useRecentActivity } from '../api/get-recent-activity';
import { ACTIVITY_KIND_LABELS, activityKind, type ActivityKind } from '../utils/activity-kinds';
import { RelativeTime } from '@/components/ui/relative-time';
import styles from './recent-activity.module.css';

function KindIcon({ kind }: { kind: ActivityKind }) {
  switch (kind) {
    case 'job':
    case 'order':
      return <BriefcaseIcon />;
    case 'account':
      return <UserIcon />;
    default:
      return <MailIcon />;
  }
}

// The log's sentences start with who did it ('Ann Lee applied for ...'); the actor is only
// added when the sentence does not already name them (an account renamed since).
function actorNote(entry: ActivityEntry): string | undefined {
  if (!entry.actorName || entry.summary.startsWith(entry.actorName)) return undefined;
  return `by ${entry.actorName}`;
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const kind = activityKind(entry.action);
  const actor = actorNote(entry);
  return (
    <li className={styles.item}>
      <span className={cx(styles.icon, styles[kind])}>
        <KindIcon kind={kind} />
      </span>
      <div className={styles.body}>
        <p className={styles.summary}>
          {entry.link ? <Link to={entry.link}>{entry.summary}</Link> : entry.summary}
        </p>
        <p className={styles.meta}>
          <span className={styles.kind}>{ACTIVITY_KIND_LABELS[kind]}</span>
          {actor && <span>{actor}</span>}
          <RelativeTime iso={entry.createdAt} className={styles.time} />
        </p>
      </div>
    </li>
  );
}

// The dashboard's "Recent activity": the newest entries of the activity log, each saying
// who did what and when, linked to what it is about (the old site's list was made up).
export function RecentActivity() {
  const headingId = useId();
  const activity = useRecentActivity();

  let content;
  if (activity.isPending) {
    content = (
      <EmptyState role="status">
        <p>{MESSAGES.loading}</p>
      </EmptyState>
    );
  } else if (activity.isError) {
    content = (
      <EmptyState tone="error" onRetry={() => void activity.refetch()}>
        <p>Recent activity could not be loaded. {activity.error.message}</p>
      </EmptyState>
    );
  } else if (activity.data.length === 0) {
    content = (
      <EmptyState>
        <p>
          Nothing has happened yet. New jobs, applications, sign-ups and account changes will appear
          here.
        </p>
      </EmptyState>
    );
  } else {
    content = (
      <ol className={styles.list}>
        {activity.data.map((entry) => (
          <ActivityItem key={entry._id} entry={entry} />
        ))}
      </ol>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Recent activity
        </h2>
        <p className={styles.lead}>
          The newest {RECENT_ACTIVITY_LIMIT} events: jobs posted, edited and deleted, applications
          received, sign-ups and account changes.
        </p>
      </div>
      {content}
    </Section>
  );
}
