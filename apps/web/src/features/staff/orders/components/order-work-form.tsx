import { useId, useState, type SyntheticEvent } from 'react';
import type { JobOrderChange, JobOrderDetail } from '@staffing/shared/job-order-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useOrderOwners } from '../api/get-order-owners';
import { useUpdateOrder } from '../api/update-order';
import styles from './order-detail.module.css';

// Who works the order and how many of its places are filled.
export function OrderWorkForm({ order }: { order: JobOrderDetail }) {
  const update = useUpdateOrder(order._id);
  const owners = useOrderOwners();
  const id = useId();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const values = formValues(event.currentTarget, ['ownerId', 'filledCount']);
    const ownerId = values.ownerId;
    const filled = Number(values.filledCount);
    const change: JobOrderChange = {};
    if (ownerId !== (order.owner?._id ?? '')) change.ownerId = ownerId === '' ? null : ownerId;
    if (Number.isInteger(filled) && filled !== order.filledCount) change.filledCount = filled;
    setSaved(false);
    if (Object.keys(change).length === 0) {
      setErrors({});
      setSaved(true);
      return;
    }
    try {
      await update.mutateAsync(change);
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      // Fresh inputs whenever the stored order changes.
      key={`${order.owner?._id ?? ''}-${order.filledCount}`}
    >
      <Field label="Owner" id={`${id}-owner`} error={errors.ownerId}>
        <select name="ownerId" defaultValue={order.owner?._id ?? ''}>
          <option value="">Nobody yet</option>
          {/* The current owner stays listed even before the staff list arrives. */}
          {order.owner && !owners.data?.some((owner) => owner._id === order.owner?._id) && (
            <option value={order.owner._id}>{order.owner.name}</option>
          )}
          {(owners.data ?? []).map((owner) => (
            <option key={owner._id} value={owner._id}>
              {owner.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Filled"
        id={`${id}-filled`}
        hint={`Of ${order.headcount}`}
        error={errors.filledCount}
      >
        <input
          type="number"
          name="filledCount"
          min={0}
          max={order.headcount}
          step={1}
          inputMode="numeric"
          defaultValue={order.filledCount}
        />
      </Field>
      {update.isError && Object.keys(errors).length === 0 && (
        <p className={styles.error} role="alert">
          {update.error.message}
        </p>
      )}
      {saved && (
        <p className={styles.saved} role="status">
          Saved.
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" aria-disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
