import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';

// SQLite stores a row's columns in their order and reaches a column that follows a large
// value by walking that value's overflow pages. feed_documents had the plain bytes third, so
// listing the feeds' headers (every build, and every instance's refresh after one) and reading
// a sitemap child's gzip walked every stored plain body first: once the sitemaps named each
// job in both languages, about a gigabyte at a million jobs (0.6 s of the event loop to list
// the headers, 1.5 ms to read one child's gzip). The table is rebuilt with the headers first
// and the bytes last, the small representations before the plain body.
// PostgreSQL keeps large values out of the row (TOAST): its table stays as it is.
const COLUMNS = sql.raw(
  [
    'key',
    'content_type',
    'etag',
    'last_modified',
    'built_at',
    'crc32',
    'parts_json',
    'total_length',
    'gzip_length',
    'source_signature',
    'retired_at',
    'gzip',
    'deflate',
    'body',
  ].join(', '),
);

export const migration: Migration = {
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await sql`
      create table feed_documents_bytes_last (
        key text primary key,
        content_type text not null,
        etag text not null,
        last_modified text not null,
        built_at text not null,
        crc32 integer,
        parts_json text,
        total_length integer,
        gzip_length integer,
        source_signature text,
        retired_at text,
        gzip blob,
        deflate blob,
        body blob not null
      )`.execute(db);
    await sql`insert into feed_documents_bytes_last (${COLUMNS}) select ${COLUMNS} from feed_documents`.execute(
      db,
    );
    await sql`drop table feed_documents`.execute(db);
    await sql`alter table feed_documents_bytes_last rename to feed_documents`.execute(db);
  },
};
