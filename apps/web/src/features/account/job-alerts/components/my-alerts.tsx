import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
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
import { useLocale } from '@/lib/i18n/locale-provider';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useAlerts } from '../api/get-alerts';
import { useDeleteAlert } from '../api/delete-alert';
import styles from './my-alerts.module.css';

const FREQUENCY_NAMES: Record<AlertFrequency, MessageDescriptor> = {
  daily: msg`daily`,
  weekly: msg`weekly`,
};

// The account's job alerts: what each one searches for (described by the API in the page's
// language), how often, and a way to stop it.
export function MyAlerts() {
  const locale = useLocale();
  const query = useAlerts(locale);
  const remove = useDeleteAlert();
  const { t, i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="my-alerts-title">
      <SectionHeader titleId="my-alerts-title" title={t`Your job alerts`} />
      <QueryStates
        query={query}
        loading={<p role="status">{t`Loading your job alerts…`}</p>}
        errorTitle={t`Your job alerts could not be loaded.`}
        empty={
          <EmptyState
            title={t`No job alerts yet.`}
            action={
              <Link to="/find-job">
                <Trans>Search on Find a Job</Trans>
              </Link>
            }
          >
            {t`Search for jobs, then choose “Email me jobs like these” to get new matches by email.`}
          </EmptyState>
        }
      >
        {(alerts) => (
          <CardList>
            {alerts.map((alert) => (
              <CardListItem padding="sm" key={alert._id}>
                <CardListMain gap="sm" fill={false}>
                  {/* The search opens in its own language's pages, whatever this page's. */}
                  <a href={alertSearchPath(alert.search)} className={styles.search}>
                    {alert.description}
                  </a>
                  <CardListMeta className={styles.meta}>
                    <StatusTag tone="accent">{i18n._(FREQUENCY_NAMES[alert.frequency])}</StatusTag>{' '}
                    {alert.confirmed ? (
                      alert.lastSentAt ? (
                        t`Last sent ${alert.lastSentAt.slice(0, 10)}`
                      ) : (
                        t`No email sent yet`
                      )
                    ) : (
                      <StatusTag tone="strong" caps={false}>
                        <Trans>Starts once your email address is verified</Trans>
                      </StatusTag>
                    )}
                  </CardListMeta>
                </CardListMain>
                <CardListSide>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={t`Delete the job alert for ${alert.description}`}
                    onClick={() => {
                      remove.mutate(alert._id);
                    }}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </CardListSide>
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryStates>
      {remove.isError && <p role="alert">{sharedTextIn(i18n, remove.error.message)}</p>}
    </section>
  );
}

// The saved search on its page: a search made on the Spanish pages (lang=es) opens there.
function alertSearchPath(search: Record<string, string>): string {
  const { lang, ...rest } = search;
  const query = new URLSearchParams(rest).toString();
  return `${lang === 'es' ? '/es/find-job' : '/find-job'}${query ? `?${query}` : ''}`;
}
