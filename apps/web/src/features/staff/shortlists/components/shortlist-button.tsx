import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AddToOrder } from './candidate-shortlist-panel';

// A talent-pool result's "Add to a shortlist": the order and pitch in a dialog, without
// leaving the search.
export function ShortlistButton({ candidateId, name }: { candidateId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Add to a shortlist: ${name}`}
        onClick={() => {
          setOpen(true);
        }}
      >
        Add to a shortlist
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={`Add ${name} to a shortlist`}
        description="We email them to ask before anything is shared with the client."
      >
        <AddToOrder candidateId={candidateId} />
      </Dialog>
    </>
  );
}
