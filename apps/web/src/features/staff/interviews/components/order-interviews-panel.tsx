import { useRef, useState } from 'react';
import { INTERVIEW_STATUS_LABELS, type Interview } from '@staffing/shared/interview-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { StatusTag } from '@/components/ui/status-tag';
import {
  formatDuration,
  formatInReaderZone,
  formatInterviewTime,
  readerTimeZone,
} from '@/lib/interview-time';
import { useOrderInterviews } from '../api/get-order-interviews';
import {
  CancelInterviewDialog,
  RescheduleInterviewDialog,
  ScheduleInterviewDialog,
  type InterviewableCandidate,
} from './interview-dialogs';
import styles from './interviews.module.css';

// One interview as staff see it: who, when (in its zone, and on the reader's clock when that
// differs), how long, where, with whom, and what became of it.
export function InterviewDetails({ interview }: { interview: Interview }) {
  const local = formatInReaderZone(interview, readerTimeZone());
  const cancelled = interview.status === 'cancelled';
  return (
    <>
      <p className={styles.when}>
        <time dateTime={interview.startsAt}>{formatInterviewTime(interview)}</time>
        <span className={styles.muted}> · {formatDuration(interview.durationMinutes)}</span>
      </p>
      {local && <p className={styles.muted}>{local}</p>}
      <dl className={styles.facts}>
        {interview.location && (
          <div>
            <dt>Place</dt>
            <dd>{interview.location}</dd>
          </div>
        )}
        {interview.videoUrl && (
          <div>
            <dt>Video</dt>
            <dd>
              {cancelled ? (
                interview.videoUrl
              ) : (
                <a href={interview.videoUrl} rel="noreferrer" target="_blank">
                  {interview.videoUrl}
                </a>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Interviewer</dt>
          <dd>{interview.interviewer}</dd>
        </div>
        {interview.notes && (
          <div>
            <dt>Notes</dt>
            <dd className={styles.preLine}>{interview.notes}</dd>
          </div>
        )}
        {cancelled && interview.cancelReason && (
          <div>
            <dt>Why cancelled</dt>
            <dd>{interview.cancelReason}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

type Open =
  | { kind: 'schedule'; candidate: InterviewableCandidate }
  | { kind: 'reschedule' | 'cancel'; interview: Interview }
  | null;

// An order's interviews on its page: a "Schedule interview" for each candidate the client
// may see, and the interviews with their state, each movable and cancellable while on.
export function OrderInterviewsPanel({
  orderId,
  candidates,
  closed = false,
}: {
  orderId: string;
  candidates: readonly InterviewableCandidate[];
  // A filled, cancelled or lost order takes no new interviews.
  closed?: boolean;
}) {
  const interviews = useOrderInterviews(orderId);
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | undefined>();
  // Where focus returns when a dialog closes: the button that opened it, or the list when a
  // cancellation took that button away.
  const opener = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function openFrom(next: NonNullable<Open>, button: HTMLElement) {
    opener.current = button;
    setMessage(undefined);
    setOpen(next);
  }
  function done(text: string) {
    setOpen(null);
    setMessage(text);
  }

  return (
    <div className={styles.panel}>
      {!closed && (
        <div className={styles.scheduleBlock}>
          <h3 className={styles.subTitle}>Schedule an interview</h3>
          {candidates.length === 0 ? (
            <p className={styles.muted}>
              Candidates can be interviewed once they agree to be shared with the client.
            </p>
          ) : (
            <ul className={styles.candidates} aria-label="Candidates shared with the client">
              {candidates.map((candidate) => (
                <li key={candidate.entryId} className={styles.candidate}>
                  <AppLink to={`/admin/candidates/${candidate.candidateId}`}>
                    {candidate.name}
                  </AppLink>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Schedule interview with ${candidate.name}`}
                    onClick={(event) => {
                      openFrom({ kind: 'schedule', candidate }, event.currentTarget);
                    }}
                  >
                    Schedule interview
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div role="status" className={styles.status}>
        {message}
      </div>
      <QueryStates
        query={interviews}
        errorTitle="We could not load the interviews"
        loading={<p className={styles.muted}>Loading…</p>}
        empty={<EmptyState>No interviews scheduled yet.</EmptyState>}
      >
        {(rows) => (
          <ul className={styles.list} aria-label="Interviews" ref={listRef} tabIndex={-1}>
            {rows.map((interview) => (
              <li key={interview._id} className={styles.item}>
                <div className={styles.itemHead}>
                  <AppLink to={`/admin/candidates/${interview.candidate._id}`}>
                    {interview.candidate.name}
                  </AppLink>
                  <StatusTag tone={interview.status === 'cancelled' ? 'danger' : 'success'}>
                    {INTERVIEW_STATUS_LABELS[interview.status]}
                  </StatusTag>
                </div>
                <InterviewDetails interview={interview} />
                {interview.status === 'scheduled' && (
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Reschedule the interview with ${interview.candidate.name}`}
                      onClick={(event) => {
                        openFrom({ kind: 'reschedule', interview }, event.currentTarget);
                      }}
                    >
                      Reschedule
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Cancel the interview with ${interview.candidate.name}`}
                      onClick={(event) => {
                        openFrom({ kind: 'cancel', interview }, event.currentTarget);
                      }}
                    >
                      Cancel
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>

      <ScheduleInterviewDialog
        orderId={orderId}
        candidate={open?.kind === 'schedule' ? open.candidate : null}
        open={open?.kind === 'schedule'}
        onClose={() => {
          setOpen(null);
        }}
        onDone={done}
        returnFocusRef={opener}
      />
      <RescheduleInterviewDialog
        interview={open?.kind === 'reschedule' ? open.interview : null}
        open={open?.kind === 'reschedule'}
        onClose={() => {
          setOpen(null);
        }}
        onDone={done}
        returnFocusRef={opener}
      />
      <CancelInterviewDialog
        interview={open?.kind === 'cancel' ? open.interview : null}
        open={open?.kind === 'cancel'}
        onClose={() => {
          setOpen(null);
        }}
        onDone={(text) => {
          // The Cancel button goes with the interview's new state; the list takes focus.
          opener.current = listRef.current;
          done(text);
        }}
        returnFocusRef={opener}
      />
    </div>
  );
}
