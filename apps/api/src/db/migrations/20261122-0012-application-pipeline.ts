import { sql } from 'kysely';
import { columnTypes, type Migration } from '../migration-types.ts';

// Applications get a pipeline status and a history of status changes and private notes.
// `resume_id` becomes nullable: deleting an account removes the resumes it sent and keeps
// the applications, anonymised, for the counts (account deletion).
export const migration: Migration = {
  analyzes: ['applications'],
  async up(db, dialect) {
    const t = columnTypes(dialect);
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('applications')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await sql`alter table applications alter column resume_id drop not null`.execute(db);
    } else {
      // SQLite cannot drop a NOT NULL constraint: the table is rebuilt (nothing references
      // it yet, and the migration runs before the server takes requests).
      await sql`create table applications_rebuilt (
        id text primary key,
        created_at text not null,
        kind text not null,
        job_id text references jobs (id) on delete set null,
        job_title text not null,
        first_name text not null,
        last_name text not null,
        email text not null,
        user_id text references users (id) on delete set null,
        resume_id text references resumes (id),
        status text not null default 'new'
      )`.execute(db);
      await sql`insert into applications_rebuilt
        (id, created_at, kind, job_id, job_title, first_name, last_name, email, user_id, resume_id)
        select id, created_at, kind, job_id, job_title, first_name, last_name, email, user_id, resume_id
        from applications`.execute(db);
      await sql`drop table applications`.execute(db);
      await sql`alter table applications_rebuilt rename to applications`.execute(db);
      await db.schema
        .createIndex('applications_created_at_idx')
        .on('applications')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('applications_job_id_idx')
        .on('applications')
        .column('job_id')
        .execute();
      await db.schema
        .createIndex('applications_email_idx')
        .on('applications')
        .column('email')
        .execute();
    }
    // My applications (newest first per user) and the admin filter by status.
    await db.schema
      .createIndex('applications_user_created_idx')
      .on('applications')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('applications_status_created_idx')
      .on('applications')
      .columns(['status', 'created_at'])
      .execute();

    // One row per change: a status move, a private note, or both at once. The actor's name
    // is kept as written then, so the history still reads right after an account goes.
    await db.schema
      .createTable('application_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) =>
        c.notNull().references('applications.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('note', 'text')
      .execute();
    await db.schema
      .createIndex('application_events_application_idx')
      .on('application_events')
      .columns(['application_id', 'created_at'])
      .execute();
  },
};
