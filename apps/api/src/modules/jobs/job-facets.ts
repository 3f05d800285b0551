import { sql, type Kysely } from 'kysely';
import type { Industry, JobType } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import type { PostedWithin, Workplace } from '@staffing/shared/job-facts';
import { type JobFilters, filteredJobs } from './job-filters.ts';
import { hasKeywords, keywordQuery } from './job-keywords.ts';
import {
  prefixMatch,
  sqliteMatch,
  filterTerms,
  sqliteSearchConditions,
} from './sqlite-job-search.ts';
import {
  countedByCounters,
  type CounterKey,
  loadOpenCounts,
  type ListTotal,
  sqliteExpiredMatches,
  sqliteTermTotal,
  countListedJobs,
} from './job-totals.ts';

// Facet counts: how many open jobs each filter choice would list (ADR 0008, 0012).

export type FacetCount = { count: number; capped: boolean };
export type JobFacetCounts = {
  industry: Record<Industry, FacetCount>;
  type: Record<JobType, FacetCount>;
  workplace: Record<Workplace, FacetCount>;
  postedWithin: Record<'1' | '7' | '30', FacetCount>;
};

export type MatchGroup = {
  industry: string;
  type: string;
  workplace: string;
  count: number;
  within1: number;
  within7: number;
  within30: number;
};

// Every match of a keyword search in one grouped pass: how many per (industry, type,
// workplace), and how many of those were posted within 1, 7 and 30 days. All the facet
// counts of the dimensions the search does not filter on come from it, exact. Counting each
// choice up to the cap instead cost a walk over every match for each rare choice.
export async function groupedMatches(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
): Promise<MatchGroup[]> {
  const now = Date.now();
  const within = (days: PostedWithin) =>
    sql<number>`sum(case when jobs.created_at > ${new Date(now - days * 86_400_000).toISOString()} then 1 else 0 end)`;
  if (dialect === 'sqlite') {
    const result = await sql<MatchGroup>`select jobs.industry, jobs.type, jobs.workplace,
        count(*) as count, ${within(1)} as within1, ${within(7)} as within7,
        ${within(30)} as within30
      from jobs_fts join jobs indexed by jobs_search_filter_idx on jobs.seq = jobs_fts.rowid
      where ${sql.join(sqliteSearchConditions(filters), sql` and `)}
      group by jobs.industry, jobs.type, jobs.workplace`.execute(db);
    return result.rows;
  }
  return filteredJobs(db, dialect, filters)
    .select(['jobs.industry', 'jobs.type', 'jobs.workplace'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      within(1).as('within1'),
      within(7).as('within7'),
      within(30).as('within30'),
    ])
    .groupBy(['jobs.industry', 'jobs.type', 'jobs.workplace'])
    .execute();
}

