import { sql } from 'kysely';
import type { CandidateSearch } from './candidate-filters.ts';

// A keyword search of the talent pool on SQLite, through candidates_fts (migration 0061).
// Each word matches its word forms (the porter stemmer: nurse, nurses, nursing) and the
// words it starts, so a half-typed name or the first digits of a phone number find it; all
// words must match, in any of the document's columns. Both are needed: FTS5 does not stem a
// prefix ("warehouse"* misses "warehousing", indexed as warehous).
export function sqliteCandidateSearch(tokens: readonly string[]): CandidateSearch {
  const match = tokens.map((token) => `("${token}" OR "${token}"*)`).join(' AND ');
  return {
    from: sql`candidates_fts join candidates on candidates.seq = candidates_fts.rowid`,
    condition: sql<boolean>`candidates_fts match ${match}`,
    // Columns: first_name, last_name, email, phone, phone_digits, job_titles, resume_text.
    // Who they are counts most, then what they applied to, then the resume's many words.
    relevanceOrder: sql`bm25(candidates_fts, 10.0, 10.0, 8.0, 8.0, 8.0, 3.0, 1.0)`,
  };
}
