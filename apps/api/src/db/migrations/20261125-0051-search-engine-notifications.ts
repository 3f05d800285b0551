import { columnTypes, type Migration } from '../migration-types.ts';

// Search engines told of job changes (IndexNow, Google's Indexing API) through a durable queue
// like the email outbox's: a row per engine and URL, written in the request that changed the
// job, leased by one instance at a time, retried with backoff, kept as failed for staff to see
// after the last attempt. search_engine_watermarks remembers up to when closing dates were
// checked, so a job that expires on its own is notified once.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('search_engine_notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('engine', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
      .addColumn('lease_until', t.timestamp)
      .addColumn('last_error', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('sent_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('search_engine_notifications_due_idx')
      .on('search_engine_notifications')
      .columns(['status', 'engine', 'next_attempt_at'])
      .execute();
    // Google's daily quota counts what was sent since midnight UTC.
    await db.schema
      .createIndex('search_engine_notifications_sent_idx')
      .on('search_engine_notifications')
      .columns(['engine', 'sent_at'])
      .execute();
    await db.schema
      .createTable('search_engine_watermarks')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', t.timestamp, (c) => c.notNull())
      .execute();
  },
};
