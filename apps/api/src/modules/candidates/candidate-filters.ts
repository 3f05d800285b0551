import { sql, type RawBuilder } from 'kysely';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import type { CandidateSort } from '@staffing/shared/candidate-schemas';
import type { Industry } from '@staffing/shared/constants';
import { searchTokens, STATE_CODE } from '../jobs/job-filters.ts';
import { cityKey } from '../jobs/job-facts.ts';

// The filters of the talent pool's list and the conditions they become, on `candidates`.

export type CandidateFilters = {
  q?: string | undefined;
  industry?: Industry | undefined;
  // A city ('Chicago', 'Chicago, IL') or a US state code ('IL').
  where?: string | undefined;
  status?: ApplicationStatus | undefined;
  activeWithin?: number | undefined;
  // true: only candidates whose newest resume's text could be read; false: only the others.
  readable?: boolean | undefined;
  tag?: string | undefined;
  // Relevance applies to keyword searches only; without one the list is by last activity.
  sort?: CandidateSort | undefined;
};

// The words a recruiter types around what they look for ("the nurse", "forklift and
// warehouse"): nearly every resume holds them, so requiring them would only drop the people
// without one. They are left out of a search that has other words and kept when they are all
// it has. Only these: longer stop-word lists (PostgreSQL's 'english') hold first names and
// skills ("Will", "Don", "May", "IT"), which both databases index and search.
const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'at',
  'to',
  'for',
  'with',
]);

// The words a keyword search of the talent pool matches, the same on both databases.
export function candidateSearchTokens(q: string | undefined): string[] {
  const tokens = searchTokens(q);
  const words = tokens.filter((token) => !FILLER_WORDS.has(token));
  return words.length > 0 ? words : tokens;
}

export function candidateConditions(
  filters: CandidateFilters,
  now = new Date(),
): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.industry) {
    conditions.push(sql<boolean>`exists (select 1 from candidate_industries
      where candidate_industries.candidate_id = candidates.id
        and candidate_industries.industry = ${filters.industry})`);
  }
  const where = filters.where?.trim();
  if (where) {
    const cityAndState = /^(.+?)\s*,\s*([A-Za-z]{2})$/u.exec(where);
    if (STATE_CODE.test(where)) {
      conditions.push(sql<boolean>`candidates.region = ${where.toUpperCase()}`);
    } else if (cityAndState?.[1] && cityAndState[2]) {
      conditions.push(
        sql<boolean>`candidates.city_key = ${cityKey(cityAndState[1])}`,
        sql<boolean>`candidates.region = ${cityAndState[2].toUpperCase()}`,
      );
    } else {
      conditions.push(sql<boolean>`candidates.city_key = ${cityKey(where)}`);
    }
  }
  if (filters.status) {
    conditions.push(sql<boolean>`candidates.latest_status = ${filters.status}`);
  }
  if (filters.activeWithin !== undefined) {
    const since = new Date(now.getTime() - filters.activeWithin * 86_400_000).toISOString();
    conditions.push(sql<boolean>`candidates.last_activity_at > ${since}`);
  }
  if (filters.readable !== undefined) {
    conditions.push(sql<boolean>`candidates.resume_readable = ${filters.readable ? 1 : 0}`);
  }
  if (filters.tag) {
    conditions.push(sql<boolean>`exists (select 1 from candidate_tags
      where candidate_tags.candidate_id = candidates.id and candidate_tags.tag = ${filters.tag})`);
  }
  return conditions;
}

// What a keyword search adds to the list's query, per dialect: the tables to read, the
// match condition, and the best-first order for sort=relevance.
export type CandidateSearch = {
  from: RawBuilder<unknown>;
  condition: RawBuilder<boolean>;
  relevanceOrder: RawBuilder<unknown>;
};
