import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Industry, JobStatus, JobType } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database, JobsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

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
};

export function toJobRecord(row: Omit<Selectable<JobsTable>, 'seq'>): JobRecord {
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
  };
}

// The columns a job's editable fields map to, shared by insert and update.
function editableColumns(input: JobInput) {
  return {
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
  // 'open' (the default) means open and not past its closing date.
  status?: JobStatus | 'all' | undefined;
};

export type JobPage = {
  jobs: JobRecord[];
  total: number;
  // True when `total` is a cap reached by a keyword search, not the exact number.
  totalIsLowerBound: boolean;
  nextCursor: string | undefined;
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
    columns: 'job' | 'one';
  },
) {
  const match = searchTokens(filters.q)
    .map((token) => `"${token}"*`)
    .join(' ');
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
  if (options.beforeJobId) {
    conditions.push(sql`jobs_fts.rowid < (select seq from jobs where id = ${options.beforeJobId})`);
  }
  const columns =
    options.columns === 'one'
      ? sql`1 as one`
      : sql.join(JOB_COLUMNS.map((column) => sql.ref(column)));
  return sql`select ${columns} from jobs_fts join jobs on jobs.seq = jobs_fts.rowid
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

// The total for a list: from the counter table for the public lists (minus the few open jobs
// past their closing date), capped for keyword searches, counted for admins' status views.
async function countListedJobs(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: JobFilters,
): Promise<{ count: number; lowerBound: boolean }> {
  const status = filters.status ?? 'open';
  if (searchTokens(filters.q).length > 0 && dialect === 'sqlite') {
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
  if (status === 'open') {
    const counter = await db
      .selectFrom('job_open_counts')
      .select('open_count')
      .where('industry', '=', filters.industry ?? '*')
      .where('type', '=', filters.type ?? '*')
      .executeTakeFirst();
    let expired = db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'open')
      .where('valid_through', 'is not', null)
      .where('valid_through', '<=', nowIso());
    // On SQLite the unary + keeps the planner on the small partial index of dated open jobs
    // instead of walking every open job of the industry (PostgreSQL has no such operator and
    // needs no such hint).
    const column = (name: 'industry' | 'type') =>
      dialect === 'sqlite' ? sql`+${sql.ref(name)}` : sql.ref(name);
    if (filters.industry) expired = expired.where(column('industry'), '=', filters.industry);
    if (filters.type) expired = expired.where(column('type'), '=', filters.type);
    const { count: expiredCount } = await expired.executeTakeFirstOrThrow();
    return {
      count: Math.max(0, (counter?.open_count ?? 0) - expiredCount),
      lowerBound: false,
    };
  }
  const exact = await filteredJobs(db, dialect, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { count: exact.count, lowerBound: false };
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
  },
): Promise<JobPage> {
  const bySequence = dialect === 'sqlite' && searchTokens(options.q).length > 0;
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
  const rowsPromise = searchesPostgres
    ? postgresSearch()
    : bySequence
      ? sqliteSearchRows(db, options, {
          limit: options.limit + 1,
          offset,
          beforeJobId: options.cursor?.id,
          columns: 'job',
        })
          .execute(db)
          .then((result) => result.rows as Omit<Selectable<JobsTable>, 'seq'>[])
      : newestFirst();
  const totalPromise =
    options.withTotal === false
      ? Promise.resolve({ count: -1, lowerBound: false })
      : countListedJobs(db, dialect, options);
  const [rows, total] = await Promise.all([rowsPromise, totalPromise]);
  const jobs = rows.slice(0, options.limit).map(toJobRecord);
  const last = jobs.at(-1);
  return {
    jobs,
    total: total.count,
    totalIsLowerBound: total.lowerBound,
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : undefined,
  };
}

// Every open job, newest first, a batch at a time: feeds of any size without holding them in
// memory or paying for deep offsets.
export async function* openJobsNewestFirst(
  db: Kysely<Database>,
  dialect: DialectName,
  options: { industry?: Industry | undefined; max?: number; batchSize?: number } = {},
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
