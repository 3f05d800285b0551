import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './field.module.css';

/**
 * Field: one form control with its label, hint and error, wired for assistive technology.
 *
 * Props
 * - label: the visible label (a <label for> the control).
 * - children: the control, either an element (<input {...register('email')} />, <select>,
 *   <textarea>) that gets id, aria-describedby, aria-invalid and aria-required added, or a
 *   render prop `(control) => <input {...control} {...register('email')} />` for controls
 *   that need the props somewhere else (a file picker, a custom widget).
 * - hint: help text, linked with aria-describedby; shown under the label (hintPlacement
 *   'before', default) or under the control ('after').
 * - error: the field's own message, linked with aria-describedby; marks the control invalid.
 * - invalid + describedBy: mark the control invalid while its message is shown elsewhere
 *   (a form-level message); describedBy is the id of that message.
 * - required: marks the label with a red asterisk and sets aria-required.
 * - optional: adds "(optional)" to the label instead.
 * - labelAside: content on the label's line, opposite the label (a "Forgot password?" link).
 * - id: the control's id (generated when omitted).
 * - wide: spans every column of a FieldGrid.
 * - errorAlert: announce the error the moment it appears (role="alert"), for errors that
 *   come from a change rather than a submit (a rejected file).
 * - footer: content after the error, inside the field (an upload's status line).
 */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  className: string;
};

type ControlElement = ReactElement<{
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}>;

export type FieldProps = {
  label: ReactNode;
  children: ControlElement | ((control: FieldControlProps) => ReactNode);
  hint?: ReactNode;
  hintPlacement?: 'before' | 'after';
  error?: string | undefined;
  invalid?: boolean;
  describedBy?: string | undefined;
  required?: boolean;
  optional?: boolean;
  labelAside?: ReactNode;
  id?: string;
  wide?: boolean;
  errorAlert?: boolean;
  footer?: ReactNode;
  className?: string;
};

export function Field({
  label,
  children,
  hint,
  hintPlacement = 'before',
  error,
  invalid = false,
  describedBy,
  required = false,
  optional = false,
  labelAside,
  id: givenId,
  wide = false,
  errorAlert = false,
  footer,
  className,
}: FieldProps) {
  const { i18n } = useLingui();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isInvalid = invalid || Boolean(error);

  function controlProps(own?: string): FieldControlProps {
    const ids = [
      ...new Set(
        [own, hintId, errorId, isInvalid ? describedBy : undefined].flatMap(
          (value) => value?.split(' ') ?? [],
        ),
      ),
    ]
      .filter(Boolean)
      .join(' ');
    return {
      id,
      className: cx(styles.control),
      ...(ids ? { 'aria-describedby': ids } : {}),
      ...(isInvalid ? { 'aria-invalid': true } : {}),
      ...(required ? { 'aria-required': true } : {}),
    };
  }

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(controlProps());
  } else if (isValidElement(children)) {
    const own = children.props;
    const props = controlProps(own['aria-describedby']);
    control = cloneElement(children, {
      ...props,
      id: own.id ?? id,
      className: cx(props.className, own.className),
    });
  }

  const hintNode = hint && (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  );

  return (
    <div className={cx(styles.field, wide && styles.wide, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {optional && (
            <span className={styles.optional}>
              {' '}
              <Trans>(optional)</Trans>
            </span>
          )}
        </label>
        {labelAside}
      </div>
      {hintPlacement === 'before' && hintNode}
      {control}
      {hintPlacement === 'after' && hintNode}
      {error && (
        <p id={errorId} className={styles.error} role={errorAlert ? 'alert' : undefined}>
          {typeof error === 'string' ? sharedTextIn(i18n, error) : error}
        </p>
      )}
      {footer}
    </div>
  );
}

/**
 * FieldGrid: fields side by side in two columns (one column at 480px and below).
 * Props: children, className.
 */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.grid, className)}>{children}</div>;
}
