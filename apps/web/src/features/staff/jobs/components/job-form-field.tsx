import type { FieldErrors } from 'react-hook-form';
import { Field as UiField, type FieldProps as UiFieldProps } from '@/components/ui/field';
import type { FieldName, JobFormInput } from './job-form-values';

type FieldProps = {
  idPrefix: string;
  errors: FieldErrors<JobFormInput>;
  name: FieldName;
  label: string;
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  children: UiFieldProps['children'];
};

// The form's fields have ids from the form's prefix and their name, and show the form's
// validation message for that name.
export function Field({
  idPrefix,
  errors,
  name,
  label,
  hint,
  optional,
  wide,
  children,
}: FieldProps) {
  return (
    <UiField
      id={`${idPrefix}-${name}`}
      label={label}
      hint={hint}
      hintPlacement="after"
      optional={optional}
      wide={wide}
      error={errors[name]?.message}
    >
      {children}
    </UiField>
  );
}
