import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { UnsubscribeView } from '@/features/job-alerts/components/alert-link-views';

export default function UnsubscribeAlertPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title="Unsubscribe" description="Stop a job alert." noIndex />
      <PageHeader title="Unsubscribe" lead="Stop emails from a job alert. No login needed." />
      <Section>
        <UnsubscribeView token={searchParams.get('token')?.trim() ?? ''} />
      </Section>
    </>
  );
}
