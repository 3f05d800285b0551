import { useId, useRef, useState, type SyntheticEvent } from 'react';
import type { Placement } from '@staffing/shared/placement-schemas';
import { CLIENT_DECISION_STAFF_LABELS } from '@staffing/shared/shortlist-schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useOrderShortlist } from '@/features/staff/shortlists/api/get-order-shortlist';
import { useCreatePlacement, useOrderPlacements } from '../api/placements';
import styles from './placements.module.css';

const money = (value: number) => `$${value.toFixed(2)}`;

// What the placement form starts with when it opens from the client's "hire" answer: that
// candidate, and the order's start date and hourly pay.
export type PlacementPrefill = {
  entryId: string;
  startDate?: string | undefined;
  payRate?: number | undefined;
  // Where the prefilled pay came from, or why there is none (an order paid per year).
  payHint?: string | undefined;
};

// Records a hire: one of the candidates the client may see (the client's own "hire" answer
// shown beside the name), the start date and the rates. Staff enter the rates; the client
// never gives them.
export function PlacementForm({
  orderId,
  placedEntryIds,
  prefill,
  onPlaced,
}: {
  orderId: string;
  placedEntryIds: readonly string[];
  prefill?: PlacementPrefill | undefined;
  onPlaced?: ((placement: Placement) => void) | undefined;
}) {
  const id = useId();
  const shortlist = useOrderShortlist(orderId);
  const create = useCreatePlacement(orderId);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();
  // Set when the placement recorded here is of the last candidate left: the form then gives
  // way to the message, which takes the focus its button had (else it would fall to the page).
  const placedLast = useRef(false);
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
      placedLast.current = shared.length <= 1;
      setMessage(`${placement.candidateName ?? 'The candidate'} is placed.`);
      onPlaced?.(placement);
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setMessage(failure instanceof Error ? failure.message : 'The placement could not be saved.');
    }
  }

  // A prefilled form waits for the list, so the select starts on the chosen candidate (its
  // default only applies to the options present when it first renders).
  if (prefill && shortlist.isPending) return <p className={styles.muted}>Loading…</p>;
  if (shortlist.isSuccess && shared.length === 0) {
    return (
      <>
        {message && (
          <p
            role="status"
            tabIndex={-1}
            className={styles.placed}
            ref={(element) => {
              if (!element || !placedLast.current) return;
              placedLast.current = false;
              element.focus();
            }}
          >
            {message}
          </p>
        )}
        <p className={styles.muted}>Nobody shared with the client is left to place.</p>
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
        <select name="entryId" defaultValue={prefill?.entryId ?? ''}>
          <option value="" disabled>
            Choose a shared candidate
          </option>
          {shared.map((entry) => (
            <option key={entry._id} value={entry._id}>
              {entry.candidate.name}
              {entry.decision
                ? ` (client: ${CLIENT_DECISION_STAFF_LABELS[entry.decision.kind].toLowerCase()})`
                : ''}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Start date" id={`${id}-start`} error={errors.startDate} required>
        <input type="date" name="startDate" defaultValue={prefill?.startDate} />
      </Field>
      <Field
        label="Pay rate per hour ($)"
        id={`${id}-pay`}
        error={errors.payRate}
        hint={prefill?.payHint}
        required
      >
        <input
          type="number"
          name="payRate"
          min="0"
          step="0.01"
          inputMode="decimal"
          defaultValue={prefill?.payRate}
        />
      </Field>
      <Field label="Bill rate per hour ($)" id={`${id}-bill`} error={errors.billRate} optional>
        <input type="number" name="billRate" min="0" step="0.01" inputMode="decimal" />
      </Field>
      <div>
        {/* In the dialog opened from the client's "hire" it is the one thing to do. */}
        <Button
          type="submit"
          variant={prefill ? 'primary' : 'secondary'}
          aria-disabled={create.isPending}
        >
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
