import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import {
  INDUSTRIES,
  JOB_TYPES,
  type Industry,
  type JobStatus,
  type JobType,
} from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database, JobsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import {
  MIN_ANNUAL_PAY_CHOICES,
  WORKPLACES,
  type JobSort,
  type PostedWithin,
  type Workplace,
} from '@staffing/shared/job-facts';
import { annualPayMax, cityKey, factsFromText, type JobFacts } from './job-facts.ts';

export type JobRecord = {
  id: string;
  createdAt: string;
  updatedAt: string;
  title: string;
  location: string;
  salary: string;
  type: JobType;
  schedule: string;
  industry: Industry;
  description: string;
  responsibilities: string;
  skills: string;
  aboutUs: string | null;
  whatWeOffer: string | null;
  status: JobStatus;
  validThrough: string | null;
  postedBy: string | null;
  facts: JobFacts;
};

export type JobInput = {
  title: string;
  location: string;
  salary: string;
  type: JobType;
  schedule: string;
  industry: Industry;
  description: string;
  responsibilities: string;
  skills: string;
  aboutUs?: string | undefined;
  whatWeOffer?: string | undefined;
  status?: JobStatus | undefined;
  validThrough?: string | null | undefined;
  // Stated by the form or API client; when absent they are read out of the free text.
  facts?: JobFacts | undefined;
};

type JobRow = Omit<Selectable<JobsTable>, 'seq' | 'city_key' | 'annual_pay_max'>;

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    title: row.title,
    location: row.location,
    salary: row.salary,
    type: row.type as JobType,
    schedule: row.schedule,
    industry: row.industry as Industry,
    description: row.description,
    responsibilities: row.responsibilities,
    skills: row.skills,
    aboutUs: row.about_us,
    whatWeOffer: row.what_we_offer,
    status: row.status as JobStatus,
    validThrough: row.valid_through,
    postedBy: row.posted_by,
    facts: {
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      salaryCurrency: row.salary_currency,
      salaryPeriod: row.salary_period as JobFacts['salaryPeriod'],
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      workplace: row.workplace as Workplace,
    },
  };
}

// The columns a job's editable fields map to, shared by insert and update.
function editableColumns(input: JobInput) {
  const facts = input.facts ?? factsFromText(input.salary, input.location);
  return {
    salary_min: facts.salaryMin,
    salary_max: facts.salaryMax,
    salary_currency: facts.salaryCurrency,
    salary_period: facts.salaryPeriod,
    annual_pay_max: annualPayMax(facts),
    city: facts.city,
    city_key: cityKey(facts.city),
    region: facts.region,
    postal_code: facts.postalCode,
    workplace: facts.workplace,
    title: input.title,
    location: input.location,
    salary: input.salary,
    type: input.type,
    schedule: input.schedule,
    industry: input.industry,
    description: input.description,
    responsibilities: input.responsibilities,
    skills: input.skills,
    about_us: input.aboutUs ?? null,
    what_we_offer: input.whatWeOffer ?? null,
  };
}

export function jobRow(
  input: JobInput,
  meta: { id?: string; createdAt?: string; postedBy?: string | null } = {},
): Insertable<JobsTable> {
  const createdAt = meta.createdAt ?? nowIso();
  return {
    id: meta.id ?? newId(),
    created_at: createdAt,
    updated_at: createdAt,
    ...editableColumns(input),
    status: input.status ?? 'open',
    valid_through: input.validThrough ?? null,
    posted_by: meta.postedBy ?? null,
  };
}

export async function insertJobs(
  db: Kysely<Database>,
  rows: Insertable<JobsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('jobs').values(rows).execute();
}

export async function countJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL counts are bigint; the type parser in create-database makes them numbers.
  return row.count;
}

// Every column a job record needs; never `seq`, which is an internal key for the search index.
const JOB_COLUMNS = [
  'jobs.id',
  'jobs.created_at',
  'jobs.updated_at',
  'jobs.title',
  'jobs.location',
  'jobs.salary',
  'jobs.type',
  'jobs.schedule',
  'jobs.industry',
  'jobs.description',
  'jobs.responsibilities',
  'jobs.skills',
  'jobs.about_us',
  'jobs.what_we_offer',
  'jobs.status',
  'jobs.valid_through',
  'jobs.posted_by',
  'jobs.salary_min',
  'jobs.salary_max',
  'jobs.salary_currency',
  'jobs.salary_period',
  'jobs.city',
  'jobs.region',
  'jobs.postal_code',
  'jobs.workplace',
] as const;

