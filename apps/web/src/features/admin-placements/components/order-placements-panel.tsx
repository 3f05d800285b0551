import { useId, useState, type SyntheticEvent } from 'react';
import { CLIENT_DECISION_LABELS } from '@staffing/shared/shortlist-schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useOrderShortlist } from '@/features/admin-shortlists/api/get-order-shortlist';
import { useCreatePlacement, useOrderPlacements } from '../api/placements';
import styles from './placements.module.css';

const money = (value: number) => `$${value.toFixed(2)}`;

// Records a hire: one of the candidates the client may see (the client's own "hire" answer
// shown beside the name), the start date and the rates.
export function PlacementForm({
  orderId,
  placedEntryIds,
}: {
  orderId: string;
  placedEntryIds: readonly string[];
}) {
  const id = useId();
  const shortlist = useOrderShortlist(orderId);
  const create = useCreatePlacement(orderId);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();
  const shared = (shortlist.data ?? []).filter(
    (entry) => entry.consent === 'granted' && !placedEntryIds.includes(entry._id),
  );

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const form = event.currentTarget;
    const values = formValues(form, ['entryId', 'startDate', 'payRate', 'billRate']);
    try {
      const placement = await create.mutateAsync({
        entryId: values.entryId,
        startDate: values.startDate,
        payRate: values.payRate,
        ...(values.billRate.trim() ? { billRate: values.billRate } : {}),
      });
      form.reset();
      setErrors({});
      setMessage(`${placement.candidateName ?? 'The candidate'} is placed.`);
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setMessage(failure instanceof Error ? failure.message : 'The placement could not be saved.');
    }
  }

  if (shortlist.isSuccess && shared.length === 0) {
    return (
      <>
        <p className={styles.muted}>Nobody shared with the client is left to place.</p>
        {message && <p role="status">{message}</p>}
      </>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Record a placement"
    >
      <Field label="Candidate" id={`${id}-entry`} error={errors.entryId} required>
        <select name="entryId" defaultValue="">
          <option value="" disabled>
            Choose a shared candidate
          </option>
          {shared.map((entry) => (
            <option key={entry._id} value={entry._id}>
              {entry.candidate.name}
              {entry.decision ? ` (client: ${CLIENT_DECISION_LABELS[entry.decision.kind]})` : ''}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Start date" id={`${id}-start`} error={errors.startDate} required>
        <input type="date" name="startDate" />
      </Field>
      <Field label="Pay rate per hour ($)" id={`${id}-pay`} error={errors.payRate} required>
        <input type="number" name="payRate" min="0" step="0.01" inputMode="decimal" />
      </Field>
      <Field label="Bill rate per hour ($)" id={`${id}-bill`} error={errors.billRate} optional>
        <input type="number" name="billRate" min="0" step="0.01" inputMode="decimal" />
      </Field>
      <div>
        <Button type="submit" variant="secondary" aria-disabled={create.isPending}>
          Record placement
        </Button>
      </div>
      {message && <p role="status">{message}</p>}
    </form>
  );
}

// An order's placements on its page, and the form that records the next one.
export function OrderPlacementsPanel({ orderId }: { orderId: string }) {
  const placements = useOrderPlacements(orderId);
  return (
    <div className={styles.stack}>
      <QueryStates
        query={placements}
        errorTitle="We could not load the placements"
        loading={<p className={styles.muted}>Loading…</p>}
        empty={<EmptyState>Nobody placed yet.</EmptyState>}
      >
        {(rows) => (
          <ul className={styles.list} aria-label="Placements">
            {rows.map((placement) => (
              <li key={placement._id}>
                <strong>{placement.candidateName ?? 'Erased candidate'}</strong>
                {placement.startDate && <> · starts {placement.startDate}</>}
                {placement.payRate !== null && <> · pay {money(placement.payRate)}</>}
                {placement.billRate !== null && <> · bill {money(placement.billRate)}</>}
                <span className={styles.muted}> · by {placement.placedBy}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <PlacementForm
        orderId={orderId}
        placedEntryIds={(placements.data ?? []).flatMap((row) =>
          row.entryId ? [row.entryId] : [],
        )}
      />
    </div>
  );
}
