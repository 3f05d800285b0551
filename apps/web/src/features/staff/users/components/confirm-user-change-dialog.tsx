import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { changeTexts, type PendingUserChange } from '../utils/user-changes';

type ConfirmUserChangeDialogProps = {
  // The change waiting for confirmation; null keeps the dialog closed.
  pending: PendingUserChange | null;
  isSaving: boolean;
  errorMessage?: string | undefined;
  returnFocusRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmUserChangeDialog({
  pending,
  isSaving,
  ...props
}: ConfirmUserChangeDialogProps) {
  const texts = pending ? changeTexts(pending.kind, pending.user) : undefined;
  return (
    <ConfirmDialog
      {...props}
      open={texts !== undefined}
      danger={pending?.kind === 'disable' || pending?.kind === 'demote'}
      title={texts?.question}
      description={texts?.consequence}
      confirmLabel={texts?.confirmLabel ?? ''}
      busyLabel={texts?.savingLabel ?? ''}
      busy={isSaving}
    />
  );
}
