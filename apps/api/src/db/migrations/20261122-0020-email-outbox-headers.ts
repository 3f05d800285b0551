import type { Migration } from '../migration-types.ts';

// Job-alert emails carry List-Unsubscribe headers (RFC 8058); the outbox stores extra headers
// as a JSON object so the worker can send them whenever it gets to the row.
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('email_outbox').addColumn('headers_json', 'text').execute();
    // The staff outbox screen lists failed messages newest first.
    await db.schema
      .createIndex('email_outbox_status_created_idx')
      .on('email_outbox')
      .columns(['status', 'created_at'])
      .execute();
  },
};
