import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { MIN_ANNUAL_PAY_CHOICES } from '@staffing/shared/job-facts';
import { fts5Keywords, keywordQuery, type KeywordQuery } from './job-keywords.ts';
import { JOB_COLUMNS } from './job-records.ts';
import { type JobFilters, SEARCH_COUNT_CAP, STATE_CODE, factConditions } from './job-filters.ts';

// A keyword search on SQLite: FTS5 match strings, filter terms and the newest-first walk.

// Visitors' keywords search the four text columns only: the fifth holds the filter terms
// (migration 0033), which no typed word may reach.
export const inText = (expression: string) =>
  `{title location description skills} : (${expression})`;

export const prefixMatch = (keywords: KeywordQuery) =>
  inText(fts5Keywords(keywords, { exact: false }));

// Each keyword matches its word forms (the porter stemmer: nurse, nurses, nursing) and, so a
// half-typed word still finds something, the words it starts ('elect' → electrician). FTS5
// reads a prefix's whole posting list before it can return the newest match, which for a
// word in every tenth of a million jobs costs tens of milliseconds; a plain term is read
// lazily, newest first. So a keyword whose word forms alone already reach the count cap is
// searched as a term, and only rarer ones widen to the prefix.
export async function sqliteMatch(db: Kysely<Database>, keywords: KeywordQuery): Promise<string> {
  const exact = inText(fts5Keywords(keywords, { exact: true }));
  const result = await sql<{ n: number }>`select count(*) as n from (
      select 1 from jobs_fts where jobs_fts match ${exact} limit ${SEARCH_COUNT_CAP}
    )`.execute(db);
  return (result.rows[0]?.n ?? 0) >= SEARCH_COUNT_CAP ? exact : prefixMatch(keywords);
}

// The filters of an open-job keyword search on SQLite as terms of jobs_fts's search_filters
// column (migration 0033), for FTS5 to intersect with the keywords when counting, without
// reading a job row; undefined when a filter has no term (a city, a ZIP code, a minimum pay
// the page does not offer, another status), and each match's row is checked instead. The
// date posted is a rowid bound (postedSinceRowid).
export function filterTerms(filters: JobFilters): string | undefined {
  if ((filters.status ?? 'open') !== 'open') return undefined;
  const terms = ['zzopen'];
  if (filters.industry) terms.push(`zzindustry${filters.industry}`);
  if (filters.type) terms.push(`zztype${filters.type.replace('-', '')}`);
  const workplaces = filters.workplace ?? [];
  if (workplaces.length > 0) {
    const any = workplaces.map((workplace) => `zzworkplace${workplace.replace('-', '')}`);
    terms.push(`(${any.join(' OR ')})`);
  }
  const where = filters.where?.trim();
  if (where) {
    if (!STATE_CODE.test(where)) return undefined;
    terms.push(`zzregion${where}`);
  }
  if (filters.minAnnualPay !== undefined) {
    const pay = filters.minAnnualPay;
    if (!MIN_ANNUAL_PAY_CHOICES.some((choice) => choice === pay)) return undefined;
    terms.push(`zzpay${String(pay)}`);
  }
  return `search_filters : (${terms.join(' AND ')})`;
}

// "Posted within n days" as the first full-text rowid (jobs.seq) to count: seq follows
// created_at, as the newest-first search walk already relies on.
export function postedSinceRowid(filters: JobFilters, now: number) {
  if (filters.postedWithin === undefined) return undefined;
  const since = new Date(now - filters.postedWithin * 86_400_000).toISOString();
  return sql`jobs_fts.rowid >= coalesce((select seq from jobs
    where status = 'open' and created_at > ${since} order by created_at, id limit 1),
    9223372036854775807)`;
}

// The WHERE of a keyword search on SQLite (jobs_fts joined to jobs), for its pages and for
// the counts whose filters have no terms. Pages check the filters on the rows, not as terms:
// a page stops after 50 matches, and bm25() (sort=relevance) would count every job holding a
// term such as `zzopen` to weigh it (5.9 → 31.6 ms per ranked page at 1,000,000 jobs).
export function sqliteSearchConditions(filters: JobFilters) {
  const match = filters.ftsMatch ?? prefixMatch(keywordQuery(filters));
  const status = filters.status ?? 'open';
  const conditions = [sql`jobs_fts match ${match}`];
  if (status === 'open') {
    conditions.push(
      sql`jobs.status = 'open'`,
      sql`(jobs.valid_through is null or jobs.valid_through > ${nowIso()})`,
    );
  } else if (status !== 'all') {
    conditions.push(sql`jobs.status = ${status}`);
  }
  if (filters.industry) conditions.push(sql`jobs.industry = ${filters.industry}`);
  if (filters.type) conditions.push(sql`jobs.type = ${filters.type}`);
  conditions.push(...factConditions(filters, 'sqlite'));
  return conditions;
}

// A keyword search on SQLite starts from the full-text index and walks its matches newest
// first (descending rowid = posting order), joining each to its job and stopping once the page
// (or the count cap) is full: a common word among a million jobs costs a page, not every match.
export function sqliteSearchRows(
  db: Kysely<Database>,
  filters: JobFilters,
  options: {
    limit: number;
    offset: number;
    beforeJobId?: string | undefined;
    columns: 'job' | 'one' | 'ranked';
  },
) {
  const conditions = sqliteSearchConditions(filters);
  if (options.beforeJobId) {
    conditions.push(sql`jobs_fts.rowid < (select seq from jobs where id = ${options.beforeJobId})`);
  }
  const jobColumns = sql.join(JOB_COLUMNS.map((column) => sql.ref(column)));
  // Title counts most, then skills and location, then the long description.
  const columns =
    options.columns === 'one'
      ? sql`1 as one`
      : options.columns === 'ranked'
        ? sql`jobs_fts.rowid as seq, jobs.created_at as created_at, bm25(jobs_fts, 10.0, 2.0, 1.0, 3.0, 0.0) as score`
        : jobColumns;
  // The filters are checked in jobs_search_filter_idx (migration 0031) before any row is read.
  return sql`select ${columns} from jobs_fts join jobs indexed by jobs_search_filter_idx on jobs.seq = jobs_fts.rowid
    where ${sql.join(conditions, sql` and `)}
    order by jobs_fts.rowid desc limit ${options.limit} offset ${options.offset}`;
}
