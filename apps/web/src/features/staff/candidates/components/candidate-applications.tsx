import { Link } from 'react-router';
import type { CandidateDetail } from '@staffing/shared/candidate-schemas';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { ScreeningAnswerList } from '@/components/screening-answer-list';
import { StatusTag } from '@/components/ui/status-tag';
import { formatExactTime } from '@/lib/relative-time';
import { STATUS_TONES, statusLabel } from '../utils/candidate-format';
import { Panel } from './panel';
import styles from './candidate-profile.module.css';

type Application = CandidateDetail['applications'][number];

function Answers({ answers }: { answers: Application['answers'] }) {
  if (answers.length === 0) return null;
  return (
    <ScreeningAnswerList
      answers={answers}
      unansweredText="No answer"
      aria-label="Screening answers"
    />
  );
}

export function CandidateApplications({ candidate }: { candidate: CandidateDetail }) {
  const { applications } = candidate;
  return (
    <Panel title={`Applications (${applications.length})`}>
      {applications.length === 0 ? (
        <p className={styles.muted}>No applications: they signed up without applying.</p>
      ) : (
        <CardList aria-label="Applications, newest first">
          {applications.map((application) => (
            <CardListItem key={application._id} layout="columns" padding="sm">
              <CardListMain gap="sm">
                <CardListTitle headingLevel="h3" className={styles.applicationTitle}>
                  {application.jobId ? (
                    <Link to={`/jobs/${encodeURIComponent(application.jobId)}`}>
                      {application.jobTitle}
                    </Link>
                  ) : (
                    application.jobTitle
                  )}
                </CardListTitle>
                <CardListMeta>
                  Applied{' '}
                  <time dateTime={application.createdAt}>
                    {formatExactTime(application.createdAt)}
                  </time>
                  {application.kind !== 'job' && ' · Careers page'}
                </CardListMeta>
                <Answers answers={application.answers} />
              </CardListMain>
              <CardListSide gap="sm">
                <StatusTag tone={STATUS_TONES[application.status]}>
                  <span className="visually-hidden">Status: </span>
                  {statusLabel(application.status)}
                </StatusTag>
                {application.knockedOut && (
                  <StatusTag tone="danger" title="An answer ruled this application out">
                    Knocked out
                  </StatusTag>
                )}
              </CardListSide>
            </CardListItem>
          ))}
        </CardList>
      )}
    </Panel>
  );
}
