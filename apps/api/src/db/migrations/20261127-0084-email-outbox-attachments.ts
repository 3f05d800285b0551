import type { Migration } from '../migration-types.ts';

// Some messages carry a small file the sender writes itself, such as a calendar invitation,
// rather than a stored resume; the outbox keeps such files as a JSON array beside the row so
// the worker sends exactly what was queued, however late it gets to it.
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('email_outbox').addColumn('attachments_json', 'text').execute();
  },
};
