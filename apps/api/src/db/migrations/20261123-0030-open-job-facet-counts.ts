import { sql } from 'kysely';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import { WORKPLACES } from '@staffing/shared/job-facts';
import type { Migration } from '../migration-types.ts';

// The open-job counters gain the workplace: one row per (industry, type, workplace), with '*'
// for "any" in each, 144 rows in all. A list filtered by workplace, and every facet count of
// a search filtered only by industry, type and workplace, then becomes a sum of counter rows
// instead of a walk along an index (which at 1,000,000 jobs read up to the cap of 1,001 rows
// per choice, 14 choices per facets request). Replaces job_open_counts and its triggers, so a
// job insert still updates one table (8 rows instead of 4).
const ANY = '*';

export const migration: Migration = {
  analyzes: ['job_open_facet_counts'],
  async up(db, dialect) {
    await db.schema
      .createTable('job_open_facet_counts')
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('workplace', 'text', (c) => c.notNull())
      .addColumn('open_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('job_open_facet_counts_pk', ['industry', 'type', 'workplace'])
      .execute();

    // One grouped pass over the open jobs; the '*' rows are sums of it.
    const groups = (
      await sql<{ industry: string; type: string; workplace: string; count: number | string }>`
        select industry, type, workplace, count(*) as count from jobs
        where status = 'open' group by industry, type, workplace`.execute(db)
    ).rows;
    const rows = [ANY, ...INDUSTRIES].flatMap((industry) =>
      [ANY, ...JOB_TYPES].flatMap((type) =>
        [ANY, ...WORKPLACES].map((workplace) => ({
          industry,
          type,
          workplace,
          open_count: groups
            .filter(
              (group) =>
                (industry === ANY || group.industry === industry) &&
                (type === ANY || group.type === type) &&
                (workplace === ANY || group.workplace === workplace),
            )
            .reduce((sum, group) => sum + Number(group.count), 0),
        })),
      ),
    );
    await db.insertInto('job_open_facet_counts').values(rows).execute();

    // Open jobs past their closing date are subtracted at query time, now per workplace too.
    await db.schema.dropIndex('jobs_open_valid_through_idx').execute();
    await db.schema
      .createIndex('jobs_open_valid_through_idx')
      .on('jobs')
      .columns(['valid_through', 'industry', 'type', 'workplace'])
      .where(sql<boolean>`status = 'open' and valid_through is not null`)
      .execute();

    const matching = (row: 'new' | 'old') =>
      `industry in ('*', ${row}.industry) and type in ('*', ${row}.type)
        and workplace in ('*', ${row}.workplace)`;
    if (dialect === 'sqlite') {
      for (const name of ['insert', 'delete', 'leave', 'enter']) {
        await sql.raw(`drop trigger jobs_open_counts_${name}`).execute(db);
      }
      await db.schema.dropTable('job_open_counts').execute();
      const bump = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
        sql.raw(`update job_open_facet_counts set open_count = open_count ${delta}
          where ${matching(row)};`);
      await sql`create trigger jobs_open_facet_counts_insert after insert on jobs
        when new.status = 'open' begin ${bump('new', '+ 1')} end`.execute(db);
      await sql`create trigger jobs_open_facet_counts_delete after delete on jobs
        when old.status = 'open' begin ${bump('old', '- 1')} end`.execute(db);
      await sql`create trigger jobs_open_facet_counts_leave
        after update of status, industry, type, workplace on jobs
        when old.status = 'open' begin ${bump('old', '- 1')} end`.execute(db);
      await sql`create trigger jobs_open_facet_counts_enter
        after update of status, industry, type, workplace on jobs
        when new.status = 'open' begin ${bump('new', '+ 1')} end`.execute(db);
      return;
    }
    await sql`drop trigger jobs_open_counts on jobs`.execute(db);
    await sql`drop function jobs_open_counts_trigger()`.execute(db);
    await db.schema.dropTable('job_open_counts').execute();
    await sql`create function jobs_open_facet_counts_trigger() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'open' then
          update job_open_facet_counts set open_count = open_count - 1
          where ${sql.raw(matching('old'))};
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.status = 'open' then
          update job_open_facet_counts set open_count = open_count + 1
          where ${sql.raw(matching('new'))};
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger jobs_open_facet_counts
      after insert or delete or update of status, industry, type, workplace
      on jobs for each row execute function jobs_open_facet_counts_trigger()`.execute(db);
  },
};
