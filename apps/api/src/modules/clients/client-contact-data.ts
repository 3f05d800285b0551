import type { ErasureStep, ExportSection } from '../my-data/data-rights.ts';
import { findClientCompany, findClientContactOfUser } from './clients-repository.ts';

// A client contact's own record for the data export: who they are at which company, as staff
// keep it.
export const clientContactExportSection: ExportSection = {
  key: 'clientContact',
  async collect(db, user) {
    const contact = await findClientContactOfUser(db, user.id);
    if (!contact) return { data: null };
    const company = await findClientCompany(db, contact.companyId);
    return {
      data: {
        company: company?.name ?? null,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        title: contact.title,
        invitedAt: contact.invitedAt,
      },
    };
  },
};

// Account deletion: the person goes from the company's contacts; its orders stay the
// company's, without naming them as the contact.
export const eraseClientContactOf: ErasureStep = async (db, user) => {
  const contact = await findClientContactOfUser(db, user.id);
  if (!contact) return;
  await db
    .updateTable('job_orders')
    .set({ client_contact_id: null })
    .where('client_contact_id', '=', contact.id)
    .execute();
  await db.deleteFrom('client_contacts').where('id', '=', contact.id).execute();
};
