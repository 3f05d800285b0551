import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JOB_COLUMNS, toJobRecord, type JobRecord } from '../jobs/job-records.ts';

// The jobs as the feed builder reads them: open jobs by sequence range, each sitemap child's
// signature for the reconcile, and the closing dates that take jobs out of the feeds.

const openAt = (now: string) =>
  sql<boolean>`jobs.status = 'open' and (jobs.valid_through is null or jobs.valid_through > ${now})`;

const openInSeqRange = (db: Kysely<Database>, from: number, to: number, now: string) =>
  db
    .selectFrom('jobs')
    .where('jobs.seq', '>=', from)
    .where('jobs.seq', '<=', to)
    .where(openAt(now));

// What a child's sitemap lists of each open job whose seq is in [from, to], in seq order. The
// builder reads a child a slice of seqs at a time, so that a child of 10,000 jobs is never
// held as 10,000 objects: at a million jobs those outlived the young generation and churned
// the old one, and V8 kept the pages they had used (about 20 MB more during a build).
export type OpenJobUrl = { id: string; updatedAt: string };

export async function openJobUrlsInSeqRange(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: string,
): Promise<OpenJobUrl[]> {
  const rows = await openInSeqRange(db, from, to, now)
    .select(['jobs.id', 'jobs.updated_at'])
    .orderBy('jobs.seq')
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

// The seqs of the open jobs in [from, to] in the order /jobs.xml lists them: newest first, as
// the board lists them.
export async function openSeqsNewestFirst(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: string,
): Promise<Float64Array> {
  const rows = await openInSeqRange(db, from, to, now)
    .select('jobs.seq')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
  return Float64Array.from(rows, (row) => row.seq);
}

// One batch of whole records by primary key, with their seq, still open at `now`, in no
// particular order.
export async function openJobsBySeq(
  db: Kysely<Database>,
  seqs: number[],
  now: string,
): Promise<{ seq: number; job: JobRecord }[]> {
  if (seqs.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select([...JOB_COLUMNS, 'jobs.seq'])
    .where('jobs.seq', 'in', seqs)
    .where(openAt(now))
    .execute();
  return rows.map((row) => ({ seq: row.seq, job: toJobRecord(row) }));
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

// The highest seq given so far (0 on an empty board): the last child a reconcile looks at.
export async function lastSeq(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.max<number | null>('seq').as('last'))
    .executeTakeFirst();
  return row?.last ?? 0;
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
