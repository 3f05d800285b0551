import { sql, type Kysely, type Selectable } from 'kysely';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database, JobsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { WORKPLACES, type Workplace } from '@staffing/shared/job-facts';
import { type JobFilters, SEARCH_COUNT_CAP, filteredJobs } from './job-filters.ts';
import { hasKeywords, keywordQuery } from './job-keywords.ts';
import {
  prefixMatch,
  filterTerms,
  postedSinceRowid,
  sqliteSearchRows,
} from './sqlite-job-search.ts';
import { POSTGRES_COUNT_WINDOW, postgresTsquery } from './postgres-job-search.ts';

// The total of a job list: counter rows, capped counts and SQLite's full-text term counts.

export const ANY = '*';

// True when every filter is one the open-job counters cover (industry, type, workplace): the
// list total and each facet count are then sums of counter rows, exact at any size.
export function countedByCounters(filters: JobFilters): boolean {
  return (
    (filters.status ?? 'open') === 'open' &&
    !hasKeywords(filters) &&
    !filters.where?.trim() &&
    filters.minAnnualPay === undefined &&
    filters.postedWithin === undefined
  );
}

export type CounterKey = Pick<JobFilters, 'industry' | 'type' | 'workplace'>;

// Open jobs already past their closing date are still counted in the counters (nothing
// changes in the row when the date passes); they are few and subtracted at query time, read
// from their partial index.
export function expiredOpenJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .where('status', '=', 'open')
    .where('valid_through', 'is not', null)
    .where('valid_through', '<=', nowIso());
}

// A list total from the counters: the one row (or one per chosen workplace) minus the
// expired jobs of the same filters, in one statement (one round trip on PostgreSQL: the
// public lists ask for it on every page).
export async function countOpenJobs(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: CounterKey,
): Promise<number> {
  const workplaces = filters.workplace && filters.workplace.length > 0 ? filters.workplace : [ANY];
  const counters = db
    .selectFrom('job_open_facet_counts')
    .select((eb) => eb.fn.sum<number>('open_count').as('open'))
    .where('industry', '=', filters.industry ?? ANY)
    .where('type', '=', filters.type ?? ANY)
    .where('workplace', 'in', [...new Set(workplaces)]);
  let expired = expiredOpenJobs(db).select((eb) => eb.fn.countAll<number>().as('count'));
  // On SQLite the unary + keeps the planner on the small partial index of dated open jobs
  // instead of walking every open job of the industry (PostgreSQL has no such operator and
  // needs no such hint).
  const column = (name: 'industry' | 'type' | 'workplace') =>
    dialect === 'sqlite' ? sql`+${sql.ref(name)}` : sql.ref(name);
  if (filters.industry) expired = expired.where(column('industry'), '=', filters.industry);
  if (filters.type) expired = expired.where(column('type'), '=', filters.type);
  if (filters.workplace && filters.workplace.length > 0) {
    expired = expired.where(column('workplace'), 'in', filters.workplace);
  }
  const totals = await db
    .selectNoFrom([counters.as('open'), expired.as('expired')])
    .executeTakeFirstOrThrow();
  return Math.max(0, (totals.open ?? 0) - (totals.expired ?? 0));
}

