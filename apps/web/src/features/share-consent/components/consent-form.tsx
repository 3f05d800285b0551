import type { ConsentRequest } from '@staffing/shared/shortlist-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useAnswerConsent } from '../api/answer-consent';
import { useConsentRequest } from '../api/check-consent';
import styles from './consent-form.module.css';

function stateText(request: ConsentRequest): string {
  switch (request.consent) {
    case 'granted':
      return `Your profile is shared with ${request.company}.`;
    case 'declined':
      return `You said no: ${request.company} does not see your profile.`;
    case 'withdrawn':
      return `You withdrew your consent: ${request.company} no longer sees your profile.`;
    case 'pending':
      return `Nothing is shared with ${request.company} until you say yes.`;
  }
}

// /share-consent?token=…&answer=yes|no: the page the consent email's links open. The answer
// the link stands for is the first button; one press records it (a link alone answers
// nothing, so a mail scanner that follows links decides nothing).
export function ConsentForm({ token, answer }: { token: string; answer: 'yes' | 'no' }) {
  const request = useConsentRequest(token);
  const respond = useAnswerConsent(token);
  if (token === '' || request.isError) {
    return (
      <EmptyState tone="error" title="This link cannot be used">
        {request.error?.message ?? 'The link is incomplete. Open it again from the email.'}
      </EmptyState>
    );
  }
  if (request.isPending) return <PageLoading />;
  const data = request.data;
  const yes = (
    <Button
      key="yes"
      variant={answer === 'yes' ? 'primary' : 'secondary'}
      aria-disabled={respond.isPending}
      onClick={() => {
        if (!respond.isPending) respond.mutate('yes');
      }}
    >
      Yes, share my profile
    </Button>
  );
  const no = (
    <Button
      key="no"
      variant={answer === 'no' ? 'primary' : 'secondary'}
      aria-disabled={respond.isPending}
      onClick={() => {
        if (!respond.isPending) respond.mutate('no');
      }}
    >
      {data.consent === 'granted' ? 'Withdraw my consent' : 'No, do not share it'}
    </Button>
  );
  return (
    <Card className={styles.stack}>
      <p className={styles.text}>
        {data.company} may be interested in you for the role of <strong>{data.position}</strong>.
        May we share your profile with them: your name, our introduction, your resume and your
        answers to the job’s questions?
      </p>
      <p role="status" className={styles.state}>
        {stateText(data)}
      </p>
      {respond.isError && (
        <p role="alert" className={styles.text}>
          {respond.error.message}
        </p>
      )}
      <div className={styles.actions}>
        {data.consent !== 'granted' && (answer === 'yes' ? [yes, no] : [no, yes])}
        {data.consent === 'granted' && no}
      </div>
    </Card>
  );
}
