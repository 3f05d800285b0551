import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ClientsList } from '@/features/staff/clients/components/clients-list';

export default function AdminClientsPage() {
  return (
    <>
      <PageMeta title="Client Companies" description="The agency's client companies." noIndex />
      <StaffPageHeader
        title="Client Companies"
        lead="The companies that order staff, their people and their orders."
      />
      <Section>
        <ClientsList />
      </Section>
    </>
  );
}