export async function findJob(db: Kysely<Database>, id: string): Promise<JobRecord | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where('jobs.id', '=', id)
    .executeTakeFirst();
  return row ? toJobRecord(row) : undefined;
}

export async function createJob(
  db: Kysely<Database>,
  input: JobInput,
  postedBy: string | null,
): Promise<JobRecord> {
  const row = jobRow(input, { postedBy });
  await db.insertInto('jobs').values(row).execute();
  const created = await findJob(db, row.id);
  if (!created) throw new Error('job vanished after insert');
  return created;
}

export async function updateJob(
  db: Kysely<Database>,
  id: string,
  input: JobInput,
): Promise<JobRecord | undefined> {
  const result = await db
    .updateTable('jobs')
    .set({
      ...editableColumns(input),
      ...(input.status ? { status: input.status } : {}),
      ...(input.validThrough !== undefined ? { valid_through: input.validThrough } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findJob(db, id) : undefined;
}

export async function deleteJob(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('jobs').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type JobFilters = {
  industry?: Industry | undefined;
  type?: JobType | undefined;
  q?: string | undefined;
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

type Cursor = { createdAt: string; id: string };

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

const STATE_CODE = /^[A-Za-z]{2}$/;

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

function filteredJobs(db: Kysely<Database>, dialect: DialectName, filters: JobFilters) {
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
  const tokens = searchTokens(filters.q);
  if (tokens.length > 0) {
    // SQLite keyword searches take their own path (sqliteSearchRows), driven by FTS5.
    if (dialect === 'sqlite')
      throw new Error('SQLite keyword searches go through sqliteSearchRows');
    const tsquery = tokens.map((token) => `${token}:*`).join(' & ');
    query = query.where(sql<boolean>`jobs.search_vector @@ to_tsquery('english', ${tsquery})`);
  }
  return query;
}

// Visitors' keywords search the four text columns only: the fifth holds the filter terms
// (migration 0033), which no typed word may reach.
const inText = (expression: string) => `{title location description skills} : (${expression})`;

const prefixMatch = (q: string | undefined) =>
  inText(
    searchTokens(q)
      .map((token) => `"${token}"*`)
      .join(' '),
  );

// Each keyword matches its word forms (the porter stemmer: nurse, nurses, nursing) and, so a
// half-typed word still finds something, the words it starts ('elect' → electrician). FTS5
// reads a prefix's whole posting list before it can return the newest match, which for a
// word in every tenth of a million jobs costs tens of milliseconds; a plain term is read
// lazily, newest first. So a keyword whose word forms alone already reach the count cap is
// searched as a term, and only rarer ones widen to the prefix.
export async function sqliteMatch(db: Kysely<Database>, q: string | undefined): Promise<string> {
  const tokens = searchTokens(q);
  const exact = inText(tokens.map((token) => `"${token}"`).join(' '));
  const result = await sql<{ n: number }>`select count(*) as n from (
      select 1 from jobs_fts where jobs_fts match ${exact} limit ${SEARCH_COUNT_CAP}
    )`.execute(db);
  return (result.rows[0]?.n ?? 0) >= SEARCH_COUNT_CAP ? exact : prefixMatch(q);
}

// The filters of an open-job keyword search on SQLite as terms of jobs_fts's search_filters
// column (migration 0033), for FTS5 to intersect with the keywords when counting, without
// reading a job row; undefined when a filter has no term (a city, a ZIP code, a minimum pay
// the page does not offer, another status), and each match's row is checked instead. The
// date posted is a rowid bound (postedSinceRowid).
function filterTerms(filters: JobFilters): string | undefined {
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
function postedSinceRowid(filters: JobFilters, now: number) {
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
function sqliteSearchConditions(filters: JobFilters) {
  const match = filters.ftsMatch ?? prefixMatch(filters.q);
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
function sqliteSearchRows(
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

// PostgreSQL cannot read a GIN index in date order, so a common word means sorting every match.
// Looking among the newest open jobs first avoids that: if this window already holds the
// page, those are the newest matches (anything outside it is older); otherwise, which only
// happens for rarer words, the index search is cheap anyway.
const POSTGRES_SEARCH_WINDOW = 2000;
const POSTGRES_COUNT_WINDOW = 20_000;

function postgresTsquery(q: string | undefined): string {
  return searchTokens(q)
    .map((token) => `${token}:*`)
    .join(' & ');
}

function postgresRecentSearchRows(
  db: Kysely<Database>,
  filters: JobFilters,
  options: { limit: number; offset: number; cursor?: Cursor | undefined },
) {
  const tsquery = postgresTsquery(filters.q);
  const recent = filteredJobs(db, 'postgres', { ...filters, q: undefined })
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
async function sqliteRankedWindow(
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

async function postgresRankedWindow(
  db: Kysely<Database>,
  filters: JobFilters,
): Promise<RankedMatch[]> {
  const tsquery = sql`to_tsquery('english', ${postgresTsquery(filters.q)})`;
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
function recentOpenJobs(db: Kysely<Database>, filters: JobFilters) {
  return filteredJobs(db, 'postgres', { ...filters, q: undefined })
    .selectAll('jobs')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(POSTGRES_COUNT_WINDOW);
}

// The newest RELEVANCE_WINDOW matches from the full-text index, for a word too rare to fill the
// window among the recent jobs.
function newestMatches(db: Kysely<Database>, filters: JobFilters) {
  return filteredJobs(db, 'postgres', filters)
    .selectAll('jobs')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(RELEVANCE_WINDOW);
}

// Without a ranking to share, PostgreSQL ranks the window and reads the page in one statement:
// a second round trip for the rows cost more than the narrower sort saved (30 % fewer req/s at
// 10,000 jobs, docs/PERFORMANCE.md).
async function postgresRankedPage(
  db: Kysely<Database>,
  filters: JobFilters,
  options: { limit: number; offset: number },
): Promise<JobRow[]> {
  const tsquery = sql`to_tsquery('english', ${postgresTsquery(filters.q)})`;
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
async function relevanceRows(
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
  const byKey = filteredJobs(db, dialect, { ...filters, q: undefined }).select([
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

const ANY = '*';

// True when every filter is one the open-job counters cover (industry, type, workplace): the
// list total and each facet count are then sums of counter rows, exact at any size.
function countedByCounters(filters: JobFilters): boolean {
  return (
    (filters.status ?? 'open') === 'open' &&
    searchTokens(filters.q).length === 0 &&
    !filters.where?.trim() &&
    filters.minAnnualPay === undefined &&
    filters.postedWithin === undefined
  );
}

type CounterKey = Pick<JobFilters, 'industry' | 'type' | 'workplace'>;

// Open jobs already past their closing date are still counted in the counters (nothing
// changes in the row when the date passes); they are few and subtracted at query time, read
// from their partial index.
function expiredOpenJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .where('status', '=', 'open')
    .where('valid_through', 'is not', null)
    .where('valid_through', '<=', nowIso());
}

// A list total from the counters: the one row (or one per chosen workplace) minus the
// expired jobs of the same filters, in one statement (one round trip on PostgreSQL: the
// public lists ask for it on every page).
async function countOpenJobs(
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
async function loadOpenCounts(db: Kysely<Database>): Promise<(key: CounterKey) => number> {
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

type ExpiredMatch = Pick<
  Selectable<JobsTable>,
  'industry' | 'type' | 'workplace' | 'region' | 'annual_pay_max' | 'created_at'
>;

// Open jobs past their closing date that match a keyword search on SQLite. They still carry
// the `zzopen` term (nothing changes in the row when the date passes), so the term counts
// subtract them; they are few, read from their partial index and each checked against the
// keywords by rowid.
async function sqliteExpiredMatches(
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
function expiredMatchHolds(job: ExpiredMatch, filters: JobFilters, now: number): boolean {
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
async function sqliteTermTotal(
  db: Kysely<Database>,
  filters: JobFilters,
  now: number,
  expired?: ExpiredMatch[],
): Promise<ListTotal | undefined> {
  const terms = filterTerms(filters);
  if (!terms) return undefined;
  const keywords = filters.ftsMatch ?? prefixMatch(filters.q);
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
async function countListedJobs(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
): Promise<ListTotal> {
  const status = filters.status ?? 'open';
  if (searchTokens(filters.q).length > 0 && dialect === 'sqlite') {
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
  if (searchTokens(filters.q).length > 0) {
    // A bitmap scan of the GIN index collects every match before counting any; among the
    // newest jobs a common word reaches the cap long before that.
    const inWindow = await db
      .selectFrom(
        db
          .selectFrom(
            filteredJobs(db, dialect, { ...filters, q: undefined })
              .selectAll('jobs')
              .orderBy('jobs.created_at', 'desc')
              .orderBy('jobs.id', 'desc')
              .limit(POSTGRES_COUNT_WINDOW)
              .as('recent'),
          )
          .select(sql<number>`1`.as('one'))
          .where(
            sql<boolean>`recent.search_vector @@ to_tsquery('english', ${postgresTsquery(filters.q)})`,
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
async function cappedTotal(
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
  const bySequence = dialect === 'sqlite' && searchTokens(options.q).length > 0;
  if (bySequence) {
    const choose = () => sqliteMatch(db, options.q);
    const ftsMatch = await (options.rememberMatch ? options.rememberMatch(choose) : choose());
    options = { ...options, ftsMatch };
  }
  const offset = options.cursor ? 0 : (options.offset ?? 0);
  const newestFirst = () => {
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
      .orderBy('jobs.created_at', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(options.limit + 1)
      .offset(offset)
      .execute();
  };
  const searchesPostgres = dialect === 'postgres' && searchTokens(options.q).length > 0;
  const postgresSearch = async () => {
    const fromWindow = await postgresRecentSearchRows(db, options, {
      limit: options.limit + 1,
      offset,
      cursor: options.cursor,
    });
    return fromWindow.length === options.limit + 1 ? fromWindow : newestFirst();
  };
  const byRelevance = options.sort === 'relevance' && searchTokens(options.q).length > 0;
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

// Every open job, newest first, a batch at a time: feeds of any size without holding them in
// memory or paying for deep offsets.
export async function* openJobsNewestFirst(
  db: Kysely<Database>,
  dialect: DialectName,
  options: {
    industry?: Industry | undefined;
    max?: number;
    batchSize?: number;
  } = {},
): AsyncGenerator<JobRecord> {
  const max = options.max ?? Number.POSITIVE_INFINITY;
  let cursor: Cursor | undefined;
  let yielded = 0;
  while (yielded < max) {
    const limit = Math.min(options.batchSize ?? 500, max - yielded);
    const page = await listJobs(db, dialect, {
      industry: options.industry,
      limit,
      cursor,
      withTotal: false,
    });
    for (const job of page.jobs) yield job;
    yielded += page.jobs.length;
    const last = page.jobs.at(-1);
    if (!page.nextCursor || !last) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

// Open and not past its closing date: the only jobs the public lists and accepts
// applications for.
export function isJobOpen(
  job: Pick<JobRecord, 'status' | 'validThrough'>,
  now = new Date(),
): boolean {
  return (
    job.status === 'open' && (job.validThrough === null || job.validThrough > now.toISOString())
  );
}

export type FacetCount = { count: number; capped: boolean };
export type JobFacetCounts = {
  industry: Record<Industry, FacetCount>;
  type: Record<JobType, FacetCount>;
  workplace: Record<Workplace, FacetCount>;
  postedWithin: Record<'1' | '7' | '30', FacetCount>;
};

type MatchGroup = {
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
async function groupedMatches(
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
    ...(dialect === 'sqlite' && searchTokens(filters.q).length > 0
      ? { ftsMatch: await sqliteMatch(db, filters.q) }
      : {}),
  };
  // A SQLite keyword search with more than SEARCH_COUNT_CAP open matches, whose filters all
  // have full-text terms (migration 0033), counts every choice in the full-text index: 16
  // capped counts of about a millisecond each at 1,000,000 jobs, where the grouped pass below
  // joined every match to its row (~200 ms for "nurse"). Fewer matches than that are cheaper
  // to group (at 10,000 jobs "nurse" answered 1,065 req/s grouped, 295 counted by terms).
  // Each choice only replaces a filter that always has a term.
  const now = Date.now();
  const termsApply =
    dialect === 'sqlite' && searchTokens(base.q).length > 0 && filterTerms(base) !== undefined;
  const expired = termsApply
    ? await sqliteExpiredMatches(db, base.ftsMatch ?? prefixMatch(base.q))
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
  if (searchTokens(base.q).length > 0) {
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
