import { columnTypes, type Migration } from '../migration-types.ts';

// Screening questions: a job's own (JSON text, null for none), an application's questions as
// asked with the answers given (JSON text, null when none were asked), whether any answer
// knocked the applicant out, and the questions of the two standing openings, one row each.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('jobs').addColumn('screening_questions', 'text').execute();
    await db.schema.alterTable('applications').addColumn('answers', 'text').execute();
    await db.schema
      .alterTable('applications')
      .addColumn('knocked_out', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The staff list filtered by "meets every knock-out", newest first.
    await db.schema
      .createIndex('applications_knocked_out_created_idx')
      .on('applications')
      .columns(['knocked_out', 'created_at'])
      .execute();
    await db.schema
      .createTable('opening_questions')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('questions', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  },
};
