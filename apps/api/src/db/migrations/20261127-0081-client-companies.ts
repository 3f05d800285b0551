import { columnTypes, type Migration } from '../migration-types.ts';

// Client companies and their people (modules/clients). Staff turn a job order's sender into a
// client company or attach the order to one; the order then points at the company and at the
// contact who sent it through the `client_company_id`/`client_contact_id` migration 0080 left
// for them. A contact may be invited: a single-use, expiring link (only its SHA-256 stored,
// like a password reset) with which they set a password and get an account with the client
// role, `client_contacts.user_id`. `email_domain` is what staff's suggestions match an order's
// sender against; a suggestion is only ever shown, never applied by itself.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('client_companies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      // Lower-case for sorting and searching by name.
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('industry', 'text', (c) => c.notNull())
      // A JSON array of "City, ST" strings, as staff wrote them.
      .addColumn('locations', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('notes', 'text')
      .addColumn('email_domain', 'text')
      .execute();
    await db.schema
      .createIndex('client_companies_name_idx')
      .on('client_companies')
      .columns(['name_key', 'id'])
      .execute();
    await db.schema
      .createIndex('client_companies_domain_idx')
      .on('client_companies')
      .column('email_domain')
      .execute();

    await db.schema
      .createTable('client_contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) =>
        c.notNull().references('client_companies.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      // Normalised (trimmed, lower-case): one contact per address across all companies, so an
      // invitation's account belongs to exactly one company.
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('email_domain', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('title', 'text')
      .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('set null'))
      .addColumn('invited_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('client_contacts_company_idx')
      .on('client_contacts')
      .columns(['company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('client_contacts_domain_idx')
      .on('client_contacts')
      .column('email_domain')
      .execute();

    await db.schema
      .createTable('client_invitations')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('contact_id', 'text', (c) =>
        c.notNull().references('client_contacts.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('client_invitations_contact_idx')
      .on('client_invitations')
      .column('contact_id')
      .execute();

    await db.schema
      .createIndex('job_orders_client_company_idx')
      .on('job_orders')
      .columns(['client_company_id', 'created_at'])
      .execute();
  },
};
