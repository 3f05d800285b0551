import { useId, useState, type SyntheticEvent } from 'react';
import {
  CLIENT_DECISION_LABELS,
  type ClientDecision,
  type SharedCandidate,
} from '@staffing/shared/shortlist-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { StatusTag } from '@/components/ui/status-tag';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useDecideCandidate } from '../api/decide-candidate';
import styles from './client-portal.module.css';

type Choice = ClientDecision['decision'];

// The client's answer on a shared candidate: an interview (with times that suit), a decline
// (with a reason) or a hire. The recruiter hears of each at once.
export function DecisionForm({
  orderId,
  candidate,
}: {
  orderId: string;
  candidate: SharedCandidate;
}) {
  const decide = useDecideCandidate(orderId, candidate._id);
  const id = useId();
  const [choice, setChoice] = useState<Choice>('interview');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (decide.isPending) return;
    const { details } = formValues(event.currentTarget, ['details']);
    const decision: ClientDecision =
      choice === 'interview'
        ? { decision: 'interview', times: details }
        : choice === 'decline'
          ? { decision: 'decline', reason: details }
          : { decision: 'hire' };
    try {
      await decide.mutateAsync(decision);
      setErrors({});
      setMessage('Sent to your recruiter.');
    } catch (failure) {
      const fieldErrors =
        failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {};
      const details = fieldErrors.times ?? fieldErrors.reason;
      setErrors(details ? { details } : {});
      setMessage(failure instanceof Error ? failure.message : 'Your answer could not be sent.');
    }
  }

  return (
    <div className={styles.stack}>
      {candidate.decision && (
        <p className={styles.muted}>
          Your answer:{' '}
          <StatusTag caps={false}>{CLIENT_DECISION_LABELS[candidate.decision.kind]}</StatusTag>
          {candidate.decision.text ? ` — ${candidate.decision.text}` : ''}
        </p>
      )}
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={`Your answer on ${candidate.name}`}
      >
        <fieldset className={styles.choices}>
          <legend>{candidate.decision ? 'Change your answer' : 'Your answer'}</legend>
          {(['interview', 'decline', 'hire'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="decision"
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                }}
              />
              {value === 'interview'
                ? 'Request an interview'
                : value === 'decline'
                  ? 'Decline'
                  : 'Hire'}
            </label>
          ))}
        </fieldset>
        {choice !== 'hire' && (
          <Field
            label={choice === 'interview' ? 'Times that suit you' : 'Reason'}
            id={`${id}-details`}
            error={errors.details}
            required
          >
            <textarea name="details" rows={2} maxLength={1000} />
          </Field>
        )}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={decide.isPending}>
            Send answer
          </Button>
          {message && <span role="status">{message}</span>}
        </div>
      </form>
    </div>
  );
}
