import { useRef, useState } from 'react';
import { APPLICATION_STATUS_LABELS } from '@staffing/shared/account-schemas';
import {
  APPLICATION_NOTE_MAX_LENGTH,
  type AdminApplication,
} from '@staffing/shared/application-schemas';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useApplicationDetail, useUpdateApplication } from '../api/update-application';
import { formatDateTime } from '../utils/format';
import styles from './pipeline.module.css';

// Who moved the application when, and the private notes, newest first; and a new note.
export function ApplicationHistory({ application }: { application: AdminApplication }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const openerRef = useRef<HTMLButtonElement>(null);
  const detail = useApplicationDetail(open ? application._id : undefined);
  const update = useUpdateApplication();
  const name = `${application.firstName} ${application.lastName}`;
  const error = update.error instanceof ApiError ? update.error.message : undefined;

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.historyButton}
        onClick={() => {
          update.reset();
          setOpen(true);
        }}
      >
        History and notes<span className="visually-hidden"> for {name}</span>
      </button>
      <Drawer
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={`${name} · ${application.jobTitle}`}
        returnFocusRef={openerRef}
      >
        <form
          className={styles.noteForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { id: application._id, change: { note } },
              {
                onSuccess: () => {
                  setNote('');
                },
              },
            );
          }}
        >
          <Field label="Private note" hint="Only staff see notes." error={error}>
            <textarea
              rows={3}
              maxLength={APPLICATION_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
          </Field>
          <Button type="submit" variant="primary" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Add note'}
          </Button>
        </form>
        <h3 className={styles.historyTitle}>History</h3>
        {detail.isPending ? (
          <p role="status">Loading…</p>
        ) : detail.isError ? (
          <p role="alert" className={styles.errorText}>
            The history could not be loaded.
          </p>
        ) : detail.data.history.length === 0 ? (
          <p className={styles.muted}>No changes yet: the application is new.</p>
        ) : (
          <ol className={styles.history}>
            {detail.data.history.map((event) => (
              <li key={event._id} className={styles.historyItem}>
                <p className={styles.historyMeta}>
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> ·{' '}
                  {event.actorName}
                </p>
                {event.fromStatus && event.toStatus && (
                  <p className={styles.historyText}>
                    Moved from {APPLICATION_STATUS_LABELS[event.fromStatus]} to{' '}
                    <strong>{APPLICATION_STATUS_LABELS[event.toStatus]}</strong>
                  </p>
                )}
                {event.note && <p className={styles.historyNote}>{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </Drawer>
    </>
  );
}
