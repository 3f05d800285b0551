import { columnTypes, type Migration } from '../migration-types.ts';

// Shortlists (modules/shortlists): a recruiter puts a talent-pool candidate on a job order's
// shortlist with a short pitch; the candidate is asked by email whether their profile may be
// shared with the order's client company, and the client sees them only while the answer is
// yes. `consent` is pending, granted, declined or withdrawn, `consent_at` when it was last
// given or refused. The email's links carry one token per entry (only its SHA-256 stored);
// it stays valid, so the "withdraw" link in every later email works too. Entries go with their
// candidate or order (foreign keys cascade): erasing a candidate removes their shares.
//
// shortlist_events is the entry's history (added, consent given, declined, withdrawn, and the
// client's answers), read into the candidate's timeline.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('shortlist_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_order_id', 'text', (c) =>
        c.notNull().references('job_orders.id').onDelete('cascade'),
      )
      .addColumn('candidate_id', 'text', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('added_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('added_by_name', 'text', (c) => c.notNull())
      .addColumn('pitch', 'text', (c) => c.notNull())
      .addColumn('consent', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('consent_at', t.timestamp)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .execute();
    await db.schema
      .createIndex('shortlist_entries_order_candidate_idx')
      .on('shortlist_entries')
      .columns(['job_order_id', 'candidate_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('shortlist_entries_candidate_idx')
      .on('shortlist_entries')
      .column('candidate_id')
      .execute();

    await db.schema
      .createTable('shortlist_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('entry_id', 'text', (c) =>
        c.notNull().references('shortlist_entries.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // Who: a staff member's or client contact's name as written then; null for the candidate.
      .addColumn('actor_name', 'text')
      .addColumn('text', 'text')
      .execute();
    await db.schema
      .createIndex('shortlist_events_entry_idx')
      .on('shortlist_events')
      .columns(['entry_id', 'created_at'])
      .execute();
  },
};
