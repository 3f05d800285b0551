import { columnTypes, type Migration } from '../migration-types.ts';

// Passkeys (WebAuthn credentials, ADR 0015) and the one-time challenges they sign.
// A challenge row is named by the SHA-256 of the challenge: the challenge comes back inside
// the signed clientDataJSON, so any instance can find it without a cookie, and it is consumed
// by a single delete so two instances cannot both accept it.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('passkeys')
      // The credential id, base64url, as the authenticator names it in every assertion.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('public_key', t.bytes, (c) => c.notNull())
      // The signature counter is an unsigned 32-bit number: beyond PostgreSQL's integer.
      .addColumn('counter', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
        c.notNull().defaultTo(0),
      )
      .addColumn('transports', 'text')
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_used_at', t.timestamp)
      .execute();
    await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webauthn_challenges_expires_at_idx')
      .on('webauthn_challenges')
      .column('expires_at')
      .execute();
  },
};
