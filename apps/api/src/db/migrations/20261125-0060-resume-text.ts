import { sql } from 'kysely';
import { columnTypes, type Migration } from '../migration-types.ts';

// Every resume's text, read off the request path by a worker thread (ADR 0019). Existing
// resumes start 'pending' like new ones; the server (and `npm run resumes:extract`) fill them
// in. A reader leases one resume at a time (owner and expiry), counting the attempt when it
// takes it, so a reader that died mid-file is retried a bounded number of times and then the
// file is given up as unreadable.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('resumes').addColumn('text', 'text').execute();
    await db.schema
      .alterTable('resumes')
      .addColumn('text_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .execute();
    await db.schema
      .alterTable('resumes')
      .addColumn('text_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('resumes').addColumn('text_lease_owner', 'text').execute();
    await db.schema.alterTable('resumes').addColumn('text_lease_until', t.timestamp).execute();
    // Why a file was unreadable (no text layer, too large unpacked, timed out…), for support.
    await db.schema.alterTable('resumes').addColumn('text_failure', 'text').execute();
    await db.schema.alterTable('resumes').addColumn('text_read_at', t.timestamp).execute();
    // Only the few resumes still waiting are in it, newest first for the reader.
    await db.schema
      .createIndex('resumes_text_pending_idx')
      .on('resumes')
      .column('created_at')
      .where(sql<boolean>`text_status = 'pending'`)
      .execute();
  },
};
