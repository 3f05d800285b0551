import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';

// SQLite: a keyword search's counts ("1,000+" totals and the facet counts beside each filter)
// had to join every full-text match to its job to check status and filters: at 1,000,000
// jobs, 83,000 matches of "nurse" took ~200 ms per facets request, one after another on
// SQLite's single connection. Here the filter values become terms of a fifth full-text
// column, so "nurse among open remote jobs paying $50,000+" is an intersection of posting
// lists inside FTS5: each capped count reads about 1,001 matches' postings and no job row
// (~0.9 ms at 1M). The column is generated from the job's own columns, so the external-content
// index stays in step through the same triggers, now also fired by the filter columns.
//
// The terms (after FTS5's tokenizer, which lowercases): `zzopen` for an open job,
// `zzindustry<industry>`, `zztype<type without '-'>`, `zzworkplace<workplace without '-'>`,
// `zzregion<state code>` and `zzpay<n>` for each n of 30000, 50000, 75000 and 100000 its
// annual pay reaches (the find-job page's minimum-pay choices). Every job gets nine terms,
// with a `zznot…` / `zzno…` / `zzpayunder…` one where a value is absent: bm25() counts a job's
// length over all its columns, so a varying number would rank well-paid jobs lower.
// Visitors' keywords are restricted to the four text columns, so no typed word reaches these.
// PostgreSQL: nothing here. The same terms in a GIN index were measured and not kept: a GIN
// index returns matches in no useful order, so a capped count still builds the whole bitmap
// (~100 ms for "nurse" with one filter), docs/PERFORMANCE.md.
const TEXT_COLUMNS = 'title, location, description, skills';
const ALL_COLUMNS = `${TEXT_COLUMNS}, search_filters`;

export const migration: Migration = {
  analyzes: ['jobs'],
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await sql`alter table jobs add column search_filters text generated always as (
      iif(status = 'open', 'zzopen', 'zznotopen')
      || ' zzindustry' || industry
      || ' zztype' || replace(type, '-', '')
      || ' zzworkplace' || replace(workplace, '-', '')
      || iif(region is null, ' zznoregion', ' zzregion' || region)
      || iif(annual_pay_max >= 30000, ' zzpay30000', ' zzpayunder30000')
      || iif(annual_pay_max >= 50000, ' zzpay50000', ' zzpayunder50000')
      || iif(annual_pay_max >= 75000, ' zzpay75000', ' zzpayunder75000')
      || iif(annual_pay_max >= 100000, ' zzpay100000', ' zzpayunder100000')
    ) virtual`.execute(db);
    await sql`drop trigger jobs_fts_after_insert`.execute(db);
    await sql`drop trigger jobs_fts_after_delete`.execute(db);
    await sql`drop trigger jobs_fts_after_update`.execute(db);
    await sql`drop table jobs_fts`.execute(db);
    await sql`create virtual table jobs_fts using fts5(
      title, location, description, skills, search_filters,
      content='jobs', content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql
      .raw(
        `create trigger jobs_fts_after_insert after insert on jobs begin
          insert into jobs_fts(rowid, ${ALL_COLUMNS})
          values (new.seq, new.title, new.location, new.description, new.skills, new.search_filters);
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger jobs_fts_after_delete after delete on jobs begin
          insert into jobs_fts(jobs_fts, rowid, ${ALL_COLUMNS})
          values ('delete', old.seq, old.title, old.location, old.description, old.skills, old.search_filters);
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger jobs_fts_after_update
        after update of ${TEXT_COLUMNS}, status, industry, type, workplace, region, annual_pay_max on jobs begin
          insert into jobs_fts(jobs_fts, rowid, ${ALL_COLUMNS})
          values ('delete', old.seq, old.title, old.location, old.description, old.skills, old.search_filters);
          insert into jobs_fts(rowid, ${ALL_COLUMNS})
          values (new.seq, new.title, new.location, new.description, new.skills, new.search_filters);
        end`,
      )
      .execute(db);
    await sql`insert into jobs_fts(jobs_fts) values ('rebuild')`.execute(db);
  },
};
