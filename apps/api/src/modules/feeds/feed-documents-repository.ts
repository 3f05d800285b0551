import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The built feed documents (migration 20261125-0050): headers, the plain and gzip bytes, and
// /jobs.xml's parts. Rows never leave this file.

export type PartRef = {
  key: string;
  child: number;
  length: number;
  deflateLength: number;
  crc32: number;
};

export type FeedDocumentMeta = {
  key: string;
  contentType: string;
  etag: string;
  lastModified: string;
  length: number;
  gzipLength: number;
  crc32: number | null;
  parts: PartRef[] | null;
  sourceSignature: string | null;
};

export type FeedDocument = FeedDocumentMeta & {
  body: Buffer;
  gzip: Buffer | null;
  deflate: Buffer | null;
};

const META_COLUMNS = [
  'key',
  'content_type',
  'etag',
  'last_modified',
  'crc32',
  'parts_json',
  'total_length',
  'gzip_length',
  'source_signature',
] as const;

type MetaRow = {
  key: string;
  content_type: string;
  etag: string;
  last_modified: string;
  crc32: number | null;
  parts_json: string | null;
  total_length: number | null;
  gzip_length: number | null;
  source_signature: string | null;
};

function toMeta(row: MetaRow): FeedDocumentMeta {
  return {
    key: row.key,
    contentType: row.content_type,
    etag: row.etag,
    lastModified: row.last_modified,
    length: row.total_length ?? 0,
    gzipLength: row.gzip_length ?? 0,
    crc32: row.crc32,
    parts: row.parts_json === null ? null : (JSON.parse(row.parts_json) as PartRef[]),
    sourceSignature: row.source_signature,
  };
}

const bytes = (value: Uint8Array | null): Buffer | null =>
  value === null ? null : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

// What every instance keeps in memory: the served documents' headers, not their bytes, and not
// the parts of /jobs.xml.
export async function listServedDocuments(db: Kysely<Database>): Promise<FeedDocumentMeta[]> {
  const rows = await db
    .selectFrom('feed_documents')
    .select(META_COLUMNS)
    .where('key', 'not like', 'indeed/%')
    .execute();
  return rows.map(toMeta);
}

export async function listDocumentsLike(
  db: Kysely<Database>,
  pattern: string,
): Promise<FeedDocumentMeta[]> {
  const rows = await db
    .selectFrom('feed_documents')
    .select(META_COLUMNS)
    .where('key', 'like', pattern)
    .where('retired_at', 'is', null)
    .execute();
  return rows.map(toMeta);
}

// A document's headers without its bytes (a /jobs.xml part is hundreds of kilobytes).
export async function readDocumentMeta(
  db: Kysely<Database>,
  key: string,
): Promise<FeedDocumentMeta | undefined> {
  const row = await db
    .selectFrom('feed_documents')
    .select(META_COLUMNS)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? toMeta(row) : undefined;
}

export async function readDocument(
  db: Kysely<Database>,
  key: string,
): Promise<FeedDocument | undefined> {
  const row = await db
    .selectFrom('feed_documents')
    .select([...META_COLUMNS, 'body', 'gzip', 'deflate'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toMeta(row),
    body: bytes(row.body) ?? Buffer.alloc(0),
    gzip: bytes(row.gzip),
    deflate: bytes(row.deflate),
  };
}

export type StoredRepresentation = 'body' | 'gzip' | 'deflate';

// One representation of a document with its headers: a request needs one, and a sitemap
// child's three together are ten times its gzip (read through PostgreSQL as hex text).
export async function readRepresentation(
  db: Kysely<Database>,
  key: string,
  representation: StoredRepresentation,
): Promise<(FeedDocumentMeta & { bytes: Buffer | null }) | undefined> {
  const row = await db
    .selectFrom('feed_documents')
    .select([...META_COLUMNS, `${representation} as bytes`])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toMeta(row), bytes: bytes(row.bytes) };
}

export async function readPartBytes(
  db: Kysely<Database>,
  key: string,
  encoding: 'identity' | 'gzip',
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('feed_documents')
    .select(encoding === 'gzip' ? 'deflate as bytes' : 'body as bytes')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (bytes(row.bytes) ?? undefined) : undefined;
}

export type DocumentWrite = {
  key: string;
  contentType: string;
  body: Buffer;
  gzip: Buffer | null;
  deflate: Buffer | null;
  crc32: number | null;
  parts: PartRef[] | null;
  length: number;
  gzipLength: number;
  etag: string;
  lastModified: string;
  builtAt: string;
  sourceSignature: string | null;
};

export async function writeDocument(db: Kysely<Database>, doc: DocumentWrite): Promise<void> {
  const values = {
    content_type: doc.contentType,
    body: doc.body,
    gzip: doc.gzip,
    deflate: doc.deflate,
    crc32: doc.crc32,
    parts_json: doc.parts === null ? null : JSON.stringify(doc.parts),
    total_length: doc.length,
    gzip_length: doc.gzipLength,
    etag: doc.etag,
    last_modified: doc.lastModified,
    built_at: doc.builtAt,
    source_signature: doc.sourceSignature,
    retired_at: null,
  };
  await db
    .insertInto('feed_documents')
    .values({ key: doc.key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}

export async function setSourceSignature(db: Kysely<Database>, key: string, signature: string) {
  await db
    .updateTable('feed_documents')
    .set({ source_signature: signature })
    .where('key', '=', key)
    .execute();
}

export async function deleteDocument(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('feed_documents').where('key', '=', key).execute();
}

export async function retireDocument(db: Kysely<Database>, key: string, now: string) {
  await db
    .updateTable('feed_documents')
    .set({ retired_at: now })
    .where('key', '=', key)
    .where('retired_at', 'is', null)
    .execute();
}

// A part whose bytes are wanted again (a job edited back): kept past the retired parts' hour.
export async function unretireDocument(db: Kysely<Database>, key: string) {
  await db
    .updateTable('feed_documents')
    .set({ retired_at: null })
    .where('key', '=', key)
    .where('retired_at', 'is not', null)
    .execute();
}

export async function deleteRetiredBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('feed_documents').where('retired_at', '<', before).execute();
}
