import { useState, type SyntheticEvent } from 'react';
import type { ClientCompanyDetail } from '@staffing/shared/client-schemas';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useUpdateClient } from '../api/update-client';
import { CompanyFields, readCompanyFields } from './company-fields';
import styles from './admin-clients.module.css';

// Changes a company's name, industry, locations, domain and notes; an emptied domain or note
// is cleared.
export function EditClientForm({
  company,
  onDone,
}: {
  company: ClientCompanyDetail;
  onDone: () => void;
}) {
  const update = useUpdateClient(company._id);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const fields = readCompanyFields(event.currentTarget);
    try {
      await update.mutateAsync({
        name: fields.name,
        industry: fields.industry,
        locations: fields.locations,
        notes: fields.notes.trim() ? fields.notes : null,
        emailDomain: fields.emailDomain.trim() ? fields.emailDomain : null,
      });
      onDone();
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setError(failure instanceof Error ? failure.message : 'The company could not be saved.');
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Edit the company"
    >
      <CompanyFields
        errors={errors}
        initial={{
          name: company.name,
          industry: company.industry,
          locations: company.locations,
          emailDomain: company.emailDomain ?? '',
          notes: company.notes ?? '',
        }}
      />
      {error && (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={update.isPending}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
