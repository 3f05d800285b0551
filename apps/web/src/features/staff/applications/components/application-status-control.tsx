import { useId, useRef, useState } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@staffing/shared/account-schemas';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useUpdateApplication } from '../api/update-application';
import styles from './pipeline.module.css';

// Changes the status in place. Moving to "not selected" asks first, with the courteous
// email as an opt-in checkbox (off by default).
export function ApplicationStatusControl({ application }: { application: AdminApplication }) {
  const id = useId();
  const update = useUpdateApplication();
  const [confirming, setConfirming] = useState(false);
  const [notify, setNotify] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const name = `${application.firstName} ${application.lastName}`;
  const error = update.error instanceof ApiError ? update.error.message : undefined;
  // While a move is saved (and the list fetched again) the select shows where it is going.
  const shown =
    (update.isPending ? update.variables.change.status : undefined) ?? application.status;

  const move = (status: ApplicationStatus, notifyApplicant = false) => {
    update.mutate(
      {
        id: application._id,
        change: { status, ...(notifyApplicant ? { notifyApplicant: true } : {}) },
      },
      {
        onSuccess: () => {
          setConfirming(false);
        },
      },
    );
  };

  return (
    <div className={styles.statusControl}>
      <label htmlFor={`${id}-status`} className="visually-hidden">
        Status of {name}’s application
      </label>
      <select
        ref={selectRef}
        id={`${id}-status`}
        className={styles.statusSelect}
        value={shown}
        // Not `disabled` while saving: the browser would take focus off a disabled select,
        // and someone moving applications with the keyboard would lose their row.
        aria-disabled={update.isPending || undefined}
        data-status={application.status}
        onChange={(event) => {
          const next = APPLICATION_STATUSES.find((value) => value === event.target.value);
          if (update.isPending || !next || next === application.status) return;
          update.reset();
          if (next === 'not-selected') {
            setNotify(false);
            setConfirming(true);
            return;
          }
          move(next);
        }}
      >
        {APPLICATION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {APPLICATION_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      {error && !confirming && (
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
      )}
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title="Mark as not selected"
        description={`${name} applied for ${application.jobTitle}.`}
        size="sm"
        dismissible={!update.isPending}
        returnFocusRef={selectRef}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancel
            </Button>
            <Button
              variant="primary"
              disabled={update.isPending}
              onClick={() => {
                move('not-selected', notify);
              }}
            >
              {update.isPending ? 'Saving…' : 'Mark as not selected'}
            </Button>
          </>
        }
      >
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={notify}
            disabled={!application.email}
            onChange={(event) => {
              setNotify(event.target.checked);
            }}
          />
          Send {application.firstName} a courteous email saying so
        </label>
        {error && (
          <p role="alert" className={styles.errorText}>
            {error}
          </p>
        )}
      </Dialog>
    </div>
  );
}
