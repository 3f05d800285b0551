import type { ReactNode } from 'react';
import {
  CLIENT_DECISION_STAFF_LABELS,
  type ShortlistEntry,
} from '@staffing/shared/shortlist-schemas';
import { AppLink } from '@/components/ui/app-link';
import { RelativeTime } from '@/components/ui/relative-time';
import { ConsentTag } from './consent-tag';
import styles from './shortlists.module.css';

// Shortlist entries, each with its consent; `show` says which side the link goes to (the
// candidate from an order's page, the order from a candidate's page); `actions` are the
// entry's buttons (remove, record the client's hire).
export function ShortlistEntries({
  entries,
  show,
  actions,
}: {
  entries: ShortlistEntry[];
  show: 'candidate' | 'order';
  actions?: (entry: ShortlistEntry) => ReactNode;
}) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry._id} className={styles.entry}>
          <div className={styles.entryHead}>
            {show === 'candidate' ? (
              <AppLink to={`/admin/candidates/${entry.candidate._id}`}>
                {entry.candidate.name}
              </AppLink>
            ) : (
              <AppLink to={`/admin/orders/${entry.orderId}`}>
                {entry.position} — {entry.company}
              </AppLink>
            )}
            <ConsentTag consent={entry.consent} />
          </div>
          <p className={styles.pitch}>{entry.pitch}</p>
          {entry.decision && (
            <p className={styles.pitch}>
              <strong>Client: {CLIENT_DECISION_STAFF_LABELS[entry.decision.kind]}</strong>
              {entry.decision.text ? ` — ${entry.decision.text}` : ''}
            </p>
          )}
          <p className={styles.muted}>
            Added by {entry.addedBy} <RelativeTime iso={entry.createdAt} />
          </p>
          {actions && <div className={styles.actions}>{actions(entry)}</div>}
        </li>
      ))}
    </ul>
  );
}
