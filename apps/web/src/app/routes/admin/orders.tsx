import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { OrdersBoard } from '@/features/staff/orders/components/orders-board';

export default function AdminOrdersPage() {
  return (
    <>
      <PageMeta title="Job Orders" description="Employers' requests for staff." noIndex />
      <PageHeader
        eyebrow="Admin"
        title="Job Orders"
        lead="Every request for staff, from new to filled: who owns it, when it starts and how many places are filled."
        actions={
          <ButtonLink to="/admin" variant="secondary" size="sm">
            Back to Dashboard
          </ButtonLink>
        }
      />
      <Section>
        <OrdersBoard />
      </Section>
    </>
  );
}
