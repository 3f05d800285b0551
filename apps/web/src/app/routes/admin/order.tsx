import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useOrder } from '@/features/staff/orders/api/get-order';
import { orderQueryKey } from '@/features/staff/orders/api/order-query-keys';
import { OrderDetail } from '@/features/staff/orders/components/order-detail';
import { OrderPanel } from '@/features/staff/orders/components/order-panel';
import { OrderClientPanel } from '@/features/staff/clients/components/order-client-panel';
import { OrderShortlistPanel } from '@/features/staff/shortlists/components/order-shortlist-panel';
import { ClientHireAction } from '@/features/staff/placements/components/client-hire-action';
import { OrderPlacementsPanel } from '@/features/staff/placements/components/order-placements-panel';
import { OrderInterviewsPanel } from '@/features/staff/interviews/components/order-interviews-panel';
import { useOrderShortlist } from '@/features/staff/shortlists/api/get-order-shortlist';
import { ApiError } from '@/lib/api-client';

const CLOSED_STATUSES = new Set(['filled', 'cancelled', 'lost']);

export default function AdminOrderPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const shortlist = useOrderShortlist(orderId);
  const queryClient = useQueryClient();
  const back = (
    <ButtonLink to="/admin/orders" variant="secondary" size="sm">
      Back to orders
    </ButtonLink>
  );

  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        <PageMeta title="Job Order" description="" noIndex />
        <MessagePanel
          {...(missing ? { code: 'Error 404' } : { role: 'alert' as const })}
          title={missing ? JOB_ORDER_MESSAGES.notFound : 'We could not load this order'}
          text={missing ? 'The link may be wrong.' : order.error.message}
          actions={
            <>
              {!missing && <Button onClick={() => void order.refetch()}>Try again</Button>}
              {back}
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageMeta title={`${order.data.position} — ${order.data.company}`} description="" noIndex />
      <StaffPageHeader
        breadcrumbs={[
          { label: 'Orders', to: '/admin/orders' },
          { label: order.data.position, to: `/admin/orders/${order.data._id}` },
        ]}
        title={order.data.position}
        lead={`${order.data.company} · ${order.data.headcount} wanted from ${order.data.startDate}`}
      />
      <Section>
        <OrderDetail
          order={order.data}
          main={
            <OrderPanel title="Interviews">
              <OrderInterviewsPanel
                orderId={order.data._id}
                // Only a candidate who agreed to be shared with the client can be interviewed.
                candidates={(shortlist.data ?? [])
                  .filter((entry) => entry.consent === 'granted')
                  .map((entry) => ({
                    entryId: entry._id,
                    candidateId: entry.candidate._id,
                    name: entry.candidate.name,
                  }))}
                closed={CLOSED_STATUSES.has(order.data.status)}
              />
            </OrderPanel>
          }
          side={
            <>
              <OrderPanel title="Client company">
                <OrderClientPanel
                  order={order.data}
                  // The link is a line in the order's history.
                  onLinked={() =>
                    void queryClient.invalidateQueries({
                      queryKey: orderQueryKey(orderId),
                      exact: true,
                    })
                  }
                />
              </OrderPanel>
              <OrderPanel title="Shortlist">
                <OrderShortlistPanel
                  orderId={order.data._id}
                  // The client's "hire" answer leads to the placement form; staff record it.
                  entryAction={(entry) => <ClientHireAction order={order.data} entry={entry} />}
                />
              </OrderPanel>
              <OrderPanel title="Placements">
                <OrderPlacementsPanel orderId={order.data._id} />
              </OrderPanel>
            </>
          }
        />
      </Section>
    </>
  );
}
