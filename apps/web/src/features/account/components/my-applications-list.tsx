import { Link } from 'react-router';
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
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationStatusTag } from './application-status-tag';
import styles from './account.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function MyApplicationsList() {
  const query = useMyApplications();
  return (
    <QueryStates
      query={query}
      errorTitle="We could not load your applications"
      empty={
        <EmptyState
          title="You have not applied to any job yet"
          action={
            <ButtonLink to="/find-job" variant="primary">
              Find a job
            </ButtonLink>
          }
        >
          <p>Applications you send while logged in, or with your confirmed email, show up here.</p>
        </EmptyState>
      }
    >
      {(applications) => (
        <CardList aria-label="My applications">
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
                  Applied{' '}
                  <time dateTime={application.createdAt}>
                    {dateFormat.format(new Date(application.createdAt))}
                  </time>
                  {application.resume && (
                    <>
                      {' · '}Resume:{' '}
                      <span className={styles.fileName}>{application.resume.name}</span>
                    </>
                  )}
                  {!application.jobLink && application.kind === 'job' && ' · This job is closed'}
                </CardListMeta>
              </CardListMain>
              <CardListSide>
                <span className="visually-hidden">Status: </span>
                <ApplicationStatusTag status={application.status} />
              </CardListSide>
            </CardListItem>
          ))}
        </CardList>
      )}
    </QueryStates>
  );
}
