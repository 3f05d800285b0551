import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';

// PostgreSQL: the open-job counters are kept per statement instead of per row. The row
// trigger updated 8 of the 144 counter rows for every job; a bulk insert of 1,000 jobs in one
// transaction therefore made each '*' counter row 1,000 versions long, and every later update
// in that transaction walked the whole chain to find the live one. The work per job grew with
// the batch: `db:seed -- --jobs 1000000 --batch 1000` took about 9 minutes per 100,000 jobs
// at the end instead of one. With transition tables, a statement sums its jobs' changes per
// counter row and updates each row once: one insert of 1,000 jobs is one grouped update. The
// jobs are grouped by their facets before meeting the counters, so a statement touching every
// job costs one pass over them, not one per counter row.
//
// The counter rows are locked in key order first, so two transactions that change different
// mixes of counters can't each hold a row the other waits for.
//
// SQLite keeps its row triggers: it has no row versions to walk, and an update is in place.
const DELTA = `
  with changed as (
    select industry, type, workplace, sum(delta) as delta
    from (%CHANGES%) job
    group by industry, type, workplace
  ), delta as (
    select counter.industry, counter.type, counter.workplace, sum(changed.delta) as delta
    from changed
    join job_open_facet_counts counter
      on counter.industry in ('*', changed.industry)
      and counter.type in ('*', changed.type)
      and counter.workplace in ('*', changed.workplace)
    group by counter.industry, counter.type, counter.workplace
  ), locked as (
    select counter.industry, counter.type, counter.workplace
    from job_open_facet_counts counter
    join delta using (industry, type, workplace)
    where delta.delta <> 0
    order by counter.industry, counter.type, counter.workplace
    for update of counter
  )
  update job_open_facet_counts counter set open_count = counter.open_count + delta.delta
  from delta join locked using (industry, type, workplace)
  where counter.industry = delta.industry and counter.type = delta.type
    and counter.workplace = delta.workplace`;

const ENTERING = `select industry, type, workplace, 1 as delta from new_jobs where status = 'open'`;
const LEAVING = `select industry, type, workplace, -1 as delta from old_jobs where status = 'open'`;

function counterFunction(name: string, changes: string) {
  return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    begin
      ${DELTA.replace('%CHANGES%', changes)};
      return null;
    end
  $$`);
}

export const migration: Migration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`drop trigger jobs_open_facet_counts on jobs`.execute(db);
    await sql`drop function jobs_open_facet_counts_trigger()`.execute(db);

    await counterFunction('jobs_open_facet_counts_insert', ENTERING).execute(db);
    await counterFunction('jobs_open_facet_counts_delete', LEAVING).execute(db);
    await counterFunction(
      'jobs_open_facet_counts_update',
      `${ENTERING} union all ${LEAVING}`,
    ).execute(db);
    // A trigger with transition tables takes one event and no column list, so updates of any
    // column fire it; for an edit that leaves status and facets alone every delta is 0 and
    // nothing is written.
    await sql`create trigger jobs_open_facet_counts_insert after insert on jobs
      referencing new table as new_jobs
      for each statement execute function jobs_open_facet_counts_insert()`.execute(db);
    await sql`create trigger jobs_open_facet_counts_delete after delete on jobs
      referencing old table as old_jobs
      for each statement execute function jobs_open_facet_counts_delete()`.execute(db);
    await sql`create trigger jobs_open_facet_counts_update after update on jobs
      referencing old table as old_jobs new table as new_jobs
      for each statement execute function jobs_open_facet_counts_update()`.execute(db);
  },
};
