import { useParams } from 'react-router';
import { CLIENT_MESSAGES } from '@staffing/shared/client-schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useClient } from '@/features/staff/clients/api/get-client';
import { ClientDetail } from '@/features/staff/clients/components/client-detail';
import { ApiError } from '@/lib/api-client';

export default function AdminClientPage() {
  const { clientId = '' } = useParams();
  const company = useClient(clientId);
  const back = (
    <ButtonLink to="/admin/clients" variant="secondary" size="sm">
      Back to clients
    </ButtonLink>
  );

  if (company.isPending) return <PageLoading />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <>
        <PageMeta title="Client Company" description="" noIndex />
        <MessagePanel
          {...(missing ? { code: 'Error 404' } : { role: 'alert' as const })}
          title={missing ? CLIENT_MESSAGES.notFound : 'We could not load this company'}
          text={missing ? 'The link may be wrong.' : company.error.message}
          actions={
            <>
              {!missing && <Button onClick={() => void company.refetch()}>Try again</Button>}
              {back}
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageMeta title={company.data.name} description="" noIndex />
      <StaffPageHeader
        breadcrumbs={[
          { label: 'Clients', to: '/admin/clients' },
          { label: company.data.name, to: `/admin/clients/${company.data._id}` },
        ]}
        title={company.data.name}
        lead={`${company.data.contacts.length} contacts · ${company.data.orders.length} orders`}
      />
      <Section>
        <ClientDetail company={company.data} />
      </Section>
    </>
  );
}
