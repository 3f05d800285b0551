import { useState, type SubmitEvent } from 'react';
import {
  CANDIDATE_NOTE_MAX_LENGTH,
  candidateNoteInputSchema,
  type CandidateDetail,
} from '@staffing/shared/candidate-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { RelativeTime } from '@/components/ui/relative-time';
import { useAddCandidateNote } from '../api/add-candidate-note';
import { Panel } from './panel';
import styles from './candidate-profile.module.css';

export function CandidateNotes({ candidate }: { candidate: CandidateDetail }) {
  const addNote = useAddCandidateNote(candidate._id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const notes = [...candidate.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = candidateNoteInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await addNote.mutateAsync(parsed.data.body);
      setBody('');
      setStatus('Note added.');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : undefined);
    }
  }

  return (
    <Panel title="Notes">
      <p className={styles.muted}>Only staff see these.</p>
      {notes.length > 0 && (
        <ul className={styles.notes} aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note._id} className={styles.note}>
              <p className={styles.noteBody}>{note.body}</p>
              <p className={styles.timelineMeta}>
                {note.authorName}, <RelativeTime iso={note.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Add a note" error={error} errorAlert>
          <textarea
            name="body"
            rows={3}
            maxLength={CANDIDATE_NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
            }}
          />
        </Field>
        <div className={styles.formActions}>
          <Button type="submit" size="sm" disabled={addNote.isPending}>
            {addNote.isPending ? 'Adding…' : 'Add note'}
          </Button>
        </div>
      </form>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </Panel>
  );
}
