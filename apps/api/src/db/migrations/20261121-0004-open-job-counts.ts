import { sql } from 'kysely';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import type { Migration } from '../migration-types.ts';

// Exact totals for the public lists without counting a million rows per request: triggers
// keep the number of open jobs per (industry, type), with '*' rows for "any". Jobs that are
// still open but past their closing date are few and subtracted at query time through a
// partial index (see modules/jobs/job-totals.ts).
export const migration: Migration = {
  analyzes: ['job_open_counts'],
  async up(db, dialect) {
    await db.schema
      .createTable('job_open_counts')
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('open_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('job_open_counts_pk', ['industry', 'type'])
      .execute();
    const rows = ['*', ...INDUSTRIES].flatMap((industry) =>
      ['*', ...JOB_TYPES].map((type) => ({ industry, type, open_count: 0 })),
    );
    await db.insertInto('job_open_counts').values(rows).execute();
    await sql`update job_open_counts set open_count = (
      select count(*) from jobs
      where jobs.status = 'open'
        and (job_open_counts.industry = '*' or jobs.industry = job_open_counts.industry)
        and (job_open_counts.type = '*' or jobs.type = job_open_counts.type)
    )`.execute(db);

    await db.schema
      .createIndex('jobs_open_valid_through_idx')
      .on('jobs')
      .columns(['valid_through', 'industry', 'type'])
      .where(sql<boolean>`status = 'open' and valid_through is not null`)
      .execute();

    if (dialect === 'sqlite') {
      const bump = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
        sql.raw(`update job_open_counts set open_count = open_count ${delta}
          where industry in ('*', ${row}.industry) and type in ('*', ${row}.type);`);
      await sql`create trigger jobs_open_counts_insert after insert on jobs when new.status = 'open'
        begin ${bump('new', '+ 1')} end`.execute(db);
      await sql`create trigger jobs_open_counts_delete after delete on jobs when old.status = 'open'
        begin ${bump('old', '- 1')} end`.execute(db);
      await sql`create trigger jobs_open_counts_leave after update of status, industry, type on jobs
        when old.status = 'open' begin ${bump('old', '- 1')} end`.execute(db);
      await sql`create trigger jobs_open_counts_enter after update of status, industry, type on jobs
        when new.status = 'open' begin ${bump('new', '+ 1')} end`.execute(db);
      return;
    }
    await sql`create function jobs_open_counts_trigger() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'open' then
          update job_open_counts set open_count = open_count - 1
          where industry in ('*', old.industry) and type in ('*', old.type);
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.status = 'open' then
          update job_open_counts set open_count = open_count + 1
          where industry in ('*', new.industry) and type in ('*', new.type);
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger jobs_open_counts after insert or delete or update of status, industry, type
      on jobs for each row execute function jobs_open_counts_trigger()`.execute(db);
  },
};
