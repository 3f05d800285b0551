import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useClientHome } from '@/features/client/portal/api/get-client-home';
import { useSendClientOrder } from '@/features/client/portal/api/send-client-order';
import { JobOrderForm } from '@/features/public/job-orders/components/job-order-form';
import { useSiteConfig } from '@/lib/site-config';

// The public "Request staff" form, filled in with the contact and their company, sent to the
// portal's own endpoint (the order is the company's at once).
export default function ClientNewOrderPage() {
  const home = useClientHome();
  const send = useSendClientOrder();
  const site = useSiteConfig();
  return (
    <>
      <PageMeta title="New order" description="" noIndex />
      <PageHeader
        eyebrow="Client portal"
        title="New order"
        lead="Tell us who you need; your recruiter calls you within one business day."
      />
      <Section>
        {home.data ? (
          <JobOrderForm
            industry={home.data.company.industry}
            phone={site?.phone ?? null}
            headingLevel="h2"
            initial={{
              contactName: home.data.contact.name,
              company: home.data.company.name,
              email: home.data.contact.email,
            }}
            send={send}
          />
        ) : (
          <PageLoading />
        )}
      </Section>
    </>
  );
}
