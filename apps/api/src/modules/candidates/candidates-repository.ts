import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import {
  RESUME_TEXT_STATUSES,
  type CandidateResumeStatus,
} from '@staffing/shared/candidate-schemas';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { parseApplicationStatus } from '../applications/applications-repository.ts';
import { cityKey } from '../jobs/job-facts.ts';
import { phoneDigits } from './candidate-contact.ts';
import {
  candidateConditions,
  candidateSearchTokens,
  type CandidateFilters,
} from './candidate-filters.ts';
import { lockCandidate } from './candidate-sync.ts';
import { postgresCandidateSearch } from './postgres-candidate-search.ts';
import { sqliteCandidateSearch } from './sqlite-candidate-search.ts';

// The talent pool's reads and staff writes. The rows stay here; callers get records.
// What keeps candidates in step with applications and accounts is candidate-sync.ts.

export type CandidateSummaryRecord = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string | null;
  region: string | null;
  lastActivityAt: string;
  latestStatus: ApplicationStatus | null;
  tags: string[];
  resumeReadable: boolean;
  // The newest resume's text status; 'none' without a resume.
  resumeStatus: CandidateResumeStatus;
  applicationCount: number;
  // Distinct, newest first.
  jobTitles: string[];
  // The language they prefer: Spanish once they wrote to us from the Spanish pages or staff
  // said so (candidates.locale), else English.
  locale: Locale;
};

export type CandidateRecord = CandidateSummaryRecord & {
  createdAt: string;
  userId: string | null;
  // The newest resume, whatever its text status.
  resumeId: string | null;
};

const SUMMARY_COLUMNS = sql.join(
  [
    'id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'city',
    'region',
    'last_activity_at',
    'latest_status',
    'resume_readable',
    'application_count',
    'job_titles',
    'created_at',
    'user_id',
    'resume_id',
    'locale',
  ]
    .map((column) => sql.ref(`candidates.${column}`))
    .concat(
      // The newest resume's text status, looked up by its primary key in the same statement
      // (null when there is none, or it has gone).
      sql`(select resumes.text_status from resumes
        where resumes.id = candidates.resume_id) as resume_text_status`,
    ),
);

type CandidateRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  city: string | null;
  region: string | null;
  last_activity_at: string;
  latest_status: string | null;
  resume_readable: number;
  application_count: number;
  job_titles: string;
  created_at: string;
  user_id: string | null;
  resume_id: string | null;
  locale: string | null;
  resume_text_status: string | null;
};

const resumeStatusOf = (value: string | null): CandidateResumeStatus =>
  value === null ? 'none' : (RESUME_TEXT_STATUSES.find((status) => status === value) ?? 'pending');

function toRecord(row: CandidateRow, tags: string[]): CandidateRecord {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    region: row.region,
    lastActivityAt: row.last_activity_at,
    latestStatus: row.latest_status === null ? null : parseApplicationStatus(row.latest_status),
    tags,
    resumeReadable: Boolean(row.resume_readable),
    resumeStatus: resumeStatusOf(row.resume_text_status),
    applicationCount: row.application_count,
    jobTitles: row.job_titles === '' ? [] : row.job_titles.split('\n'),
    locale: row.locale === 'es' ? 'es' : 'en',
    createdAt: row.created_at,
    userId: row.user_id,
    resumeId: row.resume_id,
  };
}

async function tagsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db
    .selectFrom('candidate_tags')
    .select(['candidate_id', 'tag'])
    .where('candidate_id', 'in', ids)
    .orderBy('tag')
    .execute();
  for (const row of rows) tags.get(row.candidate_id)?.push(row.tag);
  return tags;
}

// A search's matches as the list orders them (at most SHARED_MATCHES_MAX ids) and how many
// there are in all: what everyone asking the same question within SEARCH_COUNT_CACHE_MS
// shares (candidate-search-cache.ts), since counting and ranking every match is what a
// common word costs, not reading a page.
export type CandidateMatches = { ids: string[]; total: number };
export type RememberMatches = (find: () => Promise<CandidateMatches>) => Promise<CandidateMatches>;

// 80 pages of 25: staff page through a few of them, never through thousands.
export const SHARED_MATCHES_MAX = 2000;

type CandidateQuery = {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
};

function candidateQuery(dialect: DialectName, filters: CandidateFilters): CandidateQuery {
  const tokens = candidateSearchTokens(filters.q);
  const search =
    tokens.length === 0
      ? undefined
      : dialect === 'sqlite'
        ? sqliteCandidateSearch(tokens)
        : postgresCandidateSearch(tokens);
  const conditions = [...(search ? [search.condition] : []), ...candidateConditions(filters)];
  return {
    from: search?.from ?? sql`candidates`,
    where: conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``,
    order:
      search && filters.sort !== 'activity'
        ? sql`${search.relevanceOrder}, candidates.id`
        : sql`candidates.last_activity_at desc, candidates.id desc`,
  };
}

async function countMatches(db: Kysely<Database>, query: CandidateQuery): Promise<number> {
  const count = await sql<{ n: number }>`select count(*) as n
    from ${query.from} ${query.where}`.execute(db);
  return count.rows[0]?.n ?? 0;
}

