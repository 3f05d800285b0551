import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JOB_COLUMNS } from './job-records.ts';
import { type JobFilters, type Cursor, filteredJobs } from './job-filters.ts';
import { keywordQuery, tsqueryKeywords } from './job-keywords.ts';

// A keyword search on PostgreSQL: tsquery and the newest-first window.

// PostgreSQL cannot read a GIN index in date order, so a common word means sorting every match.
// Looking among the newest open jobs first avoids that: if this window already holds the
// page, those are the newest matches (anything outside it is older); otherwise, which only
// happens for rarer words, the index search is cheap anyway.
export const POSTGRES_SEARCH_WINDOW = 2000;
export const POSTGRES_COUNT_WINDOW = 20_000;

export function postgresTsquery(filters: Pick<JobFilters, 'q' | 'lang'>): string {
  return tsqueryKeywords(keywordQuery(filters));
}

export function postgresRecentSearchRows(
  db: Kysely<Database>,
  filters: JobFilters,
  options: { limit: number; offset: number; cursor?: Cursor | undefined },
) {
  const tsquery = postgresTsquery(filters);
  const recent = filteredJobs(db, 'postgres', { ...filters, q: undefined, lang: undefined })
    .selectAll('jobs')
    .$if(options.cursor !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('jobs.created_at', '<', options.cursor?.createdAt ?? ''),
          eb.and([
            eb('jobs.created_at', '=', options.cursor?.createdAt ?? ''),
            eb('jobs.id', '<', options.cursor?.id ?? ''),
          ]),
        ]),
      ),
    )
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(POSTGRES_SEARCH_WINDOW);
  return db
    .selectFrom(recent.as('jobs'))
    .select(JOB_COLUMNS)
    .where(sql<boolean>`jobs.search_vector @@ to_tsquery('english', ${tsquery})`)
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}
