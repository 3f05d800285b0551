import { expandSpanishQuery } from '@staffing/shared/i18n/expand-spanish-query';
import { searchTokens, type JobFilters } from './job-filters.ts';

// What a keyword search asks for, whatever the language it was typed in: every group must
// match (AND), any one alternative of a group will do (OR), and an alternative of several
// words needs them all. An English search is one group per typed word, each matching the
// words it starts as well ("elect" finds electrician); a Spanish one (lang=es) is the
// glossary's English for its words (expandSpanishQuery: "conductor de camión" is "truck
// driver" or "truck drivers" or …), matched as words, with the words the glossary does not
// know kept as typed groups of their own, matched like English ones.
export type KeywordAlternative = { readonly words: readonly string[]; readonly prefix: boolean };
export type KeywordQuery = readonly (readonly KeywordAlternative[])[];

// A search never has more groups than an English one has words (searchTokens keeps 8).
const MAX_GROUPS = 8;

// The glossary's English is written by us, but each alternative still goes through the same
// tokenizer as a typed word: only letters and digits ever reach FTS5 or tsquery.
function alternative(phrase: string, prefix: boolean): KeywordAlternative | undefined {
  const words = searchTokens(phrase);
  return words.length > 0 ? { words, prefix } : undefined;
}

function spanishKeywords(q: string): KeywordQuery {
  const { terms, unmatched } = expandSpanishQuery(q);
  const typed = new Set(unmatched);
  return terms
    .map((group) =>
      group.flatMap((phrase) => {
        const found = alternative(phrase, group.length === 1 && typed.has(phrase));
        return found ? [found] : [];
      }),
    )
    .filter((group) => group.length > 0)
    .slice(0, MAX_GROUPS);
}

// A request asks for its keyword question several times (its keys, the list, the total, the
// facets): the last Spanish query's expansion is kept rather than worked out again each time.
let lastSpanish: { q: string; keywords: KeywordQuery } | undefined;

export function keywordQuery(filters: Pick<JobFilters, 'q' | 'lang'>): KeywordQuery {
  if (filters.lang === 'es' && filters.q) {
    if (lastSpanish?.q !== filters.q) {
      lastSpanish = { q: filters.q, keywords: spanishKeywords(filters.q) };
    }
    return lastSpanish.keywords;
  }
  return searchTokens(filters.q).map((token) => [{ words: [token], prefix: true }]);
}

export function hasKeywords(filters: Pick<JobFilters, 'q' | 'lang'>): boolean {
  return keywordQuery(filters).length > 0;
}

// One key per keyword question: "Nurse," and "nurse" ask the same; a Spanish search is
// keyed by what it asks in English.
export function keywordKey(filters: Pick<JobFilters, 'q' | 'lang'>): string {
  const query = keywordQuery(filters);
  return filters.lang === 'es'
    ? JSON.stringify(query)
    : query.map((group) => group[0]?.words[0] ?? '').join(' ');
}

// Only single words, each its own group: written as before, "a" "b" side by side.
function isPlain(query: KeywordQuery): boolean {
  return query.every((group) => group.length === 1 && group[0]?.words.length === 1);
}

// FTS5's query for the text columns: `exact` leaves every word whole (word forms by the
// porter stemmer only); otherwise a typed word also matches the words it starts.
export function fts5Keywords(query: KeywordQuery, { exact }: { exact: boolean }): string {
  const word = (text: string, prefix: boolean) => `"${text}"${prefix && !exact ? '*' : ''}`;
  const alternatives = (group: readonly KeywordAlternative[]) => {
    const written = group.map(({ words, prefix }) =>
      words.length === 1
        ? word(words[0] ?? '', prefix)
        : `(${words.map((text) => word(text, prefix)).join(' ')})`,
    );
    return written.length === 1 ? (written[0] ?? '') : `(${written.join(' OR ')})`;
  };
  return query.map(alternatives).join(isPlain(query) ? ' ' : ' AND ');
}

// PostgreSQL's tsquery (to_tsquery('english', …)) for the same question.
export function tsqueryKeywords(query: KeywordQuery): string {
  const word = (text: string, prefix: boolean) => (prefix ? `${text}:*` : text);
  return query
    .map((group) => {
      const written = group.map(({ words, prefix }) =>
        words.length === 1
          ? word(words[0] ?? '', prefix)
          : `(${words.map((text) => word(text, prefix)).join(' & ')})`,
      );
      return written.length === 1 ? (written[0] ?? '') : `(${written.join(' | ')})`;
    })
    .join(' & ');
}
