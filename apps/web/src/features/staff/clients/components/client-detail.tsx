import { useId, useState, type ReactNode } from 'react';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import type { ClientCompanyDetail, ClientOrderSummary } from '@staffing/shared/client-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusTag } from '@/components/order-status-tag';
import { Button } from '@/components/ui/button';
import { ClientContacts } from './client-contacts';
import { EditClientForm } from './edit-client-form';
import styles from './admin-clients.module.css';

function Panel({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.stack}>
      <div className={styles.suggestion}>
        <h2 id={headingId} className={styles.panelTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

// /admin/clients/:id: the company, its people (with their invitations) and its orders.
export function ClientDetail({ company }: { company: ClientCompanyDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.stack}>
      <Panel
        title="Company"
        aside={
          editing ? undefined : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setEditing(true);
              }}
            >
              Edit
            </Button>
          )
        }
      >
        {editing ? (
          <EditClientForm
            company={company}
            onDone={() => {
              setEditing(false);
            }}
          />
        ) : (
          <dl className={styles.facts}>
            <div>
              <dt>Industry</dt>
              <dd>{INDUSTRY_LABELS[company.industry]}</dd>
            </div>
            <div>
              <dt>Locations</dt>
              <dd>{company.locations.join('; ') || '—'}</dd>
            </div>
            <div>
              <dt>Email domain</dt>
              <dd>{company.emailDomain ?? '—'}</dd>
            </div>
            <div>
              <dt>Notes</dt>
              <dd>{company.notes ?? '—'}</dd>
            </div>
          </dl>
        )}
      </Panel>
      <Panel title="Contacts">
        <ClientContacts company={company} />
      </Panel>
      <Panel title="Orders">
        <DataTable<ClientOrderSummary>
          caption="Orders"
          captionHidden
          rows={company.orders}
          rowKey={(order) => order._id}
          empty={<EmptyState>No orders linked yet.</EmptyState>}
          columns={[
            {
              key: 'position',
              header: 'Position',
              rowHeader: true,
              stacked: 'heading',
              cell: (order) => (
                <AppLink to={`/admin/orders/${order._id}`}>{order.position}</AppLink>
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
          ]}
        />
      </Panel>
    </div>
  );
}
