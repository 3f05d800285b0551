import { sql } from 'kysely';
import { columnTypes, type Migration } from '../migration-types.ts';

// A saved search mailed daily or weekly. Tokens are stored as hashes only. `lease_until`
// lets several instances share the digest run without sending one digest twice.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('job_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('search_json', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('confirmed_at', t.timestamp)
      .addColumn('confirm_token_hash', 'text')
      .addColumn('confirm_expires_at', t.timestamp)
      .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('unsubscribed_at', t.timestamp)
      // Jobs posted after this are new to the alert; moved forward by every digest.
      .addColumn('jobs_since', t.timestamp, (c) => c.notNull())
      .addColumn('next_due_at', t.timestamp, (c) => c.notNull())
      .addColumn('lease_until', t.timestamp)
      .addColumn('last_sent_at', t.timestamp)
      .execute();
    await db.schema.createIndex('job_alerts_user_idx').on('job_alerts').column('user_id').execute();
    await db.schema.createIndex('job_alerts_email_idx').on('job_alerts').column('email').execute();
    await db.schema
      .createIndex('job_alerts_confirm_idx')
      .on('job_alerts')
      .column('confirm_token_hash')
      .execute();
    // The scheduler's question: which confirmed, subscribed alerts are due?
    await db.schema
      .createIndex('job_alerts_due_idx')
      .on('job_alerts')
      .column('next_due_at')
      .where(sql<boolean>`confirmed_at is not null and unsubscribed_at is null`)
      .execute();
  },
};
