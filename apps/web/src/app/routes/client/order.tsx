import { useParams } from 'react-router';
import { CLIENT_MESSAGES } from '@staffing/shared/client-schemas';
import { JOB_ORDER_STATUS_LABELS } from '@staffing/shared/job-order-constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useClientOrder } from '@/features/client/portal/api/get-client-order';
import { SharedCandidates } from '@/features/client/portal/components/shared-candidates';
import { ApiError } from '@/lib/api-client';

export default function ClientOrderPage() {
  const { orderId = '' } = useParams();
  const order = useClientOrder(orderId);
  const back = (
    <ButtonLink to="/client" variant="secondary" size="sm">
      Back to your orders
    </ButtonLink>
  );
  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        <PageMeta title="Order" description="" noIndex />
        <MessagePanel
          {...(missing ? { code: 'Error 404' } : { role: 'alert' as const })}
          title={missing ? CLIENT_MESSAGES.orderNotFound : 'We could not load this order'}
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
      <PageMeta title={order.data.position} description="" noIndex />
      <PageHeader
        eyebrow="Your order"
        title={order.data.position}
        lead={`${JOB_ORDER_STATUS_LABELS[order.data.status]} · ${order.data.filledCount} of ${order.data.headcount} filled · starts ${order.data.startDate}`}
        actions={back}
      />
      <Section>
        <h2 className="visually-hidden">Candidates</h2>
        <SharedCandidates orderId={order.data._id} />
      </Section>
    </>
  );
}
