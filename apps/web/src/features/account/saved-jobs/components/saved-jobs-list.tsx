import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS } from '@staffing/shared/i18n/locales';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { StatusTag } from '@/components/ui/status-tag';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { JOB_TYPE_NAMES } from '@/features/shared/job-facts/job-fact-names';
import { useLocale } from '@/lib/i18n/locale-provider';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useToggleSavedJob } from '../api/save-job';

export function SavedJobsList() {
  const query = useSavedJobs(true);
  const toggle = useToggleSavedJob();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
  return (
    <QueryStates
      query={query}
      errorTitle={t`We could not load your saved jobs`}
      empty={
        <EmptyState
          title={t`No saved jobs yet`}
          action={
            <ButtonLink to="/find-job" variant="primary">
              <Trans>Find a job</Trans>
            </ButtonLink>
          }
        >
          <p>
            <Trans>Use “Save” on any job to keep it here for later.</Trans>
          </p>
        </EmptyState>
      }
    >
      {(savedJobs) => (
        <CardList aria-label={t`Saved jobs`}>
          {savedJobs.map(({ job, open, savedAt }) => (
            <CardListItem key={job._id}>
              <CardListMain>
                <CardListTitle>
                  <Link to={`/jobs/${encodeURIComponent(job._id)}`}>{job.overview.title}</Link>
                </CardListTitle>
                <CardListMeta>
                  {job.overview.location} · {i18n._(JOB_TYPE_NAMES[job.overview.type])} ·{' '}
                  {i18n._(INDUSTRY_NAMES[job.overview.industry])}
                </CardListMeta>
                <CardListMeta>
                  <Trans>
                    Saved <time dateTime={savedAt}>{dateFormat.format(new Date(savedAt))}</time>
                  </Trans>
                </CardListMeta>
              </CardListMain>
              <CardListSide>
                {open ? (
                  <StatusTag tone="success">
                    <Trans>Open</Trans>
                  </StatusTag>
                ) : (
                  <StatusTag tone="strong">
                    <Trans>Closed</Trans>
                  </StatusTag>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={toggle.isPending}
                  onClick={() => {
                    toggle.mutate({ jobId: job._id, save: false });
                  }}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> {job.overview.title}</span>
                  </Trans>
                </Button>
              </CardListSide>
            </CardListItem>
          ))}
        </CardList>
      )}
    </QueryStates>
  );
}
