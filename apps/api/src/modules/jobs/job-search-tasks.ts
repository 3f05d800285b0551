import type { Kysely } from 'kysely';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import { POSTED_WITHIN_DAYS, WORKPLACES } from '@staffing/shared/job-facts';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { countJobFacets, type JobFacetCounts } from './job-facets.ts';
import type { Cursor, JobFilters, JobPage } from './job-filters.ts';
import { hasKeywords, keywordQuery, type KeywordQuery } from './job-keywords.ts';
import { listJobs } from './job-list.ts';
import { sqliteMatch } from './sqlite-job-search.ts';
import { countListedJobs, type ListTotal } from './job-totals.ts';

// The work of a search that grows with the board: a keyword search's page (newest first), a
// list's total and its facet counts. They travel as plain data, to a search process on SQLite
// (job-search-worker.ts).

export type SearchPageOptions = JobFilters & {
  limit: number;
  cursor?: Cursor | undefined;
  offset?: number | undefined;
};
export type JobSearchTask =
  | { kind: 'total'; filters: JobFilters }
  | { kind: 'facets'; filters: JobFilters }
  | { kind: 'page'; options: SearchPageOptions }
  // SQLite's choice between a keyword's word forms and its prefix (sqliteMatch).
  | { kind: 'match'; keywords: KeywordQuery };
export type JobSearchValue = ListTotal | JobFacetCounts | JobPage | string;

export async function runJobSearchTask(
  db: Kysely<Database>,
  dialect: DialectName,
  task: JobSearchTask,
): Promise<JobSearchValue> {
  if (task.kind === 'match') return sqliteMatch(db, task.keywords);
  if (task.kind === 'page') {
    // A match chosen beforehand (shared by the routes for a moment) is the one used.
    const chosen = task.options.ftsMatch;
    return listJobs(db, dialect, {
      ...task.options,
      withTotal: false,
      rememberMatch: chosen === undefined ? undefined : () => Promise.resolve(chosen),
    });
  }
  if (task.kind === 'facets') {
    return countJobFacets(db, dialect, task.filters, {
      industries: INDUSTRIES,
      types: JOB_TYPES,
      workplaces: WORKPLACES,
      postedWithin: POSTED_WITHIN_DAYS,
    });
  }
  // The list picks SQLite's word forms or prefix the same way (listJobs).
  const filters =
    dialect === 'sqlite' && hasKeywords(task.filters)
      ? { ...task.filters, ftsMatch: await sqliteMatch(db, keywordQuery(task.filters)) }
      : task.filters;
  return countListedJobs(db, dialect, filters);
}
