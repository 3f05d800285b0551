import { columnTypes, type Migration } from '../migration-types.ts';

// Two-factor sign-in with an authenticator app (TOTP, RFC 6238): the account's secret (one,
// unconfirmed until a first code proves the app has it), ten single-use recovery codes kept
// as hashes, and the pending sign-ins of people who gave the right password and still owe
// the second factor (named by an httpOnly cookie, five minutes, single use).
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('totp_credentials')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', t.timestamp)
      // The last time step a code was accepted for: a code is good once.
      .addColumn('last_used_step', 'integer')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recovery_codes_user_idx')
      .on('recovery_codes')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .execute();
  },
};
