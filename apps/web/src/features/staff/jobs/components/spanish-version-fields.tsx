import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import type { JobFormInput, SpanishFieldName } from './job-form-values';
import styles from './job-form.module.css';

type SpanishVersionFieldsProps = {
  idPrefix: string;
  register: UseFormRegister<JobFormInput>;
  errors: FieldErrors<JobFormInput>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const BOXES: {
  name: SpanishFieldName;
  label: string;
  rows?: number;
  optional?: boolean;
}[] = [
  { name: 'title', label: 'Job title in Spanish' },
  { name: 'description', label: 'Description in Spanish', rows: 6 },
  { name: 'responsibilities', label: 'Responsibilities in Spanish', rows: 6, optional: true },
  { name: 'skills', label: 'Skills in Spanish', rows: 5, optional: true },
  { name: 'whatWeOffer', label: 'What we offer in Spanish', rows: 4, optional: true },
];

// The job form's optional Spanish version, folded away until wanted: what the Spanish job page
// (/es/jobs/:id) shows in place of the English texts. The form opens it itself when one of its
// boxes has a message to show (and on a job that has a Spanish version). Folded, its boxes are
// not in the page at all (the form keeps their values): nothing hidden answers to the English
// boxes' names ("Description" and "Description in Spanish") for assistive technology or tests.
export function SpanishVersionFields({
  idPrefix,
  register,
  errors,
  open,
  onOpenChange,
}: SpanishVersionFieldsProps) {
  return (
    <details
      className={styles.disclosure}
      open={open}
      onToggle={(event) => {
        onOpenChange(event.currentTarget.open);
      }}
    >
      <summary className={styles.summary}>Spanish version (optional)</summary>
      {open && (
        <fieldset className={styles.disclosureBody}>
          <legend className="visually-hidden">Spanish version</legend>
          <p className={styles.groupNote} id={`${idPrefix}-spanish-note`}>
            For the Spanish job page. Give at least the title and the description; any box left
            empty shows the English text there, and with no Spanish version the page shows the
            English posting with a note that it is in English.
          </p>
          {BOXES.map(({ name, label, rows, optional }) => (
            <Field
              key={name}
              id={`${idPrefix}-spanish-${name}`}
              label={label}
              optional={optional}
              error={errors.spanishVersion?.[name]?.message}
            >
              {rows ? (
                <textarea {...register(`spanishVersion.${name}`)} rows={rows} lang="es" />
              ) : (
                <input
                  {...register(`spanishVersion.${name}`)}
                  type="text"
                  autoComplete="off"
                  lang="es"
                />
              )}
            </Field>
          ))}
        </fieldset>
      )}
    </details>
  );
}
