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
  return (
    <>
      <PageMeta title="Confirm Job Alert" description="Start your job alert." noIndex />
      <PageHeader title="Confirm Job Alert" lead="One step left before new jobs come to you." />
      <Section>
        {token && (
          <ScriptRequired>
            Confirming a job alert needs JavaScript. Turn it on in your browser and open the link
            again.
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
