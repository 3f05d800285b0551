import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { type JobRow, toJobRecord, JOB_COLUMNS } from './job-records.ts';
import {
  type JobFilters,
  type JobPage,
  type Cursor,
  encodeCursor,
  filteredJobs,
} from './job-filters.ts';
import { hasKeywords, keywordQuery } from './job-keywords.ts';
import { sqliteMatch, sqliteSearchRows } from './sqlite-job-search.ts';
import { postgresRecentSearchRows } from './postgres-job-search.ts';
import { relevanceRows, type RememberRanking } from './job-relevance.ts';
import { type ListTotal, countListedJobs } from './job-totals.ts';

// Listing jobs newest first or by relevance, with their total.

// Newest first (spec: createdAt descending), keyset-paged by (created_at, id) so page 5,000
// costs what page 1 costs; `offset` serves numbered pages in the UI. A keyword search on
// SQLite walks its matches by posting order (seq), which is creation order because
// createdAt is set when a job is inserted: that avoids sorting every match.
export async function listJobs(
  db: Kysely<Database>,
  dialect: DialectName,
  options: JobFilters & {
    limit: number;
    cursor?: Cursor | undefined;
    offset?: number | undefined;
    // Feeds walk every page and have no use for the total.
    withTotal?: boolean;
    // Lets the caller reuse a total it counted for the same filters a moment ago (the
    // routes' search count cache): a keyword search's total can cost more than its page.
    rememberTotal?: ((count: () => Promise<ListTotal>) => Promise<ListTotal>) | undefined;
    // The same for the order of a search by relevance (the page's rows are read each time).
    rememberRanking?: RememberRanking | undefined;
    // The same for SQLite's choice between a keyword's word forms and its prefix (sqliteMatch):
    // a count of up to 1,000 matches that depends on the keywords alone.
    rememberMatch?: ((choose: () => Promise<string>) => Promise<string>) | undefined;
  },
): Promise<JobPage> {
  const bySequence = dialect === 'sqlite' && hasKeywords(options);
  if (bySequence) {
    const choose = () => sqliteMatch(db, keywordQuery(options));
    const ftsMatch = await (options.rememberMatch ? options.rememberMatch(choose) : choose());
    options = { ...options, ftsMatch };
  }
  const offset = options.cursor ? 0 : (options.offset ?? 0);
  // byMatchesFirst: PostgreSQL finds the matches of a keyword search through the text index
  // and sorts them, instead of walking the date index until enough of them turn up (see
  // postgresSearch).
  const newestFirst = (byMatchesFirst = false) => {
    let page = filteredJobs(db, dialect, options).select(JOB_COLUMNS);
    if (options.cursor) {
      const { createdAt, id } = options.cursor;
      page = page.where((eb) =>
        eb.or([
          eb('jobs.created_at', '<', createdAt),
          eb.and([eb('jobs.created_at', '=', createdAt), eb('jobs.id', '<', id)]),
        ]),
      );
    }
    return page
      .$if(byMatchesFirst, (query) =>
        query.orderBy(sql`jobs.created_at + interval '0 seconds'`, 'desc'),
      )
      .$if(!byMatchesFirst, (query) => query.orderBy('jobs.created_at', 'desc'))
      .orderBy('jobs.id', 'desc')
      .limit(options.limit + 1)
      .offset(offset)
      .execute();
  };
  const searchesPostgres = dialect === 'postgres' && hasKeywords(options);
  const postgresSearch = async () => {
    const fromWindow = await postgresRecentSearchRows(db, options, {
      limit: options.limit + 1,
      offset,
      cursor: options.cursor,
    });
    if (fromWindow.length === options.limit + 1) return fromWindow;
    // Not a page among the newest jobs. On a first page (no offset) that means the words are
    // rare there: walking the date index for them would read every open job when they match
    // nothing (0.45 s at a million), where the text index finds their few matches at once and
    // sorting them is cheap; the date column in an expression keeps the planner off the date
    // index. On a later page the words filled the pages before it, so the walk finds them soon.
    return newestFirst(offset === 0);
  };
  const byRelevance = options.sort === 'relevance' && hasKeywords(options);
  const relevance = () =>
    relevanceRows(db, dialect, options, {
      limit: options.limit + 1,
      offset,
      rememberRanking: options.rememberRanking,
    });
  const rowsPromise = byRelevance
    ? relevance()
    : searchesPostgres
      ? postgresSearch()
      : bySequence
        ? sqliteSearchRows(db, options, {
            limit: options.limit + 1,
            offset,
            beforeJobId: options.cursor?.id,
            columns: 'job',
          })
            .execute(db)
            .then((result) => result.rows as JobRow[])
        : newestFirst();
  const count = () => countListedJobs(db, dialect, options);
  const totalPromise =
    options.withTotal === false
      ? Promise.resolve({ count: -1, lowerBound: false })
      : options.rememberTotal
        ? options.rememberTotal(count)
        : count();
  const [rows, total] = await Promise.all([rowsPromise, totalPromise]);
  const jobs = rows.slice(0, options.limit).map(toJobRecord);
  const last = jobs.at(-1);
  return {
    jobs,
    total: total.count,
    totalIsLowerBound: total.lowerBound,
    // A ranked list pages by number only: its order is not (created_at, id).
    nextCursor:
      rows.length > options.limit && last && !byRelevance ? encodeCursor(last) : undefined,
    hasMore: rows.length > options.limit,
  };
}
