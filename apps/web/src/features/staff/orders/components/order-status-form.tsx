import { useId, useState, type SyntheticEvent } from 'react';
import {
  JOB_ORDER_STATUS_LABELS,
  STATUSES_NEEDING_REASON,
  type JobOrderStatus,
} from '@staffing/shared/job-order-constants';
import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useUpdateOrder } from '../api/update-order';
import styles from './order-detail.module.css';

// Moves the order to one of the statuses its board allows next; cancelling or losing it asks
// for the reason. The move names the status it started from, so a move someone else made
// meanwhile is refused (409) instead of overwritten.
export function OrderStatusForm({ order }: { order: JobOrderDetail }) {
  const update = useUpdateOrder(order._id);
  const id = useId();
  const [next, setNext] = useState<JobOrderStatus | ''>('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const needsReason = next !== '' && STATUSES_NEEDING_REASON.includes(next);

  if (order.nextStatuses.length === 0) {
    return (
      <p className={styles.muted}>
        This order is {JOB_ORDER_STATUS_LABELS[order.status].toLowerCase()}: it does not move any
        further.
      </p>
    );
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (next === '' || update.isPending) return;
    const reason = formValues(event.currentTarget, ['reason']).reason.trim();
    if (needsReason && !reason) {
      setReasonError('Give a reason');
      return;
    }
    setReasonError(undefined);
    setDone('');
    try {
      await update.mutateAsync({
        status: next,
        fromStatus: order.status,
        ...(needsReason ? { reason } : {}),
      });
      setDone(`Moved to ${JOB_ORDER_STATUS_LABELS[next]}.`);
      setNext('');
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.reason) {
        setReasonError(error.fieldErrors.reason);
      }
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label="Move to" id={`${id}-status`}>
        <select
          name="status"
          value={next}
          onChange={(event) => {
            setNext(event.currentTarget.value as JobOrderStatus | '');
          }}
        >
          <option value="">Choose a status</option>
          {order.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {JOB_ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </Field>
      {needsReason && (
        <Field label="Reason" required id={`${id}-reason`} error={reasonError}>
          <textarea name="reason" rows={3} />
        </Field>
      )}
      {update.isError && !reasonError && (
        <p className={styles.error} role="alert">
          {update.error.message}
        </p>
      )}
      {done && (
        <p className={styles.saved} role="status">
          {done}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" aria-disabled={next === '' || update.isPending}>
          {update.isPending ? 'Saving...' : 'Change status'}
        </Button>
      </div>
    </form>
  );
}
