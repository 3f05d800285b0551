import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JOB_COLUMNS, toJobRecord, type JobRecord } from '../jobs/job-records.ts';

// The jobs as the feed builder reads them: open jobs by sequence range, each sitemap child's
// signature for the reconcile, and the closing dates that take jobs out of the feeds.

const openAt = (now: string) =>
  sql<boolean>`jobs.status = 'open' and (jobs.valid_through is null or jobs.valid_through > ${now})`;

// What a sitemap child needs of each open job whose seq is in [from, to] (seq order), and what
// orders its /jobs.xml part: a few short columns, so a child of 10,000 holds well under 2 MB
// where whole job records held about ten times that.
export type OpenJobKey = { seq: number; id: string; createdAt: string; updatedAt: string };

export async function openJobKeysInSeqRange(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: string,
): Promise<OpenJobKey[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['jobs.seq', 'jobs.id', 'jobs.created_at', 'jobs.updated_at'])
    .where('jobs.seq', '>=', from)
    .where('jobs.seq', '<=', to)
    .where(openAt(now))
    .orderBy('jobs.seq')
    .execute();
  return rows.map((row) => ({
    seq: row.seq,
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
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
