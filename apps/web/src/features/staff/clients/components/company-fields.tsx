import { useId } from 'react';
import { INDUSTRIES, INDUSTRY_LABELS, type Industry } from '@staffing/shared/constants';
import type { ClientCompanyFields } from '@staffing/shared/client-schemas';
import { Field, FieldGrid } from '@/components/ui/field';
import { formValues } from '@/lib/form-values';

const NAMES = ['name', 'industry', 'locations', 'notes', 'emailDomain'] as const;

// A company's fields as the form holds them: one location a line.
export function readCompanyFields(form: HTMLFormElement): ClientCompanyFields & {
  locations: string[];
  notes: string;
  emailDomain: string;
} {
  const values = formValues(form, NAMES);
  return {
    name: values.name,
    industry: values.industry as Industry,
    locations: values.locations
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    notes: values.notes,
    emailDomain: values.emailDomain,
  };
}

// Name, industry, locations, notes and the address domain of a client company, for the
// "add a company" forms (on the client list and on an order's page).
export function CompanyFields({
  initial,
  errors,
}: {
  initial?: Partial<{
    name: string;
    industry: Industry;
    locations: string[];
    emailDomain: string;
    notes: string;
  }>;
  errors: Readonly<Record<string, string>>;
}) {
  const id = useId();
  return (
    <FieldGrid>
      <Field label="Company name" id={`${id}-name`} error={errors.name} required wide>
        <input name="name" autoComplete="organization" defaultValue={initial?.name} />
      </Field>
      <Field label="Industry" id={`${id}-industry`} error={errors.industry} required wide>
        <select name="industry" defaultValue={initial?.industry ?? ''}>
          <option value="" disabled>
            Choose an industry
          </option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {INDUSTRY_LABELS[industry]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Locations"
        id={`${id}-locations`}
        hint="One a line, like Chicago, IL"
        error={errors.locations}
        optional
        wide
      >
        <textarea name="locations" rows={2} defaultValue={initial?.locations?.join('\n')} />
      </Field>
      <Field
        label="Email domain"
        id={`${id}-domain`}
        hint="Orders from this domain suggest this company"
        error={errors.emailDomain}
        optional
        wide
      >
        <input name="emailDomain" defaultValue={initial?.emailDomain} spellCheck={false} />
      </Field>
      <Field label="Notes" id={`${id}-notes`} error={errors.notes} optional wide>
        <textarea name="notes" rows={3} defaultValue={initial?.notes} />
      </Field>
    </FieldGrid>
  );
}
