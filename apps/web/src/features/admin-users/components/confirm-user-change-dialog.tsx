import { useEffect, useEffectEvent, useId, useRef, type RefObject } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { changeTexts, type PendingUserChange } from '../utils/user-changes';
import styles from './confirm-user-change-dialog.module.css';

type ConfirmUserChangeDialogProps = {
  // The change waiting for confirmation; null keeps the dialog closed.
  pending: PendingUserChange | null;
  isSaving: boolean;
  errorMessage?: string | undefined;
  // Where focus goes once the dialog has closed (the button that opened it).
  returnFocusRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
};

// A native modal <dialog>: focus trap, inert page and Esc come with it. Cancel has focus
// first, so an Enter pressed straight away never changes anyone's access.
export function ConfirmUserChangeDialog({
  pending,
  isSaving,
  errorMessage,
  returnFocusRef,
  onConfirm,
  onCancel,
}: ConfirmUserChangeDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const isOpen = pending !== null;
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

  const texts = pending ? changeTexts(pending.kind, pending.user) : undefined;
  const restrictive = pending?.kind === 'disable' || pending?.kind === 'demote';

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Esc while the change is in flight would hide its outcome.
        if (isSaving) {
          event.preventDefault();
          return;
        }
        onCancel();
      }}
    >
      {texts && (
        <div className={cx(styles.body, restrictive && styles.restrictive)}>
          <h2 id={titleId} className={styles.title}>
            {texts.question}
          </h2>
          <p id={textId} className={styles.text}>
            {texts.consequence}
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
              disabled={isSaving}
            >
              Cancel
            </button>
            <Button
              className={cx(restrictive && styles.danger)}
              onClick={onConfirm}
              disabled={isSaving}
            >
              {isSaving ? texts.savingLabel : texts.confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
