import { useRef, useState, type SubmitEvent } from 'react';
import { candidateTagSchema, type CandidateDetail } from '@staffing/shared/candidate-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';
import { Badge } from '@/components/ui/status-tag';
import { useAddCandidateTag } from '../api/add-candidate-tag';
import { useRemoveCandidateTag } from '../api/remove-candidate-tag';
import { Panel } from './panel';
import styles from './candidate-profile.module.css';

export function CandidateTags({ candidate }: { candidate: CandidateDetail }) {
  const addTag = useAddCandidateTag(candidate._id);
  const removeTag = useRemoveCandidateTag(candidate._id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = candidateTagSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await addTag.mutateAsync(parsed.data);
      setText('');
      setStatus(`Tag “${parsed.data}” added.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : undefined);
    }
  }

  async function remove(tag: string) {
    setError(undefined);
    try {
      await removeTag.mutateAsync(tag);
      setStatus(`Tag “${tag}” removed.`);
      // The button pressed is gone with its tag.
      inputRef.current?.focus();
    } catch (caught) {
      setStatus('');
      setError(caught instanceof Error ? caught.message : undefined);
    }
  }

  return (
    <Panel title="Tags">
      {candidate.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {candidate.tags.map((tag) => (
            <li key={tag}>
              <Badge className={styles.tag}>
                {tag}
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={`Remove tag ${tag}`}
                  disabled={removeTag.isPending && removeTag.variables === tag}
                  onClick={() => void remove(tag)}
                >
                  <CloseIcon size={14} />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No tags yet.</p>
      )}
      <form className={styles.inlineForm} onSubmit={(event) => void add(event)} noValidate>
        <Field
          label="Add a tag"
          hint="Letters, digits, spaces or hyphens, e.g. night shift"
          error={error}
          errorAlert
        >
          <input
            ref={inputRef}
            type="text"
            name="tag"
            autoComplete="off"
            maxLength={60}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={addTag.isPending}>
          {addTag.isPending ? 'Adding…' : 'Add tag'}
        </Button>
      </form>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </Panel>
  );
}
