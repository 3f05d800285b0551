import type { InputHTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { cx } from '@/lib/cx';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import styles from './auth-form.module.css';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
  label: string;
  // react-hook-form's wiring (the signed-in app's forms); the public forms, which read their
  // values from the form element when it is submitted, give a `name` instead.
  registration?: UseFormRegisterReturn;
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

// Field with the input in it, for the account forms.
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
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      hintPlacement="after"
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      labelAside={labelAside}
      className={className}
    >
      <input {...inputProps} {...registration} />
    </Field>
  );
}

type FormMessageProps = {
  tone: 'error' | 'success';
  id?: string;
  title?: string;
  children?: ReactNode;
};

// A message given as text may be one of the shared English texts (the API's, a schema's):
// it is shown in the page's language.
function MessageBox({ tone, id, title, children }: FormMessageProps) {
  const { i18n } = useLingui();
  return (
    <div id={id} className={cx(styles.message, styles[tone])}>
      {title && <p className={styles.messageTitle}>{sharedTextIn(i18n, title)}</p>}
      {children && (
        <div className={styles.messageText}>
          {typeof children === 'string' ? sharedTextIn(i18n, children) : children}
        </div>
      )}
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
      <Trans>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </Trans>
    </p>
  );
}
