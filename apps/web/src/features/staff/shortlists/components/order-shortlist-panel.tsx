import { useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useAddToShortlist } from '../api/add-to-shortlist';
import { useFindCandidates } from '../api/find-candidates';
import { useOrderShortlist } from '../api/get-order-shortlist';
import { RemoveFromShortlist } from './remove-from-shortlist';
import { ShortlistEntries } from './shortlist-entries';
import styles from './shortlists.module.css';

// Finds a talent-pool candidate by name, email or resume words and adds them with a pitch.
function AddFromTalentPool({ orderId }: { orderId: string }) {
  const id = useId();
  const [q, setQ] = useState('');
  const found = useFindCandidates(q.trim());
  const add = useAddToShortlist();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const form = event.currentTarget;
    const { candidateId, pitch } = formValues(form, ['candidateId', 'pitch']);
    if (!candidateId) {
      setErrors({ candidateId: 'Choose a candidate' });
      return;
    }
    try {
      const entry = await add.mutateAsync({ orderId, candidateId, pitch });
      form.reset();
      setQ('');
      setErrors({});
      setMessage(`${entry.candidate.name} is on the shortlist; we asked for their consent.`);
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
      aria-labelledby={`${id}-title`}
    >
      {/* Set apart from the entries above, so the search reads as adding, not filtering. */}
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Add a candidate
      </h3>
      <Field label="Find a candidate" id={`${id}-q`} hint="Name, email or words of the resume">
        <input
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
          }}
        />
      </Field>
      {found.data && found.data.length > 0 && (
        <fieldset className={styles.picks}>
          <legend className="visually-hidden">Candidates found</legend>
          {found.data.map((candidate) => (
            <label key={candidate._id} className={styles.pick}>
              <input type="radio" name="candidateId" value={candidate._id} />
              <span>
                {candidate.name} <span className={styles.muted}>{candidate.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {found.data?.length === 0 && <p className={styles.muted}>Nobody matches.</p>}
      {errors.candidateId && (
        <p role="alert" className={styles.muted}>
          {errors.candidateId}
        </p>
      )}
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

// An order's shortlist on its page: who is on it and whether they agreed to be shared with
// the client, each with Remove (and what the page adds, such as recording the client's hire),
// and the form that adds someone.
export function OrderShortlistPanel({
  orderId,
  entryAction,
}: {
  orderId: string;
  entryAction?: (entry: ShortlistEntry) => ReactNode;
}) {
  const shortlist = useOrderShortlist(orderId);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [removed, setRemoved] = useState('');
  return (
    <div className={styles.stack}>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {removed}
      </p>
      <QueryStates
        query={shortlist}
        errorTitle="We could not load the shortlist"
        loading={<p className={styles.muted}>Loading…</p>}
        empty={<EmptyState>Nobody on the shortlist yet.</EmptyState>}
      >
        {(entries) => (
          <ShortlistEntries
            entries={entries}
            show="candidate"
            actions={(entry) => (
              <>
                {entryAction?.(entry)}
                <RemoveFromShortlist entry={entry} doneRef={statusRef} onRemoved={setRemoved} />
              </>
            )}
          />
        )}
      </QueryStates>
      <AddFromTalentPool orderId={orderId} />
    </div>
  );
}
