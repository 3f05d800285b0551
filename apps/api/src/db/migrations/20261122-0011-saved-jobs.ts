import { columnTypes, type Migration } from '../migration-types.ts';

// A job seeker's shortlist. A deleted job or account takes its saved entries with it.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('saved_jobs')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('saved_jobs_pk', ['user_id', 'job_id'])
      .execute();
    await db.schema
      .createIndex('saved_jobs_user_created_idx')
      .on('saved_jobs')
      .columns(['user_id', 'created_at'])
      .execute();
    // Deleting a job looks its saved entries up by job.
    await db.schema.createIndex('saved_jobs_job_idx').on('saved_jobs').column('job_id').execute();
  },
};
