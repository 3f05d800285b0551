import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';
import { candidateSearchVector } from './20261125-0061-candidates.ts';

// PostgreSQL: the talent pool's search document keeps every word. The 'english'
// configuration drops its stop-words from the document and the query, and its list holds
// first names and skills a recruiter searches for ("Will", "Don", "May", "IT"): on
// PostgreSQL they found no one, on SQLite (FTS5 keeps every word) they found the person.
// `candidate_search` is 'english' with the same Snowball stemmer minus the stop-word list,
// so word forms still match (nurse, nurses, nursing). The filler words a recruiter types
// around a keyword ("the nurse") are left out of the query on both databases instead
// (candidateSearchTokens in modules/candidates/candidate-filters.ts).
//
// SQLite: nothing to do.
export const migration: Migration = {
  analyzes: ['candidates'],
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`create text search dictionary candidate_search_stem (
      template = snowball, language = english
    )`.execute(db);
    await sql`create text search configuration candidate_search (copy = english)`.execute(db);
    await sql`alter text search configuration candidate_search
      alter mapping replace english_stem with candidate_search_stem`.execute(db);
    await sql`drop index candidates_search_vector_idx`.execute(db);
    await sql`alter table candidates drop column search_vector`.execute(db);
    await sql
      .raw(
        `alter table candidates add column search_vector tsvector
        generated always as (${candidateSearchVector('candidate_search')}) stored`,
      )
      .execute(db);
    await sql`create index candidates_search_vector_idx on candidates using gin (search_vector)`.execute(
      db,
    );
  },
};
