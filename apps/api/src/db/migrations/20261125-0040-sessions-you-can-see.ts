import { sql } from 'kysely';
import { columnTypes, type Migration } from '../migration-types.ts';

// "Where you're signed in": each session gets a public id (the API names a session by it; the
// hash of its cookie token never leaves the server) and the time its holder last proved who
// they are (sign-in or re-authentication: the 10-minute window for sensitive changes).
// known_browsers remembers the browser and system families an account has signed in from, so
// a staff sign-in from a new one can be mailed to its owner.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('authenticated_at', t.timestamp).execute();
    const randomId =
      dialect === 'postgres'
        ? sql`md5(random()::text || id_hash)`
        : sql`lower(hex(randomblob(16)))`;
    await sql`update sessions set public_id = ${randomId}, authenticated_at = created_at`.execute(
      db,
    );
    await db.schema
      .createIndex('sessions_public_id_idx')
      .on('sessions')
      .column('public_id')
      .unique()
      .execute();
    await db.schema
      .createTable('known_browsers')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('browser_key', 'text', (c) => c.notNull())
      .addColumn('first_seen_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('known_browsers_pk', ['user_id', 'browser_key'])
      .execute();
  },
};
