import { useId } from 'react';
import {
  INTERVIEW_STATUS_LABELS,
  type CalendarInterview,
} from '@staffing/shared/interview-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { Badge, StatusTag } from '@/components/ui/status-tag';
import {
  formatClock,
  formatDuration,
  formatInReaderZone,
  formatZone,
  readerTimeZone,
} from '@/lib/interview-time';
import { cx } from '@/lib/cx';
import { formatDayHeading } from '../utils/calendar-search';
import styles from './interview-calendar.module.css';

export type InterviewAction = 'reschedule' | 'cancel';

// The interviews in the API's order (by day, then by start), one group per day.
export function groupByDay(
  interviews: readonly CalendarInterview[],
): { date: string; interviews: CalendarInterview[] }[] {
  const days: { date: string; interviews: CalendarInterview[] }[] = [];
  for (const interview of interviews) {
    const last = days.at(-1);
    if (last?.date === interview.date) last.interviews.push(interview);
    else days.push({ date: interview.date, interviews: [interview] });
  }
  return days;
}

function videoHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

// In person, by video or both, and where.
function Where({ interview }: { interview: CalendarInterview }) {
  const { location, videoUrl } = interview;
  const video =
    videoUrl &&
    (interview.status === 'cancelled' ? (
      videoHost(videoUrl)
    ) : (
      <a href={videoUrl} target="_blank" rel="noreferrer">
        {videoHost(videoUrl)}
      </a>
    ));
  if (location && video) {
    return (
      <p className={styles.where}>
        <span className={styles.format}>In person and video:</span> {location} · {video}
      </p>
    );
  }
  if (video) {
    return (
      <p className={styles.where}>
        <span className={styles.format}>Video call:</span> {video}
      </p>
    );
  }
  return (
    <p className={styles.where}>
      <span className={styles.format}>In person:</span> {location}
    </p>
  );
}

function InterviewRow({
  interview,
  onAction,
}: {
  interview: CalendarInterview;
  onAction: (action: InterviewAction, interview: CalendarInterview, button: HTMLElement) => void;
}) {
  const cancelled = interview.status === 'cancelled';
  const local = formatInReaderZone(interview, readerTimeZone());
  const name = interview.candidate.name;
  return (
    <CardListItem padding="sm" className={styles.row}>
      <div className={styles.rowBody}>
        <p className={cx(styles.time, cancelled && styles.timeCancelled)}>
          <time dateTime={interview.startsAt} className={styles.clock}>
            {formatClock(interview.time)}
          </time>{' '}
          <span className={styles.zone}>{formatZone(interview.timeZone)}</span>{' '}
          <span className={styles.zone}>{formatDuration(interview.durationMinutes)}</span>
        </p>
        <CardListMain gap="xs" className={styles.details}>
          <CardListTitle headingLevel="h4" className={styles.candidate}>
            <AppLink to={`/admin/candidates/${interview.candidate._id}`}>{name}</AppLink>
          </CardListTitle>
          <p className={styles.order}>
            <AppLink to={`/admin/orders/${interview.order._id}`}>
              {interview.order.position}
            </AppLink>
            <span className={styles.client}> · {interview.company.name}</span>
          </p>
          <Where interview={interview} />
          <CardListMeta>
            Interviewer: {interview.interviewer} · Owner:{' '}
            {interview.owner ? interview.owner.name : 'nobody yet'}
          </CardListMeta>
          {local && <CardListMeta>{local}</CardListMeta>}
          {cancelled && interview.cancelReason && (
            <CardListMeta>Why cancelled: {interview.cancelReason}</CardListMeta>
          )}
        </CardListMain>
      </div>
      <CardListSide gap="sm" className={styles.side}>
        <StatusTag tone={cancelled ? 'danger' : 'success'}>
          {INTERVIEW_STATUS_LABELS[interview.status]}
        </StatusTag>
        {!cancelled && (
          <span className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Reschedule the interview with ${name}`}
              onClick={(event) => {
                onAction('reschedule', interview, event.currentTarget);
              }}
            >
              Reschedule
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Cancel the interview with ${name}`}
              onClick={(event) => {
                onAction('cancel', interview, event.currentTarget);
              }}
            >
              Cancel
            </Button>
          </span>
        )}
      </CardListSide>
    </CardListItem>
  );
}

function Day({
  date,
  today,
  interviews,
  onAction,
}: {
  date: string;
  today: string;
  interviews: CalendarInterview[];
  onAction: (action: InterviewAction, interview: CalendarInterview, button: HTMLElement) => void;
}) {
  const headingId = useId();
  const heading = formatDayHeading(date, today);
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <div className={styles.dayHead}>
        <h3 id={headingId} className={styles.dayTitle}>
          {heading}
        </h3>
        {date === today && <Badge tone="accent">Today</Badge>}
        <span className={styles.dayCount}>
          {interviews.length} {interviews.length === 1 ? 'interview' : 'interviews'}
        </span>
      </div>
      <CardList aria-label={`Interviews on ${heading}`}>
        {interviews.map((interview) => (
          <InterviewRow key={interview._id} interview={interview} onAction={onAction} />
        ))}
      </CardList>
    </section>
  );
}

// The days that have interviews, each under its heading ("Monday, December 1").
export function InterviewDayList({
  interviews,
  today,
  onAction,
}: {
  interviews: readonly CalendarInterview[];
  today: string;
  onAction: (action: InterviewAction, interview: CalendarInterview, button: HTMLElement) => void;
}) {
  return (
    <div className={styles.days}>
      {groupByDay(interviews).map((day) => (
        <Day
          key={day.date}
          date={day.date}
          today={today}
          interviews={day.interviews}
          onAction={onAction}
        />
      ))}
    </div>
  );
}
