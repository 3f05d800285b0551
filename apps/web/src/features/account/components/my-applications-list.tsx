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
import { PageLoading } from '@/components/ui/page-loading';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationStatusTag } from './application-status-tag';
import styles from './account.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function MyApplicationsList() {
  const { data, isPending, isError, refetch } = useMyApplications();
  if (isPending) return <PageLoading />;
  if (isError) {
    return (
      <EmptyState
        tone="error"
        title="We could not load your applications"
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
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
    );
  }
  return (
    <CardList aria-label="My applications">
      {data.map((application) => (
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
                  {' · '}Resume: <span className={styles.fileName}>{application.resume.name}</span>
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
  );
}
