import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ClientOrders } from '@/features/client/portal/components/client-orders';

export default function ClientHomePage() {
  return (
    <>
      <PageMeta title="Client Portal" description="" noIndex />
      <PageHeader
        eyebrow="Client portal"
        title="Your orders"
        lead="Every request for staff your company has with us, and how far each has come."
        actions={
          <ButtonLink to="/client/orders/new" size="sm">
            New order
          </ButtonLink>
        }
      />
      <Section>
        <ClientOrders />
      </Section>
    </>
  );
}