// Open jobs per choice of each filter, given the other filters: a choice's count is what the
// list would hold if that choice replaced the current one (so "Remote (34)" stays visible
// after picking "Hybrid"). A keyword search's counts come from grouped passes over its
// matches; otherwise from the counters where they apply (ADR 0008), else counted along an
// index up to SEARCH_COUNT_CAP.
export async function countJobFacets(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
  choices: {
    industries: readonly Industry[];
    types: readonly JobType[];
    workplaces: readonly Workplace[];
    postedWithin: readonly PostedWithin[];
  },
): Promise<JobFacetCounts> {
  const base: JobFilters = {
    ...filters,
    status: 'open',
    sort: undefined,
    ...(dialect === 'sqlite' && hasKeywords(filters)
      ? { ftsMatch: await sqliteMatch(db, keywordQuery(filters)) }
      : {}),
  };
  // A SQLite keyword search with more than SEARCH_COUNT_CAP open matches, whose filters all
  // have full-text terms (migration 0033), counts every choice in the full-text index: 16
  // capped counts of about a millisecond each at 1,000,000 jobs, where the grouped pass below
  // joined every match to its row (~200 ms for "nurse"). Fewer matches than that are cheaper
  // to group (at 10,000 jobs "nurse" answered 1,065 req/s grouped, 295 counted by terms).
  // Each choice only replaces a filter that always has a term.
  const now = Date.now();
  const termsApply = dialect === 'sqlite' && hasKeywords(base) && filterTerms(base) !== undefined;
  const expired = termsApply
    ? await sqliteExpiredMatches(db, base.ftsMatch ?? prefixMatch(keywordQuery(base)))
    : [];
  const keywordAlone: JobFilters = { q: base.q, ftsMatch: base.ftsMatch, status: 'open' };
  const byTerms =
    termsApply && Boolean((await sqliteTermTotal(db, keywordAlone, now, expired))?.lowerBound);
  const count = async (variant: JobFilters): Promise<ListTotal> => {
    const variantFilters = { ...base, ...variant };
    return (
      (byTerms ? await sqliteTermTotal(db, variantFilters, now, expired) : undefined) ??
      countListedJobs(db, dialect, variantFilters)
    );
  };
  const entries = async <K extends string>(keys: readonly K[], variant: (key: K) => JobFilters) => {
    const result = {} as Record<K, FacetCount>;
    // One after another: SQLite has one connection, and a PostgreSQL pool is shared with
    // other requests; each count is an index lookup or a capped walk.
    for (const key of keys) {
      const total = await count(variant(key));
      result[key] = { count: total.count, capped: total.lowerBound };
    }
    return result;
  };
  const eachChoice = async (): Promise<JobFacetCounts> => ({
    industry: await entries(choices.industries, (industry) => ({ industry })),
    type: await entries(choices.types, (type) => ({ type })),
    workplace: await entries(choices.workplaces, (workplace) => ({
      workplace: [workplace],
    })),
    postedWithin: await entries(
      choices.postedWithin.map((days) => String(days) as '1' | '7' | '30'),
      (days) => ({ postedWithin: Number(days) as PostedWithin }),
    ),
  });
  if (byTerms) return eachChoice();
  if (hasKeywords(base)) {
    // One grouped pass over the matches for the dimensions the search leaves open, and one
    // more for each dimension it filters on (a choice there replaces the current one).
    const all = await groupedMatches(db, dialect, base);
    const without = async (unset: JobFilters, isSet: boolean) =>
      isSet ? groupedMatches(db, dialect, { ...base, ...unset }) : all;
    const byIndustry = await without({ industry: undefined }, base.industry !== undefined);
    const byType = await without({ type: undefined }, base.type !== undefined);
    const byWorkplace = await without({ workplace: undefined }, (base.workplace ?? []).length > 0);
    const byDate = await without({ postedWithin: undefined }, base.postedWithin !== undefined);
    const total = <K extends string>(
      keys: readonly K[],
      groups: MatchGroup[],
      count: (group: MatchGroup, key: K) => number,
    ) => {
      const result = {} as Record<K, FacetCount>;
      for (const key of keys) {
        result[key] = {
          count: groups.reduce((sum, group) => sum + count(group, key), 0),
          capped: false,
        };
      }
      return result;
    };
    const WITHIN = { '1': 'within1', '7': 'within7', '30': 'within30' } as const;
    return {
      industry: total(choices.industries, byIndustry, (group, industry) =>
        group.industry === industry ? group.count : 0,
      ),
      type: total(choices.types, byType, (group, type) => (group.type === type ? group.count : 0)),
      workplace: total(choices.workplaces, byWorkplace, (group, workplace) =>
        group.workplace === workplace ? group.count : 0,
      ),
      postedWithin: total(
        choices.postedWithin.map((days) => String(days) as '1' | '7' | '30'),
        byDate,
        (group, days) => group[WITHIN[days]],
      ),
    };
  }
  if (countedByCounters(base)) {
    // Every industry, type and workplace count is a sum of counter rows: two queries for all
    // of them, exact. Only "date posted" still counts along the creation-date index.
    const counts = await loadOpenCounts(db);
    const exact = <K extends string>(keys: readonly K[], variant: (key: K) => CounterKey) => {
      const result = {} as Record<K, FacetCount>;
      for (const key of keys)
        result[key] = { count: counts({ ...base, ...variant(key) }), capped: false };
      return result;
    };
    return {
      industry: exact(choices.industries, (industry) => ({ industry })),
      type: exact(choices.types, (type) => ({ type })),
      workplace: exact(choices.workplaces, (workplace) => ({ workplace: [workplace] })),
      postedWithin: await entries(
        choices.postedWithin.map((days) => String(days) as '1' | '7' | '30'),
        (days) => ({ postedWithin: Number(days) as PostedWithin }),
      ),
    };
  }
  return eachChoice();
}
