import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';

// Keyword search over title, location, description and skills through each database's own
// full-text index: FTS5 on SQLite (kept in step by triggers), a generated tsvector with a GIN
// index on PostgreSQL. Neither scans the jobs table.
export const migration: Migration = {
  analyzes: ['jobs'],
  async up(db, dialect) {
    if (dialect === 'sqlite') {
      await sql`create virtual table jobs_fts using fts5(
        title, location, description, skills,
        content='jobs', content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2'
      )`.execute(db);
      await sql`create trigger jobs_fts_after_insert after insert on jobs begin
        insert into jobs_fts(rowid, title, location, description, skills)
        values (new.seq, new.title, new.location, new.description, new.skills);
      end`.execute(db);
      await sql`create trigger jobs_fts_after_delete after delete on jobs begin
        insert into jobs_fts(jobs_fts, rowid, title, location, description, skills)
        values ('delete', old.seq, old.title, old.location, old.description, old.skills);
      end`.execute(db);
      await sql`create trigger jobs_fts_after_update after update of title, location, description, skills on jobs begin
        insert into jobs_fts(jobs_fts, rowid, title, location, description, skills)
        values ('delete', old.seq, old.title, old.location, old.description, old.skills);
        insert into jobs_fts(rowid, title, location, description, skills)
        values (new.seq, new.title, new.location, new.description, new.skills);
      end`.execute(db);
      await sql`insert into jobs_fts(jobs_fts) values ('rebuild')`.execute(db);
      return;
    }
    await sql`alter table jobs add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(location, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(skills, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'C')
    ) stored`.execute(db);
    await sql`create index jobs_search_vector_idx on jobs using gin (search_vector)`.execute(db);
  },
};
