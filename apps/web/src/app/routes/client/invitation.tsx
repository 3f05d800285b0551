import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { InvitationForm } from '@/features/client/portal/components/invitation-form';

export default function ClientInvitationPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title="Your client account" description="" noIndex />
      <PageHeader
        eyebrow="Client portal"
        title="Set up your client account"
        lead="Choose a password to see your orders and the candidates we share with you."
      />
      <Section>
        <InvitationForm token={params.get('token') ?? ''} />
      </Section>
    </>
  );
}
