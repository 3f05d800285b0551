import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { Island } from '../island';
import UnsubscribeAlertIsland from '../islands/unsubscribe-alert';
import { ScriptRequired } from '../script-required';

export default function UnsubscribeAlertPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Unsubscribe`} description={t`Stop a job alert.`} noIndex />
      <PageHeader title={t`Unsubscribe`} lead={t`Stop emails from a job alert. No login needed.`} />
      <Section>
        {token && (
          <ScriptRequired>
            <Trans>
              This page needs JavaScript. Turn it on in your browser, or use the unsubscribe button
              of your email program.
            </Trans>
          </ScriptRequired>
        )}
        <Island
          name="unsubscribe-alert"
          hydrate="load"
          component={UnsubscribeAlertIsland}
          props={{ token }}
        />
      </Section>
    </>
  );
}
