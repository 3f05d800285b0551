import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsentRequest } from '@staffing/shared/shortlist-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useAnswerConsent } from '../api/answer-consent';
import { useConsentRequest } from '../api/check-consent';
import styles from './consent-form.module.css';

function stateText(i18n: I18n, request: ConsentRequest): string {
  const { company } = request;
  switch (request.consent) {
    case 'granted':
      return i18n._(msg`Your profile is shared with ${company}.`);
    case 'declined':
      return i18n._(msg`You said no: ${company} does not see your profile.`);
    case 'withdrawn':
      return i18n._(msg`You withdrew your consent: ${company} no longer sees your profile.`);
    case 'pending':
      return i18n._(msg`Nothing is shared with ${company} until you say yes.`);
  }
}

// /share-consent?token=…&answer=yes|no: the page the consent email's links open. The answer
// the link stands for is the first button; one press records it (a link alone answers
// nothing, so a mail scanner that follows links decides nothing).
export function ConsentForm({ token, answer }: { token: string; answer: 'yes' | 'no' }) {
  const request = useConsentRequest(token);
  const respond = useAnswerConsent(token);
  const { t, i18n } = useLingui();
  if (token === '' || request.isError) {
    return (
      <EmptyState tone="error" title={t`This link cannot be used`}>
        {request.error
          ? sharedTextIn(i18n, request.error.message)
          : t`The link is incomplete. Open it again from the email.`}
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
      <Trans>Yes, share my profile</Trans>
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
      {data.consent === 'granted' ? t`Withdraw my consent` : t`No, do not share it`}
    </Button>
  );
  return (
    <Card className={styles.stack}>
      <p className={styles.text}>
        <Trans>
          {data.company} may be interested in you for the role of <strong>{data.position}</strong>.
          May we share your profile with them: your name, our introduction, your resume and your
          answers to the job’s questions?
        </Trans>
      </p>
      <p role="status" className={styles.state}>
        {stateText(i18n, data)}
      </p>
      {respond.isError && (
        <p role="alert" className={styles.text}>
          {sharedTextIn(i18n, respond.error.message)}
        </p>
      )}
      <div className={styles.actions}>
        {data.consent !== 'granted' && (answer === 'yes' ? [yes, no] : [no, yes])}
        {data.consent === 'granted' && no}
      </div>
    </Card>
  );
}
