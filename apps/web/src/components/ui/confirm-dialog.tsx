import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import styles from './confirm-dialog.module.css';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  // Deleting or taking access away: marked red.
  danger?: boolean;
  errorMessage?: string | undefined;
  // Where focus goes once the dialog has closed (the opener, or something that still exists
  // if the opener went away with what was deleted).
  returnFocusRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
};

// A native modal <dialog>: focus trap, inert page behind and Esc come with it. Cancel has
// focus first, so an Enter pressed straight away never confirms anything.
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  errorMessage,
  returnFocusRef,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  // Read when the dialog closes, so the parent can still change its mind until then.
  const restoreFocus = useEffectEvent(() => {
    returnFocusRef.current?.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      // Esc has already closed it natively; Cancel, Confirm and unmounting have not.
      if (dialog.open) dialog.close();
      restoreFocus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Esc while the action is in flight would hide its outcome.
        if (busy) {
          event.preventDefault();
          return;
        }
        onCancel();
      }}
    >
      {open && (
        <div className={cx(styles.body, danger && styles.danger)}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p id={textId} className={styles.text}>
            {description}
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
              disabled={busy}
            >
              Cancel
            </button>
            <Button className={styles.confirm} onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
