import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formValues } from '@/lib/form-values';
import { useUpdateOrder } from '../api/update-order';
import styles from './order-detail.module.css';

// A private note in the order's history (a call with the employer, a change of plan).
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const update = useUpdateOrder(orderId);
  const id = useId();
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const form = event.currentTarget;
    const note = formValues(form, ['note']).note.trim();
    if (!note) {
      setError('Write a note first');
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ note });
      form.reset();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The note could not be saved.');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label="Note" id={`${id}-note`} error={error}>
        <textarea name="note" rows={3} />
      </Field>
      <div>
        <Button type="submit" variant="secondary" aria-disabled={update.isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}
