import type { Kysely } from 'kysely';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import { POSTED_WITHIN_DAYS, WORKPLACES } from '@staffing/shared/job-facts';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { countJobFacets, type JobFacetCounts } from './job-facets.ts';
import { type JobFilters, searchTokens } from './job-filters.ts';
import { sqliteMatch } from './sqlite-job-search.ts';
import { countListedJobs, type ListTotal } from './job-totals.ts';

// The counts a list or a search may have to wait for: its total and its facet counts. They
// travel as plain data, to a count thread on SQLite (job-count-worker.ts).

export type JobCountTask =
  { kind: 'total'; filters: JobFilters } | { kind: 'facets'; filters: JobFilters };
export type JobCountValue = ListTotal | JobFacetCounts;

export async function runJobCountTask(
  db: Kysely<Database>,
  dialect: DialectName,
  task: JobCountTask,
): Promise<JobCountValue> {
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
    dialect === 'sqlite' && searchTokens(task.filters.q).length > 0
      ? { ...task.filters, ftsMatch: await sqliteMatch(db, task.filters.q) }
      : task.filters;
  return countListedJobs(db, dialect, filters);
}
