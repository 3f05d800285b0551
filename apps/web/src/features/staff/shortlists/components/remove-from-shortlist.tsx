import { useRef, useState, type RefObject } from 'react';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveFromShortlist } from '../api/remove-from-shortlist';

// Remove, with a confirmation that says what the client loses: a candidate who agreed is
// taken out of the client's view at once; only an interview still to come is mailed about (its
// cancellation, to the candidate and the client).
export function RemoveFromShortlist({
  entry,
  doneRef,
  onRemoved,
}: {
  entry: ShortlistEntry;
  // Where focus goes after the removal: the row and its button go with the entry.
  doneRef: RefObject<HTMLElement | null>;
  onRemoved: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFromShortlist();
  const openerRef = useRef<HTMLButtonElement>(null);
  // The opener while the dialog is open; the panel's status line once the entry is gone.
  const returnRef = useRef<HTMLElement | null>(null);

  async function onConfirm() {
    try {
      await remove.mutateAsync({ orderId: entry.orderId, entryId: entry._id });
      returnRef.current = doneRef.current;
      setConfirming(false);
      onRemoved(
        `${entry.candidate.name} is off ${entry.company}'s shortlist for ${entry.position}.`,
      );
    } catch {
      // Shown in the dialog, which stays open.
    }
  }

  const { company, candidate } = entry;
  const description =
    entry.consent === 'granted'
      ? `${company} will no longer see ${candidate.name}, their pitch or their resume. Interviews still to come are cancelled for both; otherwise the candidate is not emailed.`
      : entry.consent === 'pending'
        ? `${company} has not seen ${candidate.name}; the link in their consent email stops working.`
        : `${company} does not see ${candidate.name}, who said no; the entry and its history go.`;
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        aria-label={`Remove ${entry.candidate.name} from ${entry.company}'s shortlist`}
        onClick={() => {
          remove.reset();
          returnRef.current = openerRef.current;
          setConfirming(true);
        }}
      >
        Remove
      </button>
      <ConfirmDialog
        open={confirming}
        danger
        title={`Remove ${entry.candidate.name} from the shortlist?`}
        description={description}
        confirmLabel="Remove from shortlist"
        busyLabel="Removing…"
        busy={remove.isPending}
        errorMessage={remove.error?.message}
        returnFocusRef={returnRef}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
