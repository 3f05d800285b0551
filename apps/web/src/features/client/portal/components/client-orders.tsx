import type { ClientOrderSummary } from '@staffing/shared/client-schemas';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { OrderStatusTag } from '@/components/order-status-tag';
import { useClientHome } from '../api/get-client-home';
import styles from './client-portal.module.css';

// /client: the contact's company's orders with their status and how many places are filled.
export function ClientOrders() {
  const home = useClientHome();
  return (
    <QueryStates query={home} errorTitle="We could not load your orders">
      {(data) => (
        <div className={styles.stack}>
          <DataTable<ClientOrderSummary>
            caption={`${data.company.name}'s orders`}
            rows={data.orders}
            rowKey={(order) => order._id}
            empty={<EmptyState title="No orders yet">Your orders will be listed here.</EmptyState>}
            columns={[
              {
                key: 'position',
                header: 'Position',
                rowHeader: true,
                stacked: 'heading',
                cell: (order) => (
                  <AppLink to={`/client/orders/${order._id}`}>{order.position}</AppLink>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                cell: (order) => <OrderStatusTag status={order.status} />,
              },
              {
                key: 'filled',
                header: 'Filled',
                cell: (order) => `${order.filledCount} of ${order.headcount}`,
              },
              { key: 'start', header: 'Starts', cell: (order) => order.startDate },
              {
                key: 'where',
                header: 'Where',
                cell: (order) => `${order.city}, ${order.state}`,
              },
            ]}
          />
        </div>
      )}
    </QueryStates>
  );
}
