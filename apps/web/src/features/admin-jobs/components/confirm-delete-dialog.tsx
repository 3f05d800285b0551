import { useEffect, useEffectEvent, useId, useRef, type RefObject } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, buttonClassName } from '@/components/ui/button';
import styles from './confirm-delete-dialog.module.css';

type ConfirmDeleteDialogProps = {
  // The job waiting for confirmation; null keeps the dialog closed.
  jobTitle: string | null;
  isDeleting: boolean;
  errorMessage?: string | undefined;
  // Where focus goes once the dialog has closed: the Delete button after a cancel, something
  // that still exists after the job (and its button) is gone.
  returnFocusRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
};

// Spec: 'Are you sure you want to delete this job?' with Confirm Delete and Cancel. A native
// modal <dialog> gives the focus trap, the inert page behind and Esc for free; Cancel has
// focus first, so pressing Enter straight away never deletes anything.
export function ConfirmDeleteDialog({
  jobTitle,
  isDeleting,
  errorMessage,
  returnFocusRef,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const isOpen = jobTitle !== null;
  // Read when the dialog closes, so the parent can still change its mind until then.
  const restoreFocus = useEffectEvent(() => {
    returnFocusRef.current?.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      // Esc has already closed it natively; Cancel, Confirm and unmounting have not.
      if (dialog.open) dialog.close();
      restoreFocus();
    };
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Esc while the delete is in flight would hide its outcome.
        if (isDeleting) {
          event.preventDefault();
          return;
        }
        onCancel();
      }}
    >
      {isOpen && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {MESSAGES.deleteJobConfirm}
          </h2>
          <p id={textId} className={styles.text}>
            <strong>{jobTitle}</strong> will be removed from the job board. This cannot be undone.
          </p>
          {errorMessage && (
            <p className={styles.error} role="alert">
              {errorMessage}
            </p>
          )}
          <div className={styles.actions}>
            <button
              ref={cancelRef}
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={onCancel}
              disabled={isDeleting}
            >
              Cancel
            </button>
            <Button className={styles.confirm} onClick={onConfirm} disabled={isDeleting}>
              {isDeleting ? 'Deleting...' : 'Confirm Delete'}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
