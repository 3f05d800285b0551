import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { OrdersBoard } from '@/features/staff/orders/components/orders-board';

export default function AdminOrdersPage() {
  return (
    <>
      <PageMeta title="Job Orders" description="Employers' requests for staff." noIndex />
      <StaffPageHeader
        title="Job Orders"
        lead="Every request for staff, from new to filled: who owns it, when it starts and how many places are filled."
      />
      <Section>
        <OrdersBoard />
      </Section>
    </>
  );
}
