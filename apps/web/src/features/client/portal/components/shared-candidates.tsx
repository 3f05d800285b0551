import { useId } from 'react';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { SharedCandidate } from '@staffing/shared/shortlist-schemas';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { useClientInterviews } from '../api/get-client-interviews';
import { sharedCandidatesPath, useSharedCandidates } from '../api/get-shared-candidates';
import { CandidateInterviews } from './candidate-interviews';
import { DecisionForm } from './decision-form';
import styles from './client-portal.module.css';

function CandidateCard({
  orderId,
  candidate,
  interviews,
}: {
  orderId: string;
  candidate: SharedCandidate;
  interviews: readonly Interview[];
}) {
  const headingId = useId();
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.stack}>
      <h3 id={headingId} className={styles.cardTitle}>
        {candidate.name}
      </h3>
      <p className={styles.pitch}>{candidate.pitch}</p>
      {candidate.answers.length > 0 && (
        <dl className={styles.answers}>
          {candidate.answers.map((answer) => (
            <div key={answer.label}>
              <dt>{answer.label}</dt>
              <dd>{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {candidate.hasResume && (
        <p className={styles.muted}>
          <a href={`${sharedCandidatesPath(orderId)}/${encodeURIComponent(candidate._id)}/resume`}>
            Download {candidate.name}’s resume
          </a>
        </p>
      )}
      <CandidateInterviews interviews={interviews} />
      <DecisionForm orderId={orderId} candidate={candidate} />
    </Card>
  );
}

// The candidates the agency shared on one of the company's orders, each with their consent:
// name, pitch, resume and their answers to the job's questions.
export function SharedCandidates({ orderId }: { orderId: string }) {
  const candidates = useSharedCandidates(orderId);
  // The interviews only add to the cards: while they load, or if they fail, the candidates
  // and the answer forms are still there.
  const interviews = useClientInterviews(orderId);
  return (
    <QueryStates
      query={candidates}
      errorTitle="We could not load the candidates"
      empty={
        <EmptyState title="No candidates yet">
          Your recruiter will share candidates here once they agree.
        </EmptyState>
      }
    >
      {(list) => (
        <div className={styles.stack}>
          {list.map((candidate) => (
            <CandidateCard
              key={candidate._id}
              orderId={orderId}
              candidate={candidate}
              interviews={(interviews.data ?? []).filter(
                (interview) => interview.candidate._id === candidate._id,
              )}
            />
          ))}
        </div>
      )}
    </QueryStates>
  );
}
