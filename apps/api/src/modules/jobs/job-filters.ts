import { sql, type Kysely } from 'kysely';
import type { Industry, JobStatus, JobType } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { JobSort, PostedWithin, Workplace } from '@staffing/shared/job-facts';
import { cityKey } from './job-facts.ts';
import { keywordQuery, tsqueryKeywords } from './job-keywords.ts';
import type { JobRecord } from './job-records.ts';

// The filters of a job list and the conditions they become, shared by every list and count.

export type JobFilters = {
  industry?: Industry | undefined;
  type?: JobType | undefined;
  q?: string | undefined;
  // The language `q` is typed in: Spanish is searched as the English of its job words
  // (job-keywords.ts); anything else as typed.
  lang?: Locale | undefined;
  workplace?: Workplace[] | undefined;
  // A city ('chicago', 'Chicago, IL'), a US state code ('IL') or the start of a ZIP code ('606').
  where?: string | undefined;
  minAnnualPay?: number | undefined;
  postedWithin?: PostedWithin | undefined;
  // 'relevance' applies to keyword searches only; anything else is newest first.
  sort?: JobSort | undefined;
  // SQLite only: the FTS5 query chosen for `q` by sqliteMatch (internal, not a filter).
  ftsMatch?: string | undefined;
  // 'open' (the default) means open and not past its closing date.
  status?: JobStatus | 'all' | undefined;
};

export type JobPage = {
  jobs: JobRecord[];
  total: number;
  // True when `total` is a cap reached by a keyword search, not the exact number.
  totalIsLowerBound: boolean;
  nextCursor: string | undefined;
  hasMore: boolean;
};

// Counting every match of a common word among a million jobs costs more than the page itself;
// past this many, a search reports "at least" (X-Total-Count-Lower-Bound) instead.
export const SEARCH_COUNT_CAP = 1000;

// Words only: whatever a visitor types becomes a list of plain tokens, so neither FTS5's nor
// tsquery's syntax can be injected or tripped over.
export function searchTokens(q: string | undefined): string[] {
  if (!q) return [];
  return (q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((token) => token.toLowerCase().slice(0, 40))
    .slice(0, 8);
}

export type Cursor = { createdAt: string; id: string };

export function encodeCursor(job: Pick<JobRecord, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([job.createdAt, job.id])).toString('base64url');
}

export function decodeCursor(value: string): Cursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through: a malformed cursor is the caller's 400
  }
  return undefined;
}

export const STATE_CODE = /^[A-Za-z]{2}$/;

// The new filters as plain conditions on `jobs`, shared by the Kysely list query and the
// hand-written FTS5 query so both answer the same question. Each has a partial index over
// open jobs that starts with its column and continues in (created_at, id) order.
export function factConditions(filters: JobFilters, dialect: DialectName, now = new Date()) {
  const conditions = [];
  if (filters.workplace && filters.workplace.length > 0) {
    conditions.push(
      sql<boolean>`jobs.workplace in (${sql.join(filters.workplace.map((value) => sql`${value}`))})`,
    );
  }
  const where = filters.where?.trim();
  if (where) {
    const zip = /^\d{3,5}$/.exec(where)?.[0];
    const cityAndState = /^(.+?)\s*,\s*([A-Za-z]{2})$/.exec(where);
    if (zip?.length === 5) {
      conditions.push(sql<boolean>`jobs.postal_code = ${zip}`);
    } else if (zip) {
      // A ZIP prefix as a range. On SQLite the unary + keeps the planner walking jobs newest
      // first and checking the range, instead of reading a whole region's ZIP codes from
      // their index and sorting them (PostgreSQL weighs both with its statistics).
      const next = String(Number(zip) + 1).padStart(zip.length, '0');
      const column = dialect === 'sqlite' ? sql`+jobs.postal_code` : sql`jobs.postal_code`;
      conditions.push(
        next.length > zip.length
          ? sql<boolean>`${column} >= ${zip}`
          : sql<boolean>`${column} >= ${zip} and ${column} < ${next}`,
      );
    } else if (STATE_CODE.test(where)) {
      conditions.push(sql<boolean>`jobs.region = ${where.toUpperCase()}`);
    } else if (cityAndState?.[1] && cityAndState[2]) {
      conditions.push(
        sql<boolean>`jobs.city_key = ${cityKey(cityAndState[1])}`,
        sql<boolean>`jobs.region = ${cityAndState[2].toUpperCase()}`,
      );
    } else {
      conditions.push(sql<boolean>`jobs.city_key = ${cityKey(where)}`);
    }
  }
  if (filters.minAnnualPay !== undefined) {
    conditions.push(sql<boolean>`jobs.annual_pay_max >= ${filters.minAnnualPay}`);
  }
  if (filters.postedWithin !== undefined) {
    const since = new Date(now.getTime() - filters.postedWithin * 86_400_000).toISOString();
    conditions.push(sql<boolean>`jobs.created_at > ${since}`);
  }
  return conditions;
}

export function filteredJobs(db: Kysely<Database>, dialect: DialectName, filters: JobFilters) {
  let query = db.selectFrom('jobs');
  const status = filters.status ?? 'open';
  if (status === 'open') {
    query = query
      .where('jobs.status', '=', 'open')
      .where((eb) =>
        eb.or([eb('jobs.valid_through', 'is', null), eb('jobs.valid_through', '>', nowIso())]),
      );
  } else if (status !== 'all') {
    query = query.where('jobs.status', '=', status);
  }
  if (filters.industry) query = query.where('jobs.industry', '=', filters.industry);
  if (filters.type) query = query.where('jobs.type', '=', filters.type);
  for (const condition of factConditions(filters, dialect)) query = query.where(condition);
  const keywords = keywordQuery(filters);
  if (keywords.length > 0) {
    // SQLite keyword searches take their own path (sqliteSearchRows), driven by FTS5.
    if (dialect === 'sqlite')
      throw new Error('SQLite keyword searches go through sqliteSearchRows');
    const tsquery = tsqueryKeywords(keywords);
    query = query.where(sql<boolean>`jobs.search_vector @@ to_tsquery('english', ${tsquery})`);
  }
  return query;
}
