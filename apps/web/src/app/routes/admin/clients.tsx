import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ClientsList } from '@/features/staff/clients/components/clients-list';

export default function AdminClientsPage() {
  return (
    <>
      <PageMeta title="Client Companies" description="The agency's client companies." noIndex />
      <PageHeader
        eyebrow="Admin"
        title="Client Companies"
        lead="The companies that order staff, their people and their orders."
        actions={
          <ButtonLink to="/admin" variant="secondary" size="sm">
            Back to Dashboard
          </ButtonLink>
        }
      />
      <Section>
        <ClientsList />
      </Section>
    </>
  );
}
