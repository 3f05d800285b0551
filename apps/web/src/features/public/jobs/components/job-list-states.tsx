import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/page-loading';
import { SHARED_MESSAGES } from '@/lib/i18n/shared-messages';
import styles from './job-list-states.module.css';

// The in-section placeholders of a job list: smaller than the page-sized PageLoading, so the
// rest of the page stays where it is while the list loads.
export function JobListLoading() {
  const { i18n } = useLingui();
  return (
    <p className={styles.loading} role="status">
      <Spinner />
      {i18n._(SHARED_MESSAGES.loading)}
    </p>
  );
}

// The lists are parts of documents the server rendered: "Try again" loads the page again
// (retryHref: its own address).
export function JobListError({ retryHref }: { retryHref: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      role="alert"
      titleAs="h3"
      title={t`We could not load the jobs`}
      action={
        <ButtonLink to={retryHref} variant="secondary">
          <Trans>Try again</Trans>
        </ButtonLink>
      }
    >
      <Trans>Please check your connection and try again.</Trans>
    </EmptyState>
  );
}

export function JobListEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState titleAs="h3" title={title} action={action}>
      {text}
    </EmptyState>
  );
}
