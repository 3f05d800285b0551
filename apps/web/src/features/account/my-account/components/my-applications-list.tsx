import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS } from '@staffing/shared/i18n/locales';
import { ButtonLink } from '@/components/ui/button';
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
import { useLocale } from '@/lib/i18n/locale-provider';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationStatusTag } from './application-status-tag';
import styles from './account.module.css';

export function MyApplicationsList() {
  const query = useMyApplications();
  const { t } = useLingui();
  const locale = useLocale();
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
  return (
    <QueryStates
      query={query}
      errorTitle={t`We could not load your applications`}
      empty={
        <EmptyState
          title={t`You have not applied to any job yet`}
          action={
            <ButtonLink to="/find-job" variant="primary">
              <Trans>Find a job</Trans>
            </ButtonLink>
          }
        >
          <p>
            <Trans>
              Applications you send while logged in, or with your confirmed email, show up here.
            </Trans>
          </p>
        </EmptyState>
      }
    >
      {(applications) => (
        <CardList aria-label={t`My applications`}>
          {applications.map((application) => (
            <CardListItem key={application._id}>
              <CardListMain>
                <CardListTitle>
                  {application.jobLink ? (
                    <Link to={application.jobLink}>{application.jobTitle}</Link>
                  ) : (
                    application.jobTitle
                  )}
                </CardListTitle>
                <CardListMeta>
                  <Trans>
                    Applied{' '}
                    <time dateTime={application.createdAt}>
                      {dateFormat.format(new Date(application.createdAt))}
                    </time>
                  </Trans>
                  {application.resume && (
                    <>
                      {' · '}
                      <Trans>
                        Resume: <span className={styles.fileName}>{application.resume.name}</span>
                      </Trans>
                    </>
                  )}
                  {!application.jobLink && application.kind === 'job' && (
                    <>
                      {' · '}
                      <Trans>This job is closed</Trans>
                    </>
                  )}
                </CardListMeta>
              </CardListMain>
              <CardListSide>
                <span className="visually-hidden">
                  <Trans>Status:</Trans>{' '}
                </span>
                <ApplicationStatusTag status={application.status} />
              </CardListSide>
            </CardListItem>
          ))}
        </CardList>
      )}
    </QueryStates>
  );
}
