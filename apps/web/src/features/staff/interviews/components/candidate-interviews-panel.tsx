import { INTERVIEW_STATUS_LABELS } from '@staffing/shared/interview-schemas';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { StatusTag } from '@/components/ui/status-tag';
import { useCandidateInterviews } from '../api/get-candidate-interviews';
import { InterviewDetails } from './order-interviews-panel';
import styles from './interviews.module.css';

// A candidate's interviews on their page, each with the order it is for; they are moved or
// cancelled from that order's page, where the client and the shortlist are.
export function CandidateInterviewsPanel({ candidateId }: { candidateId: string }) {
  const interviews = useCandidateInterviews(candidateId);
  return (
    <QueryStates
      query={interviews}
      errorTitle="We could not load the interviews"
      loading={<p className={styles.muted}>Loading…</p>}
      empty={<EmptyState>No interviews yet.</EmptyState>}
    >
      {(rows) => (
        <ul className={styles.list} aria-label="Interviews">
          {rows.map((interview) => (
            <li key={interview._id} className={styles.item}>
              <div className={styles.itemHead}>
                <AppLink to={`/admin/orders/${interview.order._id}`}>
                  {interview.order.position} — {interview.company.name}
                </AppLink>
                <StatusTag tone={interview.status === 'cancelled' ? 'danger' : 'success'}>
                  {INTERVIEW_STATUS_LABELS[interview.status]}
                </StatusTag>
              </div>
              <InterviewDetails interview={interview} />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
