import { useState, type SyntheticEvent } from 'react';
import type { OrderClient } from '@staffing/shared/client-schemas';
import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { ApiError } from '@/lib/api-client';
import { useOrderClient } from '../api/get-order-client';
import { useLinkOrderClient } from '../api/link-order-client';
import { CompanyFields, readCompanyFields } from './company-fields';
import styles from './admin-clients.module.css';

const REASONS: Record<OrderClient['suggestions'][number]['reason'], string> = {
  contact: 'the sender is one of its contacts',
  domain: 'same email domain',
  name: 'same company name',
};

function Linked({ client }: { client: OrderClient }) {
  if (!client.company) return null;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Company</dt>
        <dd>
          <AppLink to={`/admin/clients/${client.company._id}`}>{client.company.name}</AppLink>
        </dd>
      </div>
      {client.contact && (
        <div>
          <dt>Contact</dt>
          <dd>{client.contact.name}</dd>
        </div>
      )}
    </dl>
  );
}

function Unlinked({
  order,
  client,
  onLinked,
}: {
  order: JobOrderDetail;
  client: OrderClient;
  onLinked?: (() => void) | undefined;
}) {
  const link = useLinkOrderClient(order._id, onLinked);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  function onFailure(failure: unknown) {
    setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
    setError(failure instanceof Error ? failure.message : 'The order could not be linked.');
  }

  async function onCreate(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.isPending) return;
    try {
      await link.mutateAsync({ newCompany: readCompanyFields(event.currentTarget) });
    } catch (failure) {
      onFailure(failure);
    }
  }

  return (
    <div className={styles.stack}>
      {client.suggestions.length > 0 ? (
        <>
          <p className={styles.muted}>This may be one of your client companies:</p>
          <ul className={styles.list}>
            {client.suggestions.map(({ company, reason }) => (
              <li key={company._id} className={styles.suggestion}>
                <span>
                  <AppLink to={`/admin/clients/${company._id}`}>{company.name}</AppLink>{' '}
                  <span className={styles.muted}>({REASONS[reason]})</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-disabled={link.isPending}
                  aria-label={`Link to this company, ${company.name}`}
                  onClick={() => {
                    if (!link.isPending)
                      link.mutate({ companyId: company._id }, { onError: onFailure });
                  }}
                >
                  Link to this company
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState>Not linked to a client company yet.</EmptyState>
      )}
      {creating ? (
        <form className={styles.form} onSubmit={(event) => void onCreate(event)} noValidate>
          <CompanyFields
            errors={errors}
            initial={{
              name: order.company,
              industry: order.industry,
              locations: [`${order.city}, ${order.state}`],
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" aria-disabled={link.isPending}>
              Create and link
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setCreating(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setCreating(true);
            }}
          >
            New client company from this sender
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      )}
    </div>
  );
}

// An order's client company on the order's page: the company and contact it is linked to, or
// the companies it may belong to (suggested, never linked by themselves) and a form that
// makes a new company from the sender. `onLinked` runs once a link is made (the page refreshes
// the order, whose history gained a line).
export function OrderClientPanel({
  order,
  onLinked,
}: {
  order: JobOrderDetail;
  onLinked?: () => void;
}) {
  const client = useOrderClient(order._id);
  return (
    <QueryStates
      query={client}
      errorTitle="We could not load the order's client"
      loading={<p className={styles.muted}>Loading…</p>}
    >
      {(data) =>
        data.company ? (
          <Linked client={data} />
        ) : (
          <Unlinked order={order} client={data} onLinked={onLinked} />
        )
      }
    </QueryStates>
  );
}
