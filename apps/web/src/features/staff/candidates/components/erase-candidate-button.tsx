import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CANDIDATE_MESSAGES, type CandidateDetail } from '@staffing/shared/candidate-schemas';
import { buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cx } from '@/lib/cx';
import { useEraseCandidate } from '../api/erase-candidate';
import type { CandidateListNotice } from '../utils/list-return';
import styles from './candidate-profile.module.css';

type EraseCandidateButtonProps = {
  candidate: CandidateDetail;
  // The list's query string, to return to the same results.
  listSearch: string;
};

export function EraseCandidateButton({ candidate, listSearch }: EraseCandidateButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const erase = useEraseCandidate(candidate._id);
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    erase.reset();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.dangerButton)}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        Erase candidate
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={`Erase ${candidate.name}?`}
        description={
          candidate.hasAccount
            ? 'They have an account: their data goes when they delete it themselves, or when an admin does.'
            : 'Their applications, resumes, notes and tags are deleted for good. This cannot be undone.'
        }
        confirmLabel="Erase candidate"
        busyLabel="Erasing…"
        busy={erase.isPending}
        errorMessage={erase.error?.message}
        returnFocusRef={buttonRef}
        onCancel={close}
        onConfirm={() => {
          erase.mutate(undefined, {
            onSuccess: () => {
              const notice: CandidateListNotice = { notice: CANDIDATE_MESSAGES.candidateErased };
              void navigate(`/admin/candidates${listSearch}`, { state: notice });
            },
          });
        }}
      />
    </>
  );
}
