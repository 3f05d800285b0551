import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { toJobRecord, type JobRecord } from '../jobs/job-records.ts';

export type SavedJobRecord = { savedAt: string; job: JobRecord };

// True when the job was not saved before (PUT answers 201 then, 200 when it already was).
export async function saveJob(
  db: Kysely<Database>,
  userId: string,
  jobId: string,
): Promise<boolean> {
  const result = await db
    .insertInto('saved_jobs')
    .values({ user_id: userId, job_id: jobId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function unsaveJob(
  db: Kysely<Database>,
  userId: string,
  jobId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_jobs')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findSavedJob(
  db: Kysely<Database>,
  userId: string,
  jobId: string,
): Promise<SavedJobRecord | undefined> {
  return (await listSavedJobs(db, userId, jobId))[0];
}

// Newest saved first, closed jobs included (the page marks them).
export async function listSavedJobs(
  db: Kysely<Database>,
  userId: string,
  onlyJobId?: string,
): Promise<SavedJobRecord[]> {
  let query = db
    .selectFrom('saved_jobs')
    .innerJoin('jobs', 'jobs.id', 'saved_jobs.job_id')
    .selectAll('jobs')
    .select('saved_jobs.created_at as saved_at')
    .where('saved_jobs.user_id', '=', userId);
  if (onlyJobId) query = query.where('saved_jobs.job_id', '=', onlyJobId);
  const rows = await query
    .orderBy('saved_jobs.created_at', 'desc')
    .orderBy('saved_jobs.job_id', 'desc')
    .execute();
  return rows.map(({ saved_at, ...job }) => ({ savedAt: saved_at, job: toJobRecord(job) }));
}

export async function deleteSavedJobsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('saved_jobs').where('user_id', '=', userId).execute();
}
