import { useId, useState } from 'react';
import { INTERVIEW_STATUS_LABELS, type Interview } from '@staffing/shared/interview-schemas';
import { AppLink } from '@/components/ui/app-link';
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
import {
  formatDuration,
  formatInReaderZone,
  formatInterviewTime,
  readerTimeZone,
} from '@/lib/interview-time';
import { useCompanyInterviews } from '../api/get-company-interviews';
import styles from './client-portal.module.css';

// An interview is still to come until it has ended; a cancelled one is never to come.
function isUpcoming(interview: Interview, now: number): boolean {
  if (interview.status === 'cancelled') return false;
  return Date.parse(interview.startsAt) + interview.durationMinutes * 60_000 > now;
}

function InterviewCard({ interview }: { interview: Interview }) {
  const cancelled = interview.status === 'cancelled';
  const local = formatInReaderZone(interview, readerTimeZone());
  return (
    <CardListItem layout="columns">
      <CardListMain gap="sm">
        <CardListTitle headingLevel="h3">
          <time dateTime={interview.startsAt} className={cancelled ? styles.struck : undefined}>
            {formatInterviewTime(interview)}
          </time>
        </CardListTitle>
        {local && <CardListMeta>{local}</CardListMeta>}
        <p className={styles.pitch}>
          <strong>{interview.candidate.name}</strong> for{' '}
          <AppLink to={`/client/orders/${interview.order._id}`}>{interview.order.position}</AppLink>
        </p>
        <CardListMeta>
          {formatDuration(interview.durationMinutes)} with {interview.interviewer}
        </CardListMeta>
        {interview.location && <p className={styles.pitch}>{interview.location}</p>}
        {interview.videoUrl &&
          (cancelled ? (
            <p className={styles.pitch}>{interview.videoUrl}</p>
          ) : (
            <p className={styles.pitch}>
              <a href={interview.videoUrl} rel="noreferrer" target="_blank">
                Join the video call
              </a>
            </p>
          ))}
        {interview.notes && <p className={styles.notes}>{interview.notes}</p>}
        {cancelled && interview.cancelReason && (
          <p className={styles.pitch}>Cancelled: {interview.cancelReason}</p>
        )}
      </CardListMain>
      <CardListSide>
        <StatusTag tone={cancelled ? 'danger' : 'success'}>
          {INTERVIEW_STATUS_LABELS[interview.status]}
        </StatusTag>
      </CardListSide>
    </CardListItem>
  );
}

function InterviewGroup({
  title,
  interviews,
  empty,
}: {
  title: string;
  interviews: readonly Interview[];
  empty: string;
}) {
  const headingId = useId();
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      {interviews.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <CardList aria-labelledby={headingId}>
          {interviews.map((interview) => (
            <InterviewCard key={interview._id} interview={interview} />
          ))}
        </CardList>
      )}
    </section>
  );
}

// /client/interviews: every interview the agency arranged with the company's shared
// candidates, those to come first (soonest first), then the past and the cancelled ones
// (latest first), each with its candidate, its order and where it happens.
export function CompanyInterviews() {
  const interviews = useCompanyInterviews();
  // "To come" as of when the page opened.
  const [now] = useState(() => Date.now());
  return (
    <QueryStates
      query={interviews}
      errorTitle="We could not load your interviews"
      empty={
        <EmptyState title="No interviews yet">
          When you ask to meet a candidate we share with you, your recruiter arranges the interview
          and it is listed here.
        </EmptyState>
      }
    >
      {(list) => {
        const upcoming = list.filter((interview) => isUpcoming(interview, now));
        const earlier = list.filter((interview) => !isUpcoming(interview, now)).reverse();
        return (
          <div className={styles.groups}>
            <InterviewGroup
              title="Coming up"
              interviews={upcoming}
              empty="No interview is planned at the moment."
            />
            {earlier.length > 0 && (
              <InterviewGroup title="Earlier and cancelled" interviews={earlier} empty="" />
            )}
          </div>
        );
      }}
    </QueryStates>
  );
}