async function pageRows(
  db: Kysely<Database>,
  query: CandidateQuery,
  limit: number,
  offset: number,
): Promise<CandidateRow[]> {
  const rows = await sql<CandidateRow>`select ${SUMMARY_COLUMNS} from ${query.from} ${query.where}
    order by ${query.order} limit ${limit} offset ${offset}`.execute(db);
  return rows.rows;
}

async function findMatches(db: Kysely<Database>, query: CandidateQuery): Promise<CandidateMatches> {
  const [ids, total] = await Promise.all([
    sql<{ id: string }>`select candidates.id from ${query.from} ${query.where}
      order by ${query.order} limit ${SHARED_MATCHES_MAX}`.execute(db),
    countMatches(db, query),
  ]);
  return { ids: ids.rows.map((row) => row.id), total };
}

// The rows of these candidates, in this order; one erased meanwhile is left out.
async function rowsByIds(db: Kysely<Database>, ids: string[]): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<CandidateRow>`select ${SUMMARY_COLUMNS} from candidates
    where candidates.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function withTags(db: Kysely<Database>, rows: CandidateRow[]): Promise<CandidateRecord[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, tags.get(row.id) ?? []));
}

// One page of the talent pool and the number of candidates the filters match. A keyword
// search (q) covers names, email, phone, the titles applied to and the newest resume's text;
// it is ranked best first unless sort is 'activity'. Without q the list is by last activity,
// newest first. Ties go by id, so pages never overlap.
//
// With `rememberMatches` the matches' order and total come from it (shared, or found now)
// and a page within them is a slice whose rows are read by id; a page past the first
// SHARED_MATCHES_MAX matches is read as without it, with the shared total. Either way the
// rows and tags shown are read on every call.
export async function listCandidates(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: CandidateFilters & {
    limit: number;
    offset: number;
    rememberMatches?: RememberMatches | undefined;
  },
): Promise<{ candidates: CandidateRecord[]; total: number }> {
  const query = candidateQuery(dialect, filters);
  const { limit, offset } = filters;
  if (!filters.rememberMatches) {
    const [rows, total] = await Promise.all([
      pageRows(db, query, limit, offset),
      countMatches(db, query),
    ]);
    return { candidates: await withTags(db, rows), total };
  }
  const matches = await filters.rememberMatches(() => findMatches(db, query));
  const end = offset + limit;
  const rows =
    end <= matches.ids.length || matches.ids.length < SHARED_MATCHES_MAX
      ? await rowsByIds(db, matches.ids.slice(offset, end))
      : await pageRows(db, query, limit, offset);
  return { candidates: await withTags(db, rows), total: matches.total };
}

export async function findCandidate(
  db: Kysely<Database>,
  id: string,
): Promise<CandidateRecord | undefined> {
  const result = await sql<CandidateRow>`select ${SUMMARY_COLUMNS} from candidates
    where candidates.id = ${id}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return toRecord(row, (await tagsOf(db, [id])).get(id) ?? []);
}

export type CandidateContactChange = {
  phone?: string | null | undefined;
  city?: string | null | undefined;
  region?: string | null | undefined;
  locale?: Locale | undefined;
};

// Staff's corrections: a phone or place given here (null or '' clears it) is kept over
// whatever a resume read later says; the language they prefer, until they next write to us
// from the Spanish pages. Says what changed: the contact details, the language, or neither.
// The language an account chose (the language links) is its candidate's too, so the
// talent pool's emails and staff's "Prefers Spanish" follow it.
export async function setAccountCandidateLocale(
  db: Kysely<Database>,
  userId: string,
  locale: Locale,
): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ locale: locale === 'es' ? 'es' : null })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateCandidateContact(
  db: Kysely<Database>,
  candidateId: string,
  change: CandidateContactChange,
): Promise<{ contact: boolean; locale: Locale | undefined }> {
  const nothing = { contact: false, locale: undefined };
  if (!(await lockCandidate(db, candidateId))) return nothing;
  const current = await db
    .selectFrom('candidates')
    .select(['phone', 'city', 'region', 'phone_from_staff', 'place_from_staff', 'locale'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (!current) return nothing;
  const blankToNull = (value: string | null) => (value === null || value === '' ? null : value);
  const set: Record<string, string | number | null> = {};
  if (change.phone !== undefined) {
    const phone = blankToNull(change.phone);
    if (phone !== current.phone || !current.phone_from_staff) {
      Object.assign(set, { phone, phone_digits: phoneDigits(phone), phone_from_staff: 1 });
    }
  }
  if (change.city !== undefined || change.region !== undefined) {
    const city = change.city === undefined ? current.city : blankToNull(change.city);
    const region = change.region === undefined ? current.region : blankToNull(change.region);
    if (city !== current.city || region !== current.region || !current.place_from_staff) {
      Object.assign(set, { city, city_key: cityKey(city), region, place_from_staff: 1 });
    }
  }
  const contact = Object.keys(set).length > 0;
  const locale =
    change.locale !== undefined && (change.locale === 'es') !== (current.locale === 'es')
      ? change.locale
      : undefined;
  if (locale) Object.assign(set, { locale: locale === 'es' ? 'es' : null });
  if (!contact && !locale) return nothing;
  await db.updateTable('candidates').set(set).where('id', '=', candidateId).execute();
  return { contact, locale };
}
