import {
  CLIENT_DECISION_STAFF_LABELS,
  type ClientDecisionKind,
} from '@staffing/shared/shortlist-schemas';
import type { AppConfig } from '../../config/env.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

// Tells the order's owner (or the agency's mailbox while the order has none) what the client
// answered on a candidate.
export function clientDecisionEmail(
  config: AppConfig,
  to: string,
  answer: {
    kind: ClientDecisionKind;
    text: string | null;
    contactName: string;
    company: string;
    position: string;
    candidateName: string;
    orderId: string;
    candidateId: string;
  },
): OutgoingEmail {
  const what =
    answer.kind === 'interview'
      ? `would like to interview ${answer.candidateName}`
      : answer.kind === 'decline'
        ? `declined ${answer.candidateName}`
        : // A wish until staff record the placement.
          `would like to hire ${answer.candidateName}`;
  return {
    to,
    subject: `${CLIENT_DECISION_STAFF_LABELS[answer.kind]}: ${answer.candidateName} — ${answer.company}`,
    text: [
      `${answer.contactName} of ${answer.company} ${what} for “${answer.position}”.`,
      '',
      ...(answer.text
        ? [answer.kind === 'interview' ? 'Times that suit them:' : 'Their reason:', answer.text, '']
        : []),
      `The order: ${config.publicUrl}/admin/orders/${answer.orderId}`,
      `The candidate: ${config.publicUrl}/admin/candidates/${answer.candidateId}`,
    ].join('\n'),
    // It names the candidate to staff: erasing the candidate scrubs it from the outbox.
    aboutCandidateId: answer.candidateId,
  };
}
