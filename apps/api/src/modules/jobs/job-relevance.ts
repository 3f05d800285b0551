import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { type JobRow, JOB_COLUMNS } from './job-records.ts';
import { type JobFilters, filteredJobs } from './job-filters.ts';
import { sqliteSearchRows } from './sqlite-job-search.ts';
import { POSTGRES_COUNT_WINDOW, postgresTsquery } from './postgres-job-search.ts';

// Search by relevance: the ranked window on each database and the page read from it.

// Relevance ranks the newest RELEVANCE_WINDOW matches, best first (ties newest first): the
// whole match set for most words, and for a word in every tenth job of a million a ranking
// of the current ones rather than a sort of 100,000 scores per request.
export const RELEVANCE_WINDOW = 500;

// One match of a ranked window, best first: `key` is the job's seq on SQLite and its id on
// PostgreSQL, and `score` is lower for a better match on both. A window can be shared between
// requests for a moment (the routes' search cache); the rows are always read fresh.
export type RankedMatch = { key: number | string; created_at: string; score: number };

// The matches a page of `limit` from `offset` needs, and where the page starts among them. Ties
// in score and date are ordered by id, which SQLite's window does not hold, so a tied group
// that a page edge cuts through is taken whole.
export function rankedSlice(
  ranked: readonly RankedMatch[],
  offset: number,
  limit: number,
): { matches: RankedMatch[]; skip: number } {
  const tied = (a: RankedMatch | undefined, b: RankedMatch | undefined) =>
    b !== undefined && a?.score === b.score && a.created_at === b.created_at;
  let from = Math.min(offset, ranked.length);
  while (from > 0 && tied(ranked[from - 1], ranked[from])) from--;
  let to = Math.min(offset + limit, ranked.length);
  while (to < ranked.length && tied(ranked[to - 1], ranked[to])) to++;
  return { matches: ranked.slice(from, to), skip: offset - from };
}

// Scored from the full-text index and the covering filter index alone: reading all 500 rows
// to keep 50 was 40 % of a ranked page's time at 1,000,000 jobs (docs/PERFORMANCE.md).
export async function sqliteRankedWindow(
  db: Kysely<Database>,
  filters: JobFilters,
): Promise<RankedMatch[]> {
  const window = sqliteSearchRows(db, filters, {
    limit: RELEVANCE_WINDOW,
    offset: 0,
    columns: 'ranked',
  });
  // bm25() is lower for better matches.
  const ranked = await sql<RankedMatch>`select ranked.seq as key, ranked.created_at, ranked.score
    from (${window}) as ranked
    order by ranked.score, ranked.created_at desc`.execute(db);
  return ranked.rows;
}

export async function postgresRankedWindow(
  db: Kysely<Database>,
  filters: JobFilters,
): Promise<RankedMatch[]> {
  const tsquery = sql`to_tsquery('english', ${postgresTsquery(filters)})`;
  // ts_rank_cd() is higher for better matches.
  const rank = (matches: unknown) =>
    sql<RankedMatch>`select jobs.id as key, jobs.created_at,
        -ts_rank_cd(jobs.search_vector, ${tsquery}) as score
      from (${matches}) as jobs
      order by score, jobs.created_at desc, jobs.id desc`;
  const fromWindow = await rank(
    sql`select * from (${recentOpenJobs(db, filters)}) as jobs where jobs.search_vector @@ ${tsquery}
      order by jobs.created_at desc, jobs.id desc limit ${RELEVANCE_WINDOW}`,
  ).execute(db);
  if (fromWindow.rows.length >= RELEVANCE_WINDOW) return fromWindow.rows;
  return (await rank(newestMatches(db, filters)).execute(db)).rows;
}

// The newest open jobs passing the filters other than the keywords: a search looks among them
// first, as for newest-first searches; a full window there is exactly the newest
// RELEVANCE_WINDOW matches.
export function recentOpenJobs(db: Kysely<Database>, filters: JobFilters) {
  return filteredJobs(db, 'postgres', { ...filters, q: undefined, lang: undefined })
    .selectAll('jobs')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(POSTGRES_COUNT_WINDOW);
}

