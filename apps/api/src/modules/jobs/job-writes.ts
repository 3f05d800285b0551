import type { Insertable, Kysely } from 'kysely';
import type { Database, JobsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import {
  type JobRecord,
  type JobInput,
  toJobRecord,
  editableColumns,
  jobRow,
  JOB_COLUMNS,
  screeningQuestionsFromColumn,
  SPANISH_COLUMNS,
  spanishFromColumns,
} from './job-records.ts';

// Writing jobs: insert, create, update, delete, and finding one by id.

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

// One job with its screening questions and its Spanish version (the lists leave those out).
export async function findJob(db: Kysely<Database>, id: string): Promise<JobRecord | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select([...JOB_COLUMNS, 'jobs.screening_questions', ...SPANISH_COLUMNS])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    screening_questions,
    title_es,
    description_es,
    responsibilities_es,
    skills_es,
    what_we_offer_es,
    ...columns
  } = row;
  return {
    ...toJobRecord(columns),
    screeningQuestions: screeningQuestionsFromColumn(screening_questions),
    spanish: spanishFromColumns({
      title_es,
      description_es,
      responsibilities_es,
      skills_es,
      what_we_offer_es,
    }),
  };
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
