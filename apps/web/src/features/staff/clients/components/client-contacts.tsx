import { useId, useState, type SyntheticEvent } from 'react';
import type { ClientCompanyDetail, ClientContact } from '@staffing/shared/client-schemas';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, FieldGrid } from '@/components/ui/field';
import { StatusTag } from '@/components/ui/status-tag';
import { ApiError } from '@/lib/api-client';
import { formValues } from '@/lib/form-values';
import { useAddClientContact } from '../api/add-client-contact';
import { useInviteClientContact } from '../api/invite-client-contact';
import styles from './admin-clients.module.css';

const ACCESS_LABELS: Record<ClientContact['access'], string> = {
  none: 'No account',
  invited: 'Invited',
  active: 'Has an account',
};

function InviteButton({ companyId, contact }: { companyId: string; contact: ClientContact }) {
  const invite = useInviteClientContact(companyId);
  const [message, setMessage] = useState<string | undefined>();
  if (contact.access === 'active') return null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={invite.isPending}
        aria-label={`${contact.access === 'invited' ? 'Invite again' : 'Invite'}: ${contact.name}`}
        onClick={() => {
          if (invite.isPending) return;
          invite.mutate(contact._id, {
            onSuccess: () => {
              setMessage(`Invitation sent to ${contact.email}.`);
            },
            onError: (error) => {
              setMessage(error.message);
            },
          });
        }}
      >
        {contact.access === 'invited' ? 'Invite again' : 'Invite'}
      </Button>
      {message && (
        <span role="status" className={styles.muted}>
          {message}
        </span>
      )}
    </div>
  );
}

function AddContactForm({ companyId }: { companyId: string }) {
  const add = useAddClientContact(companyId);
  const id = useId();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const form = event.currentTarget;
    const values = formValues(form, ['name', 'email', 'phone', 'title']);
    try {
      await add.mutateAsync(values);
      form.reset();
      setErrors({});
      setError(undefined);
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {});
      setError(failure instanceof Error ? failure.message : 'The contact could not be added.');
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Add a contact"
    >
      <FieldGrid>
        <Field label="Name" id={`${id}-name`} error={errors.name} required>
          <input name="name" autoComplete="off" />
        </Field>
        <Field label="Email" id={`${id}-email`} error={errors.email} required>
          <input name="email" type="email" autoComplete="off" />
        </Field>
        <Field label="Phone" id={`${id}-phone`} error={errors.phone} optional>
          <input name="phone" type="tel" autoComplete="off" />
        </Field>
        <Field label="Job title" id={`${id}-title`} error={errors.title} optional>
          <input name="title" autoComplete="off" />
        </Field>
      </FieldGrid>
      {error && (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" aria-disabled={add.isPending}>
          Add contact
        </Button>
      </div>
    </form>
  );
}

// A company's people: who has an account, who is invited, and the invitation button.
export function ClientContacts({ company }: { company: ClientCompanyDetail }) {
  return (
    <div className={styles.stack}>
      <DataTable<ClientContact>
        caption="Contacts"
        captionHidden
        rows={company.contacts}
        rowKey={(contact) => contact._id}
        empty={<EmptyState>No contacts yet.</EmptyState>}
        columns={[
          {
            key: 'name',
            header: 'Name',
            rowHeader: true,
            stacked: 'heading',
            cell: (contact) => (
              <>
                {contact.name}
                {contact.title ? `, ${contact.title}` : ''}
              </>
            ),
          },
          {
            key: 'email',
            header: 'Email',
            cell: (contact) => (
              <a href={`mailto:${contact.email}`} className={styles.breakable}>
                {contact.email}
              </a>
            ),
          },
          { key: 'phone', header: 'Phone', cell: (contact) => contact.phone ?? '—' },
          {
            key: 'access',
            header: 'Account',
            cell: (contact) => (
              <StatusTag tone={contact.access === 'active' ? 'success' : 'neutral'} caps={false}>
                {ACCESS_LABELS[contact.access]}
              </StatusTag>
            ),
          },
          {
            key: 'invite',
            header: 'Invitation',
            cell: (contact) => <InviteButton companyId={company._id} contact={contact} />,
          },
        ]}
      />
      <AddContactForm companyId={company._id} />
    </div>
  );
}
