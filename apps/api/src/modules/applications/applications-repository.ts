import type { Kysely } from 'kysely';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@staffing/shared/account-schemas';
import type { ApplicationKind } from '@staffing/shared/constants';
import {
  screeningSnapshotSchema,
  type ScreeningSnapshot,
} from '@staffing/shared/screening-schemas';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Locale } from '@staffing/shared/i18n/locales';

export type ApplicationRecord = {
  id: string;
  createdAt: string;
  kind: ApplicationKind;
  jobId: string | null;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  userId: string | null;
  // Null once the applicant deleted their account.
  resumeId: string | null;
  resumeName: string | null;
  resumeSize: number | null;
  status: ApplicationStatus;
  // The screening questions as asked and the answers given; null when none were asked.
  screening: ScreeningSnapshot | null;
  knockedOut: boolean;
  // The talent pool's person (modules/candidates); null once anonymised.
  candidateId: string | null;
  // The language it was sent in: 'es' from the Spanish pages, else English.
  locale: Locale;
};

// Written by insertApplication; a value that does not read shows as no questions asked.
function screeningFromColumn(value: string | null): ScreeningSnapshot | null {
  if (!value) return null;
  try {
    const parsed = screeningSnapshotSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const parseApplicationStatus = (value: string): ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value)
    ? (value as ApplicationStatus)
    : 'new';

export async function insertApplication(
  db: Kysely<Database>,
  input: Omit<
    ApplicationRecord,
    | 'id'
    | 'createdAt'
    | 'resumeName'
    | 'resumeSize'
    | 'status'
    | 'resumeId'
    | 'screening'
    | 'knockedOut'
    | 'candidateId'
    | 'locale'
  > & {
    resumeId: string;
    candidateId?: string | null | undefined;
    locale?: Locale | undefined;
    screening?: ScreeningSnapshot | null | undefined;
    knockedOut?: boolean | undefined;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('applications')
    .values({
      id,
      created_at: nowIso(),
      kind: input.kind,
      job_id: input.jobId,
      job_title: input.jobTitle,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      user_id: input.userId,
      resume_id: input.resumeId,
      answers: input.screening ? JSON.stringify(input.screening) : null,
      knocked_out: input.knockedOut ? 1 : 0,
      candidate_id: input.candidateId ?? null,
      locale: input.locale === 'es' ? 'es' : null,
    })
    .execute();
  return id;
}

export type ApplicationFilters = {
  jobId?: string | undefined;
  kind?: ApplicationKind | undefined;
  status?: ApplicationStatus | undefined;
  // true: only applicants an answer knocked out; false: only those who meet every knock-out.
  knockedOut?: boolean | undefined;
};

function filtered(db: Kysely<Database>, filters: ApplicationFilters) {
  let query = db.selectFrom('applications');
  if (filters.jobId) query = query.where('applications.job_id', '=', filters.jobId);
  if (filters.kind) query = query.where('applications.kind', '=', filters.kind);
  if (filters.status) query = query.where('applications.status', '=', filters.status);
  if (filters.knockedOut !== undefined) {
    query = query.where('applications.knocked_out', '=', filters.knockedOut ? 1 : 0);
  }
  return query;
}

function selectRecords(db: Kysely<Database>, filters: ApplicationFilters) {
  return filtered(db, filters)
    .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
    .select([
      'applications.id',
      'applications.created_at',
      'applications.kind',
      'applications.job_id',
      'applications.job_title',
      'applications.first_name',
      'applications.last_name',
      'applications.email',
      'applications.user_id',
      'applications.resume_id',
      'applications.status',
      'applications.answers',
      'applications.knocked_out',
      'applications.candidate_id',
      'applications.locale',
      'resumes.file_name',
      'resumes.size_bytes',
    ]);
}

type RecordRow = {
  id: string;
  created_at: string;
  kind: string;
  job_id: string | null;
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  user_id: string | null;
  resume_id: string | null;
  status: string;
  answers: string | null;
  knocked_out: number;
  candidate_id: string | null;
  locale: string | null;
  file_name: string | null;
  size_bytes: number | null;
};

function toRecord(row: RecordRow): ApplicationRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind as ApplicationKind,
    jobId: row.job_id,
    jobTitle: row.job_title,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    userId: row.user_id,
    resumeId: row.resume_id,
    resumeName: row.file_name,
    resumeSize: row.size_bytes,
    status: parseApplicationStatus(row.status),
    screening: screeningFromColumn(row.answers),
    knockedOut: Boolean(row.knocked_out),
    candidateId: row.candidate_id,
    locale: row.locale === 'es' ? 'es' : 'en',
  };
}

// Newest first; the resume's bytes stay in the database, only its name and size are listed.
export async function listApplications(
  db: Kysely<Database>,
  options: ApplicationFilters & { limit: number; offset: number },
): Promise<{ applications: ApplicationRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectRecords(db, options)
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filtered(db, options)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: total.count, applications: rows.map(toRecord) };
}

