import { INTERVIEW_STATUS_LABELS, type Interview } from '@staffing/shared/interview-schemas';
import { StatusTag } from '@/components/ui/status-tag';
import {
  formatDuration,
  formatInReaderZone,
  formatInterviewTime,
  readerTimeZone,
} from '@/lib/interview-time';
import styles from './client-portal.module.css';

// The interviews the agency scheduled with one shared candidate: the time agreed on in its
// zone (and on the reader's clock when that differs), where, with whom; a cancelled one stays,
// marked, with the reason, so the client sees why it left their calendar.
export function CandidateInterviews({ interviews }: { interviews: readonly Interview[] }) {
  if (interviews.length === 0) return null;
  return (
    <div className={styles.interviews}>
      <h4 className={styles.subTitle}>{interviews.length === 1 ? 'Interview' : 'Interviews'}</h4>
      <ul className={styles.interviewList}>
        {interviews.map((interview) => {
          const cancelled = interview.status === 'cancelled';
          const local = formatInReaderZone(interview, readerTimeZone());
          return (
            <li
              key={interview._id}
              className={cancelled ? `${styles.interview} ${styles.cancelled}` : styles.interview}
            >
              <p className={styles.interviewHead}>
                <time dateTime={interview.startsAt} className={styles.when}>
                  {formatInterviewTime(interview)}
                </time>
                <StatusTag tone={cancelled ? 'danger' : 'success'}>
                  {INTERVIEW_STATUS_LABELS[interview.status]}
                </StatusTag>
              </p>
              {local && <p className={styles.muted}>{local}</p>}
              <p className={styles.muted}>
                {formatDuration(interview.durationMinutes)} with {interview.interviewer}
              </p>
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
              {cancelled && (
                <p className={styles.pitch}>
                  <strong>Cancelled</strong>
                  {interview.cancelReason ? `: ${interview.cancelReason}` : ''}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
