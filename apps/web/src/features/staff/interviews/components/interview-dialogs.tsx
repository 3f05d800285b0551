import { useId, useState, type RefObject } from 'react';
import { INTERVIEW_MESSAGES, type Interview } from '@staffing/shared/interview-schemas';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog, dialogConfirmClassName } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { formatInterviewTime } from '@/lib/interview-time';
import { useCancelInterview } from '../api/cancel-interview';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { useScheduleInterview } from '../api/schedule-interview';
import { emptyInterviewValues, InterviewForm, type InterviewFormValues } from './interview-form';
import styles from './interviews.module.css';

// A shortlisted candidate who agreed to be shared with the client: the only kind that can be
// interviewed. The page gives these from the order's shortlist.
export type InterviewableCandidate = { entryId: string; candidateId: string; name: string };

type DialogBase = {
  open: boolean;
  onClose: () => void;
  // Called with the message to announce once the API took the change.
  onDone: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function ScheduleInterviewDialog({
  orderId,
  candidate,
  open,
  onClose,
  onDone,
  returnFocusRef,
}: DialogBase & { orderId: string; candidate: InterviewableCandidate | null }) {
  const schedule = useScheduleInterview(orderId);
  const label = `Schedule an interview with ${candidate?.name ?? 'the candidate'}`;
  return (
    <Dialog
      open={open && candidate !== null}
      onClose={onClose}
      title={label}
      description="The candidate and the client contact each get an email with a calendar invitation."
      tone="primary"
      dismissible={!schedule.isPending}
      returnFocusRef={returnFocusRef}
    >
      {candidate && (
        <InterviewForm
          label={label}
          defaultValues={emptyInterviewValues()}
          submitLabel="Schedule interview"
          busyLabel="Scheduling…"
          onCancel={onClose}
          onSubmit={async (values) => {
            await schedule.mutateAsync({ entryId: candidate.entryId, input: values });
            onDone(INTERVIEW_MESSAGES.scheduled);
          }}
        />
      )}
    </Dialog>
  );
}

function valuesOf(interview: Interview): InterviewFormValues {
  return {
    date: interview.date,
    time: interview.time,
    timeZone: interview.timeZone,
    durationMinutes: String(interview.durationMinutes),
    location: interview.location ?? '',
    videoUrl: interview.videoUrl ?? '',
    interviewer: interview.interviewer,
    notes: interview.notes ?? '',
  };
}

export function RescheduleInterviewDialog({
  interview,
  open,
  onClose,
  onDone,
  returnFocusRef,
}: DialogBase & { interview: Interview | null }) {
  const reschedule = useRescheduleInterview();
  const label = `Move the interview with ${interview?.candidate.name ?? 'the candidate'}`;
  return (
    <Dialog
      open={open && interview !== null}
      onClose={onClose}
      title={label}
      description={
        interview
          ? `Now ${formatInterviewTime(interview)}. The candidate and the client get the new time, which replaces the old one in their calendars.`
          : undefined
      }
      tone="primary"
      dismissible={!reschedule.isPending}
      returnFocusRef={returnFocusRef}
    >
      {interview && (
        <InterviewForm
          label={label}
          defaultValues={valuesOf(interview)}
          submitLabel="Move interview"
          busyLabel="Moving…"
          onCancel={onClose}
          onSubmit={async (values) => {
            // Emptied fields clear the place, link or notes (the schema reads '' as null).
            await reschedule.mutateAsync({ interviewId: interview._id, input: values });
            onDone(INTERVIEW_MESSAGES.rescheduled);
          }}
        />
      )}
    </Dialog>
  );
}

export function CancelInterviewDialog({
  interview,
  open,
  onClose,
  onDone,
  returnFocusRef,
}: DialogBase & { interview: Interview | null }) {
  const cancel = useCancelInterview();
  const id = useId();
  const formId = `${id}-form`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();

  function close() {
    setReason('');
    setError(undefined);
    setReasonError(undefined);
    onClose();
  }

  async function confirm() {
    if (!interview || cancel.isPending) return;
    try {
      await cancel.mutateAsync({ interviewId: interview._id, input: { reason } });
      setReason('');
      setError(undefined);
      setReasonError(undefined);
      onDone(INTERVIEW_MESSAGES.cancelledNotice);
    } catch (failure) {
      setReasonError(failure instanceof ApiError ? failure.fieldErrors?.reason : undefined);
      setError(
        failure instanceof Error ? failure.message : 'The interview could not be cancelled.',
      );
    }
  }

  return (
    <Dialog
      open={open && interview !== null}
      onClose={close}
      title={`Cancel the interview with ${interview?.candidate.name ?? 'the candidate'}?`}
      description={
        interview
          ? `${formatInterviewTime(interview)}. The candidate and the client get a cancellation that takes it out of their calendars.`
          : undefined
      }
      size="sm"
      tone="danger"
      closeButton={false}
      dismissible={!cancel.isPending}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={close}
            disabled={cancel.isPending}
          >
            Keep it
          </button>
          <Button
            type="submit"
            form={formId}
            className={dialogConfirmClassName}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel interview'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        aria-label="Cancel the interview"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field label="Reason, sent to both" id={`${id}-reason`} error={reasonError} optional>
          <textarea
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </Field>
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
