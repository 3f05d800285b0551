import { columnTypes, type Migration } from '../migration-types.ts';

// Accounts that existed before this migration start unverified: nobody ever proved they
// own those addresses. They can ask for a link from the profile page.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('users').addColumn('email_verified_at', t.timestamp).execute();

    // Only the hash of a link's token is stored; `email` is the address the link was sent
    // to, so a link mailed before an email change cannot verify the new address.
    await db.schema
      .createTable('email_verification_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('email_verification_tokens_user_idx')
      .on('email_verification_tokens')
      .columns(['user_id', 'created_at'])
      .execute();

    // Signed-out applications are attached by address once it is verified.
    await db.schema
      .createIndex('applications_email_idx')
      .on('applications')
      .column('email')
      .execute();
  },
};