// Every counter row (144) and the expired open jobs grouped the same way, in two queries, for
// the facets; the function returned answers any number of counts from them. The keys are
// named even though all rows are wanted: on PostgreSQL each job insert leaves the counter
// rows' old versions behind, so after a bulk import the table can span hundreds of megabytes
// (410 MB after seeding 1,000,000 jobs) until a VACUUM FULL, and a sequential scan of it took
// 90 ms; the primary key reads the live rows in 0.3 ms.
export async function loadOpenCounts(db: Kysely<Database>): Promise<(key: CounterKey) => number> {
  const counters = await db
    .selectFrom('job_open_facet_counts')
    .select(['industry', 'type', 'workplace', 'open_count'])
    .where('industry', 'in', [ANY, ...INDUSTRIES])
    .where('type', 'in', [ANY, ...JOB_TYPES])
    .where('workplace', 'in', [ANY, ...WORKPLACES])
    .execute();
  const expired = await expiredOpenJobs(db)
    .select(['industry', 'type', 'workplace'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(['industry', 'type', 'workplace'])
    .execute();
  const byKey = new Map(
    counters.map((row) => [`${row.industry}|${row.type}|${row.workplace}`, row.open_count]),
  );
  return ({ industry, type, workplace }) => {
    const workplaces = workplace && workplace.length > 0 ? [...new Set(workplace)] : undefined;
    let total = 0;
    for (const one of workplaces ?? [ANY]) {
      total += byKey.get(`${industry ?? ANY}|${type ?? ANY}|${one}`) ?? 0;
    }
    for (const row of expired) {
      if (
        (industry === undefined || row.industry === industry) &&
        (type === undefined || row.type === type) &&
        (workplaces === undefined || workplaces.includes(row.workplace as Workplace))
      ) {
        total -= row.count;
      }
    }
    return Math.max(0, total);
  };
}

export type ListTotal = { count: number; lowerBound: boolean };

export type ExpiredMatch = Pick<
  Selectable<JobsTable>,
  'industry' | 'type' | 'workplace' | 'region' | 'annual_pay_max' | 'created_at'
>;

// Open jobs past their closing date that match a keyword search on SQLite. They still carry
// the `zzopen` term (nothing changes in the row when the date passes), so the term counts
// subtract them; they are few, read from their partial index and each checked against the
// keywords by rowid.
export async function sqliteExpiredMatches(
  db: Kysely<Database>,
  keywords: string,
): Promise<ExpiredMatch[]> {
  const result = await sql<ExpiredMatch>`select jobs.industry, jobs.type, jobs.workplace,
      jobs.region, jobs.annual_pay_max, jobs.created_at
    from jobs cross join jobs_fts
    where jobs.status = 'open' and jobs.valid_through <= ${nowIso()}
      and jobs_fts.rowid = jobs.seq and jobs_fts match ${keywords}`.execute(db);
  return result.rows;
}

// filterTerms's filters, checked on an expired match.
export function expiredMatchHolds(job: ExpiredMatch, filters: JobFilters, now: number): boolean {
  const region = filters.where?.trim().toUpperCase();
  const since =
    filters.postedWithin === undefined
      ? undefined
      : new Date(now - filters.postedWithin * 86_400_000).toISOString();
  return (
    (!filters.industry || job.industry === filters.industry) &&
    (!filters.type || job.type === filters.type) &&
    (!filters.workplace?.length || filters.workplace.some((one) => one === job.workplace)) &&
    (!region || job.region === region) &&
    (filters.minAnnualPay === undefined ||
      (job.annual_pay_max !== null && job.annual_pay_max >= filters.minAnnualPay)) &&
    (since === undefined || job.created_at > since)
  );
}

// A keyword search's capped count on SQLite from the full-text index alone, when its filters
// have terms (filterTerms): FTS5 intersects the postings and stops after SEARCH_COUNT_CAP + 1
// matches, reading no job row (~0.9 ms at 1,000,000 jobs, where joining each match to its row
// cost up to 12 ms). `expired` may be passed in when one request counts several variants.
export async function sqliteTermTotal(
  db: Kysely<Database>,
  filters: JobFilters,
  now: number,
  expired?: ExpiredMatch[],
): Promise<ListTotal | undefined> {
  const terms = filterTerms(filters);
  if (!terms) return undefined;
  const keywords = filters.ftsMatch ?? prefixMatch(keywordQuery(filters));
  const expiredHere = (expired ?? (await sqliteExpiredMatches(db, keywords))).filter((job) =>
    expiredMatchHolds(job, filters, now),
  ).length;
  const since = postedSinceRowid(filters, now);
  const counted = await sql<{ n: number }>`select count(*) as n from (
      select 1 from jobs_fts where jobs_fts match ${`${keywords} AND ${terms}`}
      ${since ? sql`and ${since}` : sql``}
      limit ${SEARCH_COUNT_CAP + 1 + expiredHere}
    )`.execute(db);
  const open = (counted.rows[0]?.n ?? 0) - expiredHere;
  return open > SEARCH_COUNT_CAP
    ? { count: SEARCH_COUNT_CAP, lowerBound: true }
    : { count: open, lowerBound: false };
}

// The total for a list: from the counter table for the public lists (minus the few open jobs
// past their closing date), capped for keyword searches, counted for admins' status views.
export async function countListedJobs(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
): Promise<ListTotal> {
  const status = filters.status ?? 'open';
  if (hasKeywords(filters) && dialect === 'sqlite') {
    const fromTerms = await sqliteTermTotal(db, filters, Date.now());
    if (fromTerms) return fromTerms;
    const matches = await sqliteSearchRows(db, filters, {
      limit: SEARCH_COUNT_CAP + 1,
      offset: 0,
      columns: 'one',
    }).execute(db);
    return matches.rows.length > SEARCH_COUNT_CAP
      ? { count: SEARCH_COUNT_CAP, lowerBound: true }
      : { count: matches.rows.length, lowerBound: false };
  }
  if (hasKeywords(filters)) {
    // A bitmap scan of the GIN index collects every match before counting any; among the
    // newest jobs a common word reaches the cap long before that.
    const inWindow = await db
      .selectFrom(
        db
          .selectFrom(
            filteredJobs(db, dialect, { ...filters, q: undefined, lang: undefined })
              .selectAll('jobs')
              .orderBy('jobs.created_at', 'desc')
              .orderBy('jobs.id', 'desc')
              .limit(POSTGRES_COUNT_WINDOW)
              .as('recent'),
          )
          .select(sql<number>`1`.as('one'))
          .where(
            sql<boolean>`recent.search_vector @@ to_tsquery('english', ${postgresTsquery(filters)})`,
          )
          .limit(SEARCH_COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (inWindow.count > SEARCH_COUNT_CAP) return { count: SEARCH_COUNT_CAP, lowerBound: true };
    return cappedTotal(db, dialect, filters);
  }
  if (countedByCounters(filters)) {
    return { count: await countOpenJobs(db, dialect, filters), lowerBound: false };
  }
  if (status === 'open') {
    // No counter covers pay, place or date: count along the filter's index up to the cap.
    return cappedTotal(db, dialect, filters);
  }
  const exact = await filteredJobs(db, dialect, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { count: exact.count, lowerBound: false };
}

// Counts the matches up to the cap and no further: "1,000+" costs reading 1,001 rows.
export async function cappedTotal(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
): Promise<ListTotal> {
  const capped = await db
    .selectFrom(
      filteredJobs(db, dialect, filters)
        .select(sql<number>`1`.as('one'))
        .limit(SEARCH_COUNT_CAP + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return capped.count > SEARCH_COUNT_CAP
    ? { count: SEARCH_COUNT_CAP, lowerBound: true }
    : { count: capped.count, lowerBound: false };
}
