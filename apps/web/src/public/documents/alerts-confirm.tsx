import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ConfirmAlertView } from '@/features/job-alerts/components/alert-link-views';

export default function ConfirmAlertPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title="Confirm Job Alert" description="Start your job alert." noIndex />
      <PageHeader title="Confirm Job Alert" lead="One step left before new jobs come to you." />
      <Section>
        <ConfirmAlertView token={searchParams.get('token')?.trim() ?? ''} />
      </Section>
    </>
  );
}
