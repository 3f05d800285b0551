import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { Island } from '../island';
import ConfirmAlertIsland from '../islands/confirm-alert';
import { ScriptRequired } from '../script-required';

export default function ConfirmAlertPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Confirm Job Alert`} description={t`Start your job alert.`} noIndex />
      <PageHeader
        title={t`Confirm Job Alert`}
        lead={t`One step left before new jobs come to you.`}
      />
      <Section>
        {token && (
          <ScriptRequired>
            <Trans>
              Confirming a job alert needs JavaScript. Turn it on in your browser and open the link
              again.
            </Trans>
          </ScriptRequired>
        )}
        <Island
          name="confirm-alert"
          hydrate="load"
          component={ConfirmAlertIsland}
          props={{ token }}
        />
      </Section>
    </>
  );
}
