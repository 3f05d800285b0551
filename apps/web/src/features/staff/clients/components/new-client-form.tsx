import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useCreateClient } from '../api/create-client';
import { CompanyFields, readCompanyFields } from './company-fields';
import styles from './admin-clients.module.css';

// Adds a client company by hand (one that has not sent an order yet), then opens its page.
export function NewClientForm() {
  const create = useCreateClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    try {
      const company = await create.mutateAsync(readCompanyFields(event.currentTarget));
      await navigate(`/admin/clients/${company._id}`);
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setError(failure instanceof Error ? failure.message : 'The company could not be added.');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <CompanyFields errors={errors} />
      {error && (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={create.isPending}>
          Add company
        </Button>
      </div>
    </form>
  );
}
