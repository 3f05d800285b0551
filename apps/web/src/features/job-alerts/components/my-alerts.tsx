import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
} from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SectionHeader } from '@/components/ui/section';
import { StatusTag } from '@/components/ui/status-tag';
import { useAlerts } from '../api/get-alerts';
import { useDeleteAlert } from '../api/delete-alert';
import styles from './my-alerts.module.css';

// The account's job alerts: what each one searches for, how often, and a way to stop it.
export function MyAlerts() {
  const query = useAlerts();
  const remove = useDeleteAlert();
  return (
    <section className={styles.section} aria-labelledby="my-alerts-title">
      <SectionHeader titleId="my-alerts-title" title="Your job alerts" />
      <QueryStates
        query={query}
        loading={<p role="status">Loading your job alerts…</p>}
        errorTitle="Your job alerts could not be loaded."
        empty={
          <EmptyState
            title="No job alerts yet."
            action={<Link to="/find-job">Search on Find a Job</Link>}
          >
            Search for jobs, then choose “Email me jobs like these” to get new matches by email.
          </EmptyState>
        }
      >
        {(alerts) => (
          <CardList>
            {alerts.map((alert) => (
              <CardListItem padding="sm" key={alert._id}>
                <CardListMain gap="sm" fill={false}>
                  <Link to={alertSearchPath(alert.search)} className={styles.search}>
                    {alert.description}
                  </Link>
                  <CardListMeta className={styles.meta}>
                    <StatusTag tone="accent">{alert.frequency}</StatusTag>{' '}
                    {alert.confirmed ? (
                      alert.lastSentAt ? (
                        `Last sent ${alert.lastSentAt.slice(0, 10)}`
                      ) : (
                        'No email sent yet'
                      )
                    ) : (
                      <StatusTag tone="strong" caps={false}>
                        Starts once your email address is verified
                      </StatusTag>
                    )}
                  </CardListMeta>
                </CardListMain>
                <CardListSide>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={`Delete the job alert for ${alert.description}`}
                    onClick={() => {
                      remove.mutate(alert._id);
                    }}
                  >
                    Delete
                  </Button>
                </CardListSide>
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryStates>
      {remove.isError && <p role="alert">{remove.error.message}</p>}
    </section>
  );
}

// The saved search on its page: a search made on the Spanish pages (lang=es) opens there.
function alertSearchPath(search: Record<string, string>): string {
  const { lang, ...rest } = search;
  const query = new URLSearchParams(rest).toString();
  return `${lang === 'es' ? '/es/find-job' : '/find-job'}${query ? `?${query}` : ''}`;
}
