import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@/lib/cx';
import styles from './auth-form.module.css';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'> & {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: ReactNode;
  // A message shown next to this field only.
  error?: string;
  // Marks the field invalid when the message is shown elsewhere (the form-level message the
  // spec describes for signup and login); `describedBy` then points at that message.
  invalid?: boolean;
  describedBy?: string;
  // Content on the label's line, opposite the label (e.g. 'Forgot Password?').
  labelAside?: ReactNode;
};

export function FormField({
  label,
  registration,
  required = false,
  hint,
  error,
  invalid = false,
  describedBy,
  labelAside,
  className,
  ...inputProps
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isInvalid = invalid || Boolean(error);
  const describedByIds = [hintId, errorId, isInvalid ? describedBy : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required && (
            <span className={styles.requiredMark} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        className={styles.control}
        aria-required={required || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds || undefined}
        {...inputProps}
        {...registration}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

type FormMessageProps = {
  tone: 'error' | 'success';
  id?: string;
  title?: string;
  children?: ReactNode;
};

function MessageBox({ tone, id, title, children }: FormMessageProps) {
  return (
    <div id={id} className={cx(styles.message, styles[tone])}>
      {title && <p className={styles.messageTitle}>{title}</p>}
      {children && <div className={styles.messageText}>{children}</div>}
    </div>
  );
}

// An error, announced the moment it appears (role="alert").
export function FormAlert(props: Omit<FormMessageProps, 'tone'>) {
  return (
    <div role="alert">
      <MessageBox tone="error" {...props} />
    </div>
  );
}

// Progress and success. The live region is always in the page, because screen readers only
// announce changes inside a region they already know about.
export function FormStatus({ message, id }: { message: ReactNode; id?: string }) {
  return (
    <div role="status" className={styles.statusRegion}>
      {message ? (
        <MessageBox tone="success" id={id}>
          {message}
        </MessageBox>
      ) : null}
    </div>
  );
}

export function RequiredFieldsNote() {
  return (
    <p className={styles.requiredNote}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
