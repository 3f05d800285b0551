import { columnTypes, type Migration } from '../migration-types.ts';

// Feeds built once and served many times (ADR 0017): the built documents as bytes, the jobs
// changed since the last build, and one lease row so that with several instances a build
// runs once.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('feed_documents')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      // The identity bytes. For /jobs.xml only its head: its jobs are in parts of their own.
      .addColumn('body', t.bytes, (c) => c.notNull())
      // A whole document's gzip member; null for the pieces of /jobs.xml, which carry raw
      // deflate instead so that they join into one gzip stream (feeds/gzip-parts.ts).
      .addColumn('gzip', t.bytes)
      .addColumn('deflate', t.bytes)
      .addColumn('crc32', bigint)
      // /jobs.xml: its parts' keys in order, its whole length and CRC-32 as sent.
      .addColumn('parts_json', 'text')
      .addColumn('total_length', bigint)
      .addColumn('gzip_length', bigint)
      .addColumn('etag', 'text', (c) => c.notNull())
      .addColumn('last_modified', t.timestamp, (c) => c.notNull())
      .addColumn('built_at', t.timestamp, (c) => c.notNull())
      // What the jobs behind a sitemap child looked like when it was built (count and newest
      // change of every job in its range), compared by the periodic reconcile.
      .addColumn('source_signature', 'text')
      // A /jobs.xml part no longer in the current document, kept a while for downloads that
      // started before it was replaced.
      .addColumn('retired_at', t.timestamp)
      .execute();
    await db.schema
      .createTable('feed_changes')
      .addColumn('job_seq', bigint, (c) => c.primaryKey())
      .addColumn('changed_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('feed_builds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Moved by every finished build: instances poll it to refresh what they serve.
      .addColumn('generation', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('builds', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', t.timestamp)
      .addColumn('built_at', t.timestamp)
      .addColumn('child_size', 'integer')
      .addColumn('expiry_checked_at', t.timestamp)
      .addColumn('next_expiry', t.timestamp)
      .addColumn('reconciled_at', t.timestamp)
      .addColumn('last_error', 'text')
      .execute();
    await db.insertInto('feed_builds').values({ id: 'feeds' }).execute();
  },
};
