import type { RefObject } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ConfirmDeleteDialogProps = {
  // The job waiting for confirmation; null keeps the dialog closed.
  jobTitle: string | null;
  isDeleting: boolean;
  errorMessage?: string | undefined;
  returnFocusRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
};

// Spec: 'Are you sure you want to delete this job?' with Confirm Delete and Cancel.
export function ConfirmDeleteDialog({ jobTitle, isDeleting, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      open={jobTitle !== null}
      danger
      title={MESSAGES.deleteJobConfirm}
      description={
        <>
          <strong>{jobTitle}</strong> will be removed from the job board. This cannot be undone.
        </>
      }
      confirmLabel="Confirm Delete"
      busyLabel="Deleting..."
      busy={isDeleting}
    />
  );
}
