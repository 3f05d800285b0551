import { columnTypes, type Migration } from '../migration-types.ts';

export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);

    await db.schema
      .createTable('resumes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_user_id', 'text')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('content', t.bytes, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('resume_id', 'text', (c) => c.references('resumes.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_login_at', t.timestamp)
      .addColumn('disabled_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('users_created_at_idx')
      .on('users')
      .columns(['created_at', 'id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
      .addColumn('idle_expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('absolute_expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_id_idx')
      .on('password_reset_tokens')
      .column('user_id')
      .execute();

    // `seq` gives SQLite's full-text index a stable integer rowid to point at (an implicit
    // rowid may change on VACUUM); `id` is the public identifier.
    await db.schema
      .createTable('jobs')
      .addColumn('seq', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
        dialect === 'postgres' ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey(),
      )
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('salary', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('responsibilities', 'text', (c) => c.notNull())
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('about_us', 'text')
      .addColumn('what_we_offer', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('valid_through', t.timestamp)
      .addColumn('posted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    // Newest-first listing, overall and per industry, is the board's hot path.
    await db.schema
      .createIndex('jobs_created_at_idx')
      .on('jobs')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('jobs_industry_created_at_idx')
      .on('jobs')
      .columns(['industry', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('set null'))
      .addColumn('job_title', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('resume_id', 'text', (c) => c.notNull().references('resumes.id'))
      .execute();
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
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('positions', 'text', (c) => c.notNull())
      .addColumn('comments', 'text')
      .execute();

    await db.schema
      .createTable('email_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('attachment_resume_id', 'text', (c) => c.references('resumes.id'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
      .addColumn('lease_until', t.timestamp)
      .addColumn('last_error', 'text')
      .addColumn('sent_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('email_outbox_due_idx')
      .on('email_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('activity_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text')
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('activity_log_created_at_idx')
      .on('activity_log')
      .columns(['created_at', 'id'])
      .execute();
  },
};
