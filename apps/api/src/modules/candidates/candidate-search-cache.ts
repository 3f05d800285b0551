import { createResultCache } from '../../lib/result-cache.ts';
import { candidateSearchTokens, type CandidateFilters } from './candidate-filters.ts';
import type { CandidateMatches, RememberMatches } from './candidates-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    // The talent pool's shared search results: one per instance, created in buildApp before
    // anything that changes candidates is registered.
    candidateSearch: CandidateSearchCache;
  }
}

export type CandidateSearchCache = {
  // How listCandidates gets this search's matches: shared by everyone asking it within
  // SEARCH_COUNT_CACHE_MS; undefined when that is 0, so each request counts and ranks.
  remember(filters: CandidateFilters): RememberMatches | undefined;
  // After a candidate changed through this instance (in the writer's transaction's wake).
  clear(): void;
};

// A search's ids are UUID strings: about 64 bytes each in the heap with the array's slot.
const BYTES_PER_ID = 64;

// The talent pool's search costs what its matches number: the total counts them all and a
// ranking by relevance scores them all before taking a page, so a common word at 100,000
// candidates is ten times the work it is at 10,000. As with the job board's counts (ADR
// 0010), everyone asking the same question within SEARCH_COUNT_CACHE_MS shares one answer:
// the ordered ids of the first SHARED_MATCHES_MAX matches and the total. The page's rows are
// read by id each time, so what staff see of a candidate is never older than the request.
export function createCandidateSearchCache(ttlMs: number): CandidateSearchCache {
  // 8 MB holds some 60 searches of 2,000 matches, and many more of fewer.
  const matches = createResultCache<CandidateMatches>({
    ttlMs,
    weigh: (value) => 100 + value.ids.length * BYTES_PER_ID,
    maxWeight: 8 * 1024 * 1024,
  });
  return {
    remember: (filters) =>
      ttlMs > 0 ? (find) => matches.get(matchesKey(filters), find) : undefined,
    clear: () => {
      matches.clear();
    },
  };
}

// One key per question: every filter as the conditions read it, the keywords as tokens
// ("Forklift," and "forklift" find the same people) and the order they are listed in; never
// the page or its size, which only slice the answer.
export function matchesKey(filters: CandidateFilters): string {
  const tokens = candidateSearchTokens(filters.q);
  return JSON.stringify([
    tokens.join(' '),
    filters.industry ?? null,
    // Cities are compared lower-case and state codes upper-case (candidate-filters.ts).
    filters.where?.trim().toLowerCase() ?? null,
    filters.status ?? null,
    filters.activeWithin ?? null,
    filters.readable ?? null,
    filters.tag ?? null,
    tokens.length > 0 && filters.sort !== 'activity' ? 'relevance' : 'activity',
  ]);
}
