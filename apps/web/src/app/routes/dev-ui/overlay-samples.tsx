import { useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { Field } from '@/components/ui/field';
import styles from '../dev-ui.module.css';
import { Sample } from './sample';

// Dialog, confirmation and drawer: the buttons that open them, and the overlays themselves
// (closed native <dialog> elements, which take no space on the page).
export function OverlaySamples() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const confirmReturnRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Sample title="Dialog and Drawer">
        <div className={styles.row}>
          <Button
            variant="secondary"
            onClick={() => {
              setDialogOpen(true);
            }}
          >
            Open dialog
          </Button>
          <button
            ref={confirmReturnRef}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => {
              setConfirmOpen(true);
            }}
          >
            Open confirmation
          </button>
          <Button
            variant="secondary"
            onClick={() => {
              setDrawerOpen(true);
            }}
          >
            Open drawer
          </Button>
        </div>
      </Sample>

      <Dialog
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false);
        }}
        title="Apply for Night Nurse"
        description="All fields are required."
        footer={
          <Button
            onClick={() => {
              setDialogOpen(false);
            }}
          >
            Done
          </Button>
        }
      >
        <Field label="Email">
          <input type="email" />
        </Field>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        danger
        title="Are you sure you want to delete this job?"
        description={
          <>
            <strong>Night Nurse</strong> will be removed from the job board.
          </>
        }
        confirmLabel="Confirm Delete"
        busyLabel="Deleting..."
        busy={false}
        errorMessage="The job could not be deleted. Network error."
        returnFocusRef={confirmReturnRef}
        onConfirm={() => {
          setConfirmOpen(false);
        }}
        onCancel={() => {
          setConfirmOpen(false);
        }}
      />
      <Drawer
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
        title="Filter jobs"
        footer={
          <Button
            onClick={() => {
              setDrawerOpen(false);
            }}
          >
            Show 24 jobs
          </Button>
        }
      >
        <Field label="Industry">
          <select defaultValue="">
            <option value="">Any industry</option>
          </select>
        </Field>
        <Field label="Job type">
          <select defaultValue="">
            <option value="">Any type</option>
          </select>
        </Field>
      </Drawer>
    </>
  );
}
