import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useAddToShortlist } from '../api/add-to-shortlist';
import { useCandidateShortlists } from '../api/get-candidate-shortlists';
import { useOpenOrders } from '../api/get-open-orders';
import { RemoveFromShortlist } from './remove-from-shortlist';
import { ShortlistEntries } from './shortlist-entries';
import styles from './shortlists.module.css';

// Adds the candidate to an open order's shortlist with a pitch (on their page, under its own
// heading, and in the talent pool's "Add to a shortlist" dialog, whose title names it).
export function AddToOrder({
  candidateId,
  titled = false,
}: {
  candidateId: string;
  titled?: boolean;
}) {
  const id = useId();
  const orders = useOpenOrders();
  const add = useAddToShortlist();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const form = event.currentTarget;
    const { orderId, pitch } = formValues(form, ['orderId', 'pitch']);
    if (!orderId) {
      setErrors({ orderId: 'Choose an order' });
      return;
    }
    try {
      const entry = await add.mutateAsync({ orderId, candidateId, pitch });
      form.reset();
      setErrors({});
      setMessage(`Added to ${entry.company}'s shortlist; we asked for their consent.`);
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setMessage(failure instanceof Error ? failure.message : 'The candidate could not be added.');
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      {...(titled ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': 'Add to a shortlist' })}
    >
      {titled && (
        <h3 id={`${id}-title`} className={styles.formTitle}>
          Add to a shortlist
        </h3>
      )}
      <Field label="Order" id={`${id}-order`} error={errors.orderId} required>
        <select name="orderId" defaultValue="">
          <option value="">Choose an order</option>
          {(orders.data ?? []).map((order) => (
            <option key={order._id} value={order._id}>
              {order.position} — {order.company}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Pitch" id={`${id}-pitch`} error={errors.pitch} required>
        <textarea name="pitch" rows={3} maxLength={1000} />
      </Field>
      <div>
        <Button type="submit" variant="secondary" aria-disabled={add.isPending}>
          Add to shortlist
        </Button>
      </div>
      {message && <p role="status">{message}</p>}
    </form>
  );
}

// A candidate's shortlists on their page, each with Remove, and the form that adds them to an
// order's.
export function CandidateShortlistPanel({ candidateId }: { candidateId: string }) {
  const shortlists = useCandidateShortlists(candidateId);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [removed, setRemoved] = useState('');
  return (
    <div className={styles.stack}>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {removed}
      </p>
      <QueryStates
        query={shortlists}
        errorTitle="We could not load the shortlists"
        loading={<p className={styles.muted}>Loading…</p>}
        empty={<EmptyState>Not on any shortlist yet.</EmptyState>}
      >
        {(entries) => (
          <ShortlistEntries
            entries={entries}
            show="order"
            actions={(entry) => (
              <RemoveFromShortlist entry={entry} doneRef={statusRef} onRemoved={setRemoved} />
            )}
          />
        )}
      </QueryStates>
      <AddToOrder candidateId={candidateId} titled />
    </div>
  );
}
