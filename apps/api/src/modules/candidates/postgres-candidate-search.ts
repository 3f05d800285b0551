import { sql } from 'kysely';
import type { CandidateSearch } from './candidate-filters.ts';

// A keyword search of the talent pool on PostgreSQL, through the generated, weighted
// search_vector and its GIN index (migration 0061): names, email and phone weigh A, job
// titles B, the resume D. Each word is stemmed by the candidate_search configuration
// ('english' keeping its stop-words, migration 20261126-0070), as the document was, and
// matched as a prefix, as on SQLite.
export function postgresCandidateSearch(tokens: readonly string[]): CandidateSearch {
  const tsquery = tokens.map((token) => `${token}:*`).join(' & ');
  const query = sql`to_tsquery('candidate_search', ${tsquery})`;
  return {
    from: sql`candidates`,
    condition: sql<boolean>`candidates.search_vector @@ ${query}`,
    relevanceOrder: sql`ts_rank(candidates.search_vector, ${query}) desc`,
  };
}
