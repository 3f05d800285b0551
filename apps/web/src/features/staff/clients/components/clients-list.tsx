import { useId, useState } from 'react';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import type { ClientCompanySummary } from '@staffing/shared/client-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { useClients } from '../api/get-clients';
import { NewClientForm } from './new-client-form';
import styles from './admin-clients.module.css';

// /admin/clients: the client companies by name, a search by name, and the form that adds one.
export function ClientsList() {
  const [q, setQ] = useState('');
  const clients = useClients(q.trim());
  const id = useId();
  const formTitle = useId();
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <Field label="Search by name" id={`${id}-q`}>
          <input
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
            }}
          />
        </Field>
        <QueryStates query={clients} errorTitle="We could not load the client companies">
          {(data) => (
            <DataTable<ClientCompanySummary>
              caption="Client companies"
              captionHidden
              rows={data.clients}
              rowKey={(company) => company._id}
              empty={
                <EmptyState title={q ? 'No company has that name' : 'No client companies yet'}>
                  Add one here, or from an order&apos;s page.
                </EmptyState>
              }
              columns={[
                {
                  key: 'name',
                  header: 'Company',
                  rowHeader: true,
                  stacked: 'heading',
                  cell: (company) => (
                    <AppLink to={`/admin/clients/${company._id}`}>{company.name}</AppLink>
                  ),
                },
                {
                  key: 'industry',
                  header: 'Industry',
                  cell: (company) => INDUSTRY_LABELS[company.industry],
                },
                {
                  key: 'locations',
                  header: 'Locations',
                  cell: (company) => company.locations.join('; ') || '—',
                },
                { key: 'contacts', header: 'Contacts', cell: (company) => company.contactCount },
                { key: 'orders', header: 'Orders', cell: (company) => company.orderCount },
              ]}
            />
          )}
        </QueryStates>
      </div>
      <Card as="section" aria-labelledby={formTitle} className={styles.stack}>
        <h2 id={formTitle} className={styles.panelTitle}>
          Add a client company
        </h2>
        <NewClientForm />
      </Card>
    </div>
  );
}
