import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import {
  RESUME_TEXT_STATUSES,
  type CandidateResumeStatus,
} from '@staffing/shared/candidate-schemas';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { parseApplicationStatus } from '../applications/applications-repository.ts';
import { cityKey } from '../jobs/job-facts.ts';
import { searchTokens } from '../jobs/job-filters.ts';
import { findResume, type ResumeFile } from '../resumes/resumes-repository.ts';
import { phoneDigits } from './candidate-contact.ts';
import { candidateConditions, type CandidateFilters } from './candidate-filters.ts';
import { deleteCandidateRow, lockCandidate } from './candidate-sync.ts';
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
};

export type CandidateRecord = CandidateSummaryRecord & {
  createdAt: string;
  userId: string | null;
  // The newest resume, whatever its text status.
  resumeId: string | null;
};

export type CandidateNoteRecord = {
  id: string;
  createdAt: string;
  authorName: string;
  body: string;
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
  const tokens = searchTokens(filters.q);
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

// Every tag in use with how many candidates carry it, most used first.
export async function listCandidateTagCounts(
  db: Kysely<Database>,
): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('candidate_tags')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('tag')
    .orderBy('count', 'desc')
    .orderBy('tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: row.count }));
}

// True when the tag was not there before (a second add changes nothing).
export async function addCandidateTag(
  db: Kysely<Database>,
  input: { candidateId: string; tag: string; actorUserId: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('candidate_tags')
    .values({
      candidate_id: input.candidateId,
      tag: input.tag,
      created_at: nowIso(),
      created_by: input.actorUserId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

// True when the tag was there.
export async function removeCandidateTag(
  db: Kysely<Database>,
  candidateId: string,
  tag: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('candidate_tags')
    .where('candidate_id', '=', candidateId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function addCandidateNote(
  db: Kysely<Database>,
  input: { candidateId: string; authorUserId: string | null; authorName: string; body: string },
): Promise<CandidateNoteRecord> {
  const note = { id: newId(), createdAt: nowIso(), authorName: input.authorName, body: input.body };
  await db
    .insertInto('candidate_notes')
    .values({
      id: note.id,
      candidate_id: input.candidateId,
      author_user_id: input.authorUserId,
      author_name: note.authorName,
      body: note.body,
      created_at: note.createdAt,
    })
    .execute();
  return note;
}

// Newest first.
export async function listCandidateNotes(
  db: Kysely<Database>,
  candidateId: string,
): Promise<CandidateNoteRecord[]> {
  const rows = await db
    .selectFrom('candidate_notes')
    .select(['id', 'created_at', 'author_name', 'body'])
    .where('candidate_id', '=', candidateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    authorName: row.author_name,
    body: row.body,
  }));
}

export type CandidateContactChange = {
  phone?: string | null | undefined;
  city?: string | null | undefined;
  region?: string | null | undefined;
};

// Staff's corrections: a phone or place given here (null or '' clears it) is kept over
// whatever a resume read later says. True when something changed.
export async function updateCandidateContact(
  db: Kysely<Database>,
  candidateId: string,
  change: CandidateContactChange,
): Promise<boolean> {
  if (!(await lockCandidate(db, candidateId))) return false;
  const current = await db
    .selectFrom('candidates')
    .select(['phone', 'city', 'region', 'phone_from_staff', 'place_from_staff'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (!current) return false;
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
  if (Object.keys(set).length === 0) return false;
  await db.updateTable('candidates').set(set).where('id', '=', candidateId).execute();
  return true;
}

// The resume ids a candidate's applications and account hold, newest first.
export async function listCandidateResumeIds(
  db: Kysely<Database>,
  candidate: Pick<CandidateRecord, 'id' | 'userId'>,
): Promise<string[]> {
  const rows = await db
    .selectFrom('resumes')
    .select('resumes.id')
    .where((eb) =>
      eb.or([
        eb(
          'resumes.id',
          'in',
          eb
            .selectFrom('applications')
            .select('applications.resume_id')
            .where('applications.candidate_id', '=', candidate.id)
            .where('applications.resume_id', 'is not', null)
            .$narrowType<{ resume_id: string }>(),
        ),
        ...(candidate.userId
          ? [
              eb(
                'resumes.id',
                'in',
                eb
                  .selectFrom('users')
                  .select('users.resume_id')
                  .where('users.id', '=', candidate.userId)
                  .where('users.resume_id', 'is not', null)
                  .$narrowType<{ resume_id: string }>(),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('resumes.created_at', 'desc')
    .orderBy('resumes.id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

// A resume's file, only if it is one of this candidate's.
export async function findCandidateResume(
  db: Kysely<Database>,
  candidate: Pick<CandidateRecord, 'id' | 'userId'>,
  resumeId: string,
): Promise<ResumeFile | undefined> {
  const ids = await listCandidateResumeIds(db, candidate);
  return ids.includes(resumeId) ? findResume(db, resumeId) : undefined;
}

export type EraseOutcome = 'erased' | 'not-found' | 'has-account';

// Erases a candidate who has no account (the right to erasure for someone who only ever
// applied): their applications keep their job, status history and knock-out mark for the
// counts, and lose the name, address, resume, screening answers and private notes; their
// resumes (file and read text), the mail to their address, tags, notes and the candidate row
// go. A candidate with an account is 'has-account': that goes through account deletion
// (my-data.ts), which also removes the candidate (forgetAccountCandidate). Run it in a
// transaction.
export async function eraseCandidate(db: Kysely<Database>, id: string): Promise<EraseOutcome> {
  if (!(await lockCandidate(db, id))) return 'not-found';
  const candidate = await db
    .selectFrom('candidates')
    .select(['id', 'user_id', 'email_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!candidate) return 'not-found';
  if (candidate.user_id) return 'has-account';
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'resume_id'])
    .where('candidate_id', '=', id)
    .execute();
  const applicationIds = applications.map((row) => row.id);
  const resumeIds = [
    ...new Set(applications.flatMap((row) => (row.resume_id ? [row.resume_id] : []))),
  ];
  if (applicationIds.length > 0) {
    await db
      .updateTable('applications')
      .set({
        first_name: 'Erased',
        last_name: 'candidate',
        email: '',
        user_id: null,
        resume_id: null,
        answers: null,
        candidate_id: null,
      })
      .where('id', 'in', applicationIds)
      .execute();
    await db
      .updateTable('application_events')
      .set({ note: null })
      .where('application_id', 'in', applicationIds)
      .execute();
    await db
      .deleteFrom('application_events')
      .where('application_id', 'in', applicationIds)
      .where('to_status', 'is', null)
      .execute();
    await db
      .updateTable('activity_log')
      .set({ summary: 'An application from a candidate who was erased' })
      .where('subject_type', '=', 'application')
      .where('subject_id', 'in', applicationIds)
      .execute();
  }
  if (resumeIds.length > 0) {
    await db
      .updateTable('email_outbox')
      .set({ attachment_resume_id: null })
      .where('attachment_resume_id', 'in', resumeIds)
      .execute();
    await db.deleteFrom('resumes').where('id', 'in', resumeIds).execute();
  }
  await db.deleteFrom('email_outbox').where('to_address', '=', candidate.email_key).execute();
  await deleteCandidateRow(db, id);
  return 'erased';
}
