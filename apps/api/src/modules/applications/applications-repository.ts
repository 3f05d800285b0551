import type { Kysely } from 'kysely';
import type { ApplicationKind } from '@staffing/shared/constants';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

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
  resumeId: string;
  resumeName: string;
  resumeSize: number;
};

export async function insertApplication(
  db: Kysely<Database>,
  input: Omit<ApplicationRecord, 'id' | 'createdAt' | 'resumeName' | 'resumeSize'>,
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
    })
    .execute();
  return id;
}

export type ApplicationFilters = { jobId?: string | undefined; kind?: ApplicationKind | undefined };

function filtered(db: Kysely<Database>, filters: ApplicationFilters) {
  let query = db.selectFrom('applications');
  if (filters.jobId) query = query.where('applications.job_id', '=', filters.jobId);
  if (filters.kind) query = query.where('applications.kind', '=', filters.kind);
  return query;
}

// Newest first; the resume's bytes stay in the database, only its name and size are listed.
export async function listApplications(
  db: Kysely<Database>,
  options: ApplicationFilters & { limit: number; offset: number },
): Promise<{ applications: ApplicationRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, options)
      .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
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
        'resumes.file_name',
        'resumes.size_bytes',
      ])
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filtered(db, options)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: total.count,
    applications: rows.map((row) => ({
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
    })),
  };
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
  return row?.resume_id;
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
