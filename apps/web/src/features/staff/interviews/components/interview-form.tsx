import { useId } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  interviewScheduleSchema,
} from '@staffing/shared/interview-schemas';
import { Button } from '@/components/ui/button';
import { Field, FieldGrid } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { browserTimeZone, timeZoneOptions } from '../utils/time-zones';
import styles from './interviews.module.css';

// Everything the form holds is text, as typed; the shared schema (the server's own) checks it
// in the browser, and the API gets the same strings, which it reads with that schema again.
export type InterviewFormValues = {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: string;
  location: string;
  videoUrl: string;
  interviewer: string;
  notes: string;
};

const FIELDS = [
  'date',
  'time',
  'timeZone',
  'durationMinutes',
  'location',
  'videoUrl',
  'interviewer',
  'notes',
] as const satisfies readonly (keyof InterviewFormValues)[];

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240].filter(
  (minutes) => minutes >= INTERVIEW_MIN_MINUTES && minutes <= INTERVIEW_MAX_MINUTES,
);

export function emptyInterviewValues(): InterviewFormValues {
  return {
    date: '',
    time: '',
    timeZone: browserTimeZone(),
    durationMinutes: '30',
    location: '',
    videoUrl: '',
    interviewer: '',
    notes: '',
  };
}

function isFormField(name: string): name is keyof InterviewFormValues {
  return (FIELDS as readonly string[]).includes(name);
}

// The shared schema (the server's own) decides; the strings go to the API as typed, where the
// same schema reads them again, so the form keeps its values as they are.
const interviewResolver: Resolver<InterviewFormValues> = (values) => {
  const parsed = interviewScheduleSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<InterviewFormValues> = {};
  // The browser's time picker leaves the field empty until a whole time is chosen; the
  // schema's format message ("use a 24-hour time") would puzzle someone who saw AM/PM.
  if (values.time === '') errors.time = { type: 'required', message: 'Time is required' };
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (isFormField(name) && !errors[name]) {
      errors[name] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};

type InterviewFormProps = {
  // Names the form for assistive technology ("Schedule an interview with Casey").
  label: string;
  defaultValues: InterviewFormValues;
  submitLabel: string;
  busyLabel: string;
  // Resolves when the API took it; a rejection's fieldErrors go next to their fields.
  onSubmit: (values: InterviewFormValues) => Promise<void>;
  onCancel: () => void;
};

// The interview's time in a named zone, its length, where (a place, a video link or both),
// who interviews and notes for the candidate and the client. Used to schedule and to move.
export function InterviewForm({
  label,
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: InterviewFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InterviewFormValues>({
    resolver: interviewResolver,
    defaultValues,
    shouldFocusError: true,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      let first: keyof InterviewFormValues | undefined;
      const fieldErrors = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (!isFormField(name)) continue;
        setError(name, { type: 'server', message });
        first ??= name;
      }
      setError('root.server', {
        type: 'server',
        message:
          failure instanceof Error && failure.message
            ? failure.message
            : 'The interview could not be saved. Try again.',
      });
      if (first) setFocus(first);
    }
  });

  const zones = timeZoneOptions(defaultValues.timeZone, browserTimeZone());
  const field = (name: keyof InterviewFormValues) => `${id}-${name}`;

  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <legend className="visually-hidden">{label}</legend>
        <FieldGrid>
          <Field label="Date" id={field('date')} error={errors.date?.message} required>
            <input type="date" {...register('date')} />
          </Field>
          <Field label="Time" id={field('time')} error={errors.time?.message} required>
            <input type="time" {...register('time')} />
          </Field>
          <Field label="Time zone" id={field('timeZone')} error={errors.timeZone?.message} required>
            <select {...register('timeZone')}>
              {zones.map((option) => (
                <option key={option.zone} value={option.zone}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Duration"
            id={field('durationMinutes')}
            error={errors.durationMinutes?.message}
            required
          >
            <select {...register('durationMinutes')}>
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutes < 60
                    ? `${minutes} minutes`
                    : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Place"
            id={field('location')}
            error={errors.location?.message}
            hint="An address or room; leave empty for a video call"
            hintPlacement="after"
            wide
          >
            <input type="text" autoComplete="off" {...register('location')} />
          </Field>
          <Field
            label="Video link"
            id={field('videoUrl')}
            error={errors.videoUrl?.message}
            hint="https://… for a video call; a place, a link or both"
            hintPlacement="after"
            wide
          >
            <input type="url" inputMode="url" spellCheck={false} {...register('videoUrl')} />
          </Field>
          <Field
            label="Interviewer"
            id={field('interviewer')}
            error={errors.interviewer?.message}
            required
            wide
          >
            <input type="text" autoComplete="off" {...register('interviewer')} />
          </Field>
          <Field
            label="Notes for the candidate and the client"
            id={field('notes')}
            error={errors.notes?.message}
            optional
            wide
          >
            <textarea rows={3} {...register('notes')} />
          </Field>
        </FieldGrid>
      </fieldset>
      {errors.root?.server && (
        <p className={styles.formError} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Close
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
