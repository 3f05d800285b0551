import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JOB_COLUMNS, toJobRecord, type JobRecord } from '../jobs/job-records.ts';

// The feeds' tables (migration 20261125-0050): built documents, jobs changed since the last
// build, and the one lease row. Rows never leave this file.

const BUILD_ROW = 'feeds';

export type BuildState = {
  generation: number;
  builds: number;
  leaseOwner: string | null;
  leaseUntil: string | null;
  builtAt: string | null;
  childSize: number | null;
  expiryCheckedAt: string | null;
  nextExpiry: string | null;
  reconciledAt: string | null;
};

export async function readBuildState(db: Kysely<Database>): Promise<BuildState> {
  const row = await db
    .selectFrom('feed_builds')
    .selectAll()
    .where('id', '=', BUILD_ROW)
    .executeTakeFirstOrThrow();
  return {
    generation: row.generation,
    builds: row.builds,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    builtAt: row.built_at,
    childSize: row.child_size,
    expiryCheckedAt: row.expiry_checked_at,
    nextExpiry: row.next_expiry,
    reconciledAt: row.reconciled_at,
  };
}

// One instance at a time builds: the lease is taken only when free or run out.
export async function tryTakeLease(
  db: Kysely<Database>,
  owner: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('feed_builds')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', BUILD_ROW)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renewLease(db: Kysely<Database>, owner: string, until: string) {
  await db
    .updateTable('feed_builds')
    .set({ lease_until: until })
    .where('id', '=', BUILD_ROW)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function releaseLease(db: Kysely<Database>, owner: string, error: string | null) {
  await db
    .updateTable('feed_builds')
    .set({ lease_owner: null, lease_until: null, last_error: error })
    .where('id', '=', BUILD_ROW)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function finishBuild(
  db: Kysely<Database>,
  owner: string,
  facts: {
    now: string;
    childSize: number;
    nextExpiry: string | null;
    reconciled: boolean;
  },
): Promise<void> {
  await db
    .updateTable('feed_builds')
    .set((eb) => ({
      generation: eb('generation', '+', 1),
      builds: eb('builds', '+', 1),
      built_at: facts.now,
      child_size: facts.childSize,
      expiry_checked_at: facts.now,
      next_expiry: facts.nextExpiry,
      ...(facts.reconciled ? { reconciled_at: facts.now } : {}),
      lease_owner: null,
      lease_until: null,
      last_error: null,
    }))
    .where('id', '=', BUILD_ROW)
    .where('lease_owner', '=', owner)
    .execute();
}

// Called in the transaction that writes a job (before a delete), so a change is never lost
// between the write and the next build.
export async function noteJobChange(
  db: Kysely<Database>,
  jobId: string,
  now: string,
): Promise<void> {
  const job = await db.selectFrom('jobs').select('seq').where('id', '=', jobId).executeTakeFirst();
  if (!job) return;
  await db
    .insertInto('feed_changes')
    .values({ job_seq: job.seq, changed_at: now })
    .onConflict((oc) => oc.column('job_seq').doUpdateSet({ changed_at: now }))
    .execute();
}

export async function pendingChanges(
  db: Kysely<Database>,
): Promise<{ count: number; oldest: string | null; newest: string | null }> {
  const row = await db
    .selectFrom('feed_changes')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<string | null>('changed_at').as('oldest'),
      eb.fn.max<string | null>('changed_at').as('newest'),
    ])
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest ?? null, newest: row.newest ?? null };
}

export async function changedJobs(
  db: Kysely<Database>,
): Promise<{ seq: number; changedAt: string }[]> {
  const rows = await db.selectFrom('feed_changes').select(['job_seq', 'changed_at']).execute();
  return rows.map((row) => ({ seq: row.job_seq, changedAt: row.changed_at }));
}

// The changes a build has taken in, each as it was read: a job changed again meanwhile has a
// newer time and keeps its row (compared exactly, so instances' clocks need not agree).
export async function clearChanges(
  db: Kysely<Database>,
  taken: { seq: number; changedAt: string }[],
): Promise<void> {
  for (let start = 0; start < taken.length; start += 500) {
    const batch = taken.slice(start, start + 500);
    await db
      .deleteFrom('feed_changes')
      .where((eb) =>
        eb.or(
          batch.map((change) =>
            eb.and([eb('job_seq', '=', change.seq), eb('changed_at', '=', change.changedAt)]),
          ),
        ),
      )
      .execute();
  }
}

// Documents

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

export async function deleteRetiredBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('feed_documents').where('retired_at', '<', before).execute();
}

// Jobs, as the builder reads them

const openAt = (now: string) =>
  sql<boolean>`jobs.status = 'open' and (jobs.valid_through is null or jobs.valid_through > ${now})`;

// The open jobs whose seq is in [from, to], in seq order.
export async function openJobsInSeqRange(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: string,
): Promise<JobRecord[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where('jobs.seq', '>=', from)
    .where('jobs.seq', '<=', to)
    .where(openAt(now))
    .orderBy('jobs.seq')
    .execute();
  return rows.map(toJobRecord);
}

// Every job in a child's range, open or not, as a count and its newest change: what the
// reconcile compares. A delete lowers the count; an insert or an edit moves one or the other.
export async function rangeSignature(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<string> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max<string | null>('updated_at').as('newest'),
    ])
    .where('seq', '>=', from)
    .where('seq', '<=', to)
    .executeTakeFirstOrThrow();
  return `${row.count}:${row.newest ?? ''}`;
}

// The same for every child at once: one pass over the jobs (run by the reconcile only).
export async function allRangeSignatures(
  db: Kysely<Database>,
  childSize: number,
): Promise<Map<number, string>> {
  const child = sql<number>`(seq - 1) / ${sql.lit(childSize)} + 1`;
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      child.as('child'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.max<string | null>('updated_at').as('newest'),
    ])
    .groupBy(child)
    .execute();
  return new Map(rows.map((row) => [row.child, `${row.count}:${row.newest ?? ''}`]));
}

// Open jobs whose closing date fell in (after, upTo]: they leave the feeds without a write.
export async function seqsClosingBetween(
  db: Kysely<Database>,
  after: string | null,
  upTo: string,
): Promise<number[]> {
  let query = db
    .selectFrom('jobs')
    .select('seq')
    .where('status', '=', 'open')
    .where('valid_through', 'is not', null)
    .where('valid_through', '<=', upTo);
  if (after !== null) query = query.where('valid_through', '>', after);
  const rows = await query.execute();
  return rows.map((row) => row.seq);
}

export async function nextClosingDate(db: Kysely<Database>, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min<string | null>('valid_through').as('next'))
    .where('status', '=', 'open')
    .where('valid_through', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}
