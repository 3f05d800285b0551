import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog, dialogConfirmClassName } from './dialog';
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

// A confirmation on Dialog. Cancel has focus first, so an Enter pressed straight away never
// confirms anything; Esc is ignored while the action is in flight (it would hide its outcome).
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      tone={danger ? 'danger' : 'primary'}
      closeButton={false}
      dismissible={!busy}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={onCancel}
            disabled={busy}
          >
            <Trans>Cancel</Trans>
          </button>
          <Button className={dialogConfirmClassName} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </Dialog>
  );
}
