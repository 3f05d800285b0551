import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { RESUME_ACCEPT, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { cx } from '@/lib/cx';
import styles from './auth-form.module.css';

const MAX_MEGABYTES = Math.round(RESUME_MAX_BYTES / (1024 * 1024));

// The picker offers only PDF and Word files, but "All files" in the system dialog (or a drop)
// can still hand over anything: refuse those here rather than after the upload.
export function resumeFileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return MESSAGES.resumeWrongType;
  }
  if (file.size > RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge;
  return undefined;
}

type ResumePickerProps = {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
  // A message from the server about the uploaded file.
  error?: string;
};

// Spec section 5: accepts .pdf, .doc and .docx, then shows '{file name} uploaded successfully!'.
// The resume is optional wherever this picker is used.
export function ResumePicker({ label, file, onFileChange, disabled, error }: ResumePickerProps) {
  const { t } = useLingui();
  // The spec's "<name> uploaded successfully!" (MESSAGES.resumeUploaded), in the page's language.
  const uploaded = (fileName: string) => t`${fileName} uploaded successfully!`;
  const fileName = file?.name;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const shownError = problem ?? error;

  function takeFile(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null;
    if (!chosen) {
      setProblem(undefined);
      onFileChange(null);
      return;
    }
    const fileProblem = resumeFileProblem(chosen);
    setProblem(fileProblem);
    if (fileProblem) {
      input.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  }

  // On a server-rendered page the input is there before the form is live: a file chosen in
  // that moment (a quick tap on a slow phone) is in the input with no change event left for
  // React to see. The form takes it up once it is live, as if it had just been chosen.
  const takenUpFirstFile = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (takenUpFirstFile.current || !input?.files?.length) return;
    takenUpFirstFile.current = true;
    takeFile(input);
    // Once, when the picker is first live; later choices arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleRemove() {
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    setProblem(undefined);
    onFileChange(null);
  }

  return (
    <Field
      label={label}
      optional
      id={id}
      hint={t`PDF, DOC or DOCX, up to ${MAX_MEGABYTES}MB.`}
      hintPlacement="after"
      error={shownError}
      errorAlert
      footer={
        <div className={styles.fileStatusRow}>
          <p role="status" className={file ? styles.fileStatus : styles.fileStatusEmpty}>
            {file ? uploaded(file.name) : null}
          </p>
          {file && fileName !== undefined && !disabled && (
            <Button variant="secondary" size="sm" onClick={handleRemove}>
              <Trans>
                Remove<span className="visually-hidden">&nbsp;{fileName}</span>
              </Trans>
            </Button>
          )}
        </div>
      }
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          className={cx(control.className, styles.fileInput)}
          disabled={disabled}
          onChange={(event) => {
            takeFile(event.target);
          }}
        />
      )}
    </Field>
  );
}