// The newest RELEVANCE_WINDOW matches from the full-text index, for a word too rare to fill the
// window among the recent jobs.
export function newestMatches(db: Kysely<Database>, filters: JobFilters) {
  return filteredJobs(db, 'postgres', filters)
    .selectAll('jobs')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(RELEVANCE_WINDOW);
}

// Without a ranking to share, PostgreSQL ranks the window and reads the page in one statement:
// a second round trip for the rows cost more than the narrower sort saved (30 % fewer req/s at
// 10,000 jobs, docs/PERFORMANCE.md).
export async function postgresRankedPage(
  db: Kysely<Database>,
  filters: JobFilters,
  options: { limit: number; offset: number },
): Promise<JobRow[]> {
  const tsquery = sql`to_tsquery('english', ${postgresTsquery(filters)})`;
  const columns = sql.join(JOB_COLUMNS.map((column) => sql.ref(column)));
  const rank = (matches: unknown) =>
    sql<JobRow & { window_matches: number }>`select ranked.*, count(*) over () as window_matches
      from (
        select ${columns}, ts_rank_cd(jobs.search_vector, ${tsquery}) as score
        from (${matches}) as jobs
      ) as ranked
      order by ranked.score desc, ranked.created_at desc, ranked.id desc
      limit ${options.limit} offset ${options.offset}`;
  const fromWindow = await rank(
    sql`select * from (${recentOpenJobs(db, filters)}) as jobs where jobs.search_vector @@ ${tsquery}
      order by jobs.created_at desc, jobs.id desc limit ${RELEVANCE_WINDOW}`,
  ).execute(db);
  const first = fromWindow.rows[0];
  if (first && first.window_matches >= RELEVANCE_WINDOW) return fromWindow.rows;
  return (await rank(newestMatches(db, filters)).execute(db)).rows;
}

// A ranked page: the window's order (computed, or shared by `rememberRanking`), then the
// page's rows read by key and ordered by score, date and, for ties, id, newest first. A job
// that no longer passes the filters leaves the page one short until the ranking is redone.
export async function relevanceRows(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
  options: {
    limit: number;
    offset: number;
    rememberRanking?: RememberRanking | undefined;
  },
): Promise<JobRow[]> {
  if (dialect === 'postgres' && !options.rememberRanking) {
    return postgresRankedPage(db, filters, options);
  }
  const rankWindow = () =>
    dialect === 'sqlite' ? sqliteRankedWindow(db, filters) : postgresRankedWindow(db, filters);
  const ranked = await (options.rememberRanking
    ? options.rememberRanking(rankWindow)
    : rankWindow());
  const { matches, skip } = rankedSlice(ranked, options.offset, options.limit);
  if (matches.length === 0) return [];
  const rankOf = new Map(matches.map((match) => [String(match.key), match]));
  // The filters are checked again on the rows: a shared ranking may be a few seconds old, and
  // a job closed meanwhile (on another instance, or past its closing date) must not be listed.
  const byKey = filteredJobs(db, dialect, { ...filters, q: undefined, lang: undefined }).select([
    'jobs.seq',
    ...JOB_COLUMNS,
  ]);
  const rows = await (
    dialect === 'sqlite'
      ? byKey.where(
          'jobs.seq',
          'in',
          matches.map((match) => Number(match.key)),
        )
      : byKey.where(
          'jobs.id',
          'in',
          matches.map((match) => String(match.key)),
        )
  ).execute();
  const rankOfRow = (row: (typeof rows)[number]) =>
    rankOf.get(dialect === 'sqlite' ? String(row.seq) : row.id);
  const byRank = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const first = rankOfRow(a);
    const second = rankOfRow(b);
    if (!first || !second) return 0;
    if (first.score !== second.score) return first.score - second.score;
    if (first.created_at !== second.created_at) {
      return first.created_at < second.created_at ? 1 : -1;
    }
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
  return rows.sort(byRank).slice(skip, skip + options.limit);
}

export type RememberRanking = (rank: () => Promise<RankedMatch[]>) => Promise<RankedMatch[]>;