export async function findApplication(
  db: Kysely<Database>,
  id: string,
): Promise<ApplicationRecord | undefined> {
  const row = await selectRecords(db, {}).where('applications.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

// How many applications sit in each status, for the same job/kind filter the list uses.
export async function countApplicationsByStatus(
  db: Kysely<Database>,
  filters: Omit<ApplicationFilters, 'status'>,
): Promise<Record<ApplicationStatus, number>> {
  const rows = await filtered(db, filters)
    .select(['applications.status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('applications.status')
    .execute();
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[parseApplicationStatus(row.status)] += row.count;
  return counts;
}

export type OwnApplicationRecord = {
  id: string;
  createdAt: string;
  kind: ApplicationKind;
  jobId: string | null;
  jobTitle: string;
  jobOpen: boolean;
  resumeName: string | null;
  status: ApplicationStatus;
};

// Everything one account applied to, newest first, with whether the job still takes
// applications (so the page links only to jobs that can still be seen).
export async function listApplicationsOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<OwnApplicationRecord[]> {
  const rows = await db
    .selectFrom('applications')
    .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
    .leftJoin('jobs', 'jobs.id', 'applications.job_id')
    .select([
      'applications.id',
      'applications.created_at',
      'applications.kind',
      'applications.job_id',
      'applications.job_title',
      'applications.status',
      'resumes.file_name',
      'jobs.status as job_status',
      'jobs.valid_through',
    ])
    .where('applications.user_id', '=', userId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const now = nowIso();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind as ApplicationKind,
    jobId: row.job_id,
    jobTitle: row.job_title,
    jobOpen: row.job_status === 'open' && (row.valid_through === null || row.valid_through > now),
    resumeName: row.file_name,
    status: parseApplicationStatus(row.status),
  }));
}

// The resumes an account's applications carry, for its data export.
export async function listApplicationResumeIdsOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<{ applicationId: string; resumeId: string }[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'resume_id'])
    .where('user_id', '=', userId)
    .where('resume_id', 'is not', null)
    .orderBy('created_at')
    .execute();
  return rows.flatMap((row) =>
    row.resume_id ? [{ applicationId: row.id, resumeId: row.resume_id }] : [],
  );
}

// The questions asked and the answers given in an account's applications, for its data
// export; applications that asked nothing are left out.
export async function listApplicationScreeningOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, ScreeningSnapshot>> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'answers'])
    .where('user_id', '=', userId)
    .where('answers', 'is not', null)
    .execute();
  const snapshots = new Map<string, ScreeningSnapshot>();
  for (const row of rows) {
    const snapshot = screeningFromColumn(row.answers);
    if (snapshot) snapshots.set(row.id, snapshot);
  }
  return snapshots;
}

// Staff keep the count and the pipeline, not the person: names, address, links to the account
// and the candidate, and the resume go; the name becomes `placeholder`. Private notes and
// text answers (which may describe the person) go too; whether they were knocked out stays.
// The activity log named the applicant; its entries keep that they happened, as `logSummary`.
// Account deletion and the erasure of a candidate both end here.
export async function anonymiseApplications(
  db: Kysely<Database>,
  applicationIds: readonly string[],
  placeholder: { firstName: string; lastName: string; logSummary: string },
): Promise<void> {
  if (applicationIds.length === 0) return;
  await db
    .updateTable('applications')
    .set({
      first_name: placeholder.firstName,
      last_name: placeholder.lastName,
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
    .set({ summary: placeholder.logSummary })
    .where('subject_type', '=', 'application')
    .where('subject_id', 'in', applicationIds)
    .execute();
}

// An account's applications, anonymised (see anonymiseApplications). Returns the resume ids
// that are no longer referenced, for the caller to delete.
export async function anonymiseApplicationsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'resume_id'])
    .where('user_id', '=', userId)
    .execute();
  const applicationIds = rows.map((row) => row.id);
  await anonymiseApplications(db, applicationIds, {
    firstName: 'Deleted',
    lastName: 'account',
    logSummary: 'An application from an account that was deleted',
  });
  return rows.flatMap((row) => (row.resume_id ? [row.resume_id] : []));
}

export async function findApplicationResumeId(
  db: Kysely<Database>,
  applicationId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('applications')
    .select('resume_id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return row?.resume_id ?? undefined;
}

export async function countApplications(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

// Applications sent while signed out with an address become the account's once the
// account proves it owns that address.
export async function attachApplicationsByEmail(
  db: Kysely<Database>,
  userId: string,
  email: string,
): Promise<number> {
  const result = await db
    .updateTable('applications')
    .set({ user_id: userId })
    .where('email', '=', email.trim().toLowerCase())
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
