import type { Kysely, Selectable } from 'kysely';
import type { Industry, JobStatus, JobType } from '@staffing/shared/constants';
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

export function toJobRecord(row: Selectable<JobsTable>): JobRecord {
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

export function jobRow(
  input: JobInput,
  meta: { id?: string; createdAt?: string; postedBy?: string | null } = {},
): Selectable<JobsTable> {
  const createdAt = meta.createdAt ?? nowIso();
  return {
    id: meta.id ?? newId(),
    created_at: createdAt,
    updated_at: createdAt,
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
    status: input.status ?? 'open',
    valid_through: input.validThrough ?? null,
    posted_by: meta.postedBy ?? null,
  };
}

export async function insertJobs(
  db: Kysely<Database>,
  rows: Selectable<JobsTable>[],
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
