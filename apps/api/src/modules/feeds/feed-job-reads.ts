import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JOB_COLUMNS, toJobRecord, type JobRecord } from '../jobs/job-records.ts';

// The jobs as the feed builder reads them: open jobs by sequence range, each sitemap child's
// signature for the reconcile, and the closing dates that take jobs out of the feeds.

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
