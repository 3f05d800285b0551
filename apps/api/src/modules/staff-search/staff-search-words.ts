import { candidateSearchTokens } from '../candidates/candidate-filters.ts';
import { searchTokens } from '../jobs/job-filters.ts';

// What the search box's text asks for. Only letters and digits ever reach FTS5 or tsquery
// (searchTokens cuts everything else away, at most 8 words of 40 characters), so quotes,
// `%`, `_`, `*`, `-` or NEAR are never operators; each word is quoted for FTS5 and a plain
// operand for tsquery.
export type StaffSearchWords = {
  // Each must start a word of the record's names, address, phone, title, position or company.
  // A one-letter word would start nearly every record's, so it is left out.
  prefixes: string[];
  // The talent pool's words (the filler words "the", "and" … left out when there are others)
  // matched whole, in word forms, anywhere in a candidate's search document: the newest
  // resume's text, the titles applied to, the names.
  words: string[];
};

const MIN_WORD_LENGTH = 2;

export function staffSearchWords(q: string): StaffSearchWords {
  const long = (token: string) => token.length >= MIN_WORD_LENGTH;
  return {
    prefixes: searchTokens(q).filter(long),
    words: candidateSearchTokens(q).filter(long),
  };
}

// FTS5 keeps posting lists for prefixes of up to this many characters (migration 0098): a
// longer prefix is read by gathering every word it starts, which for a common word among a
// million titles costs milliseconds, so such a word is first asked whole (read lazily, newest
// first) and as a prefix only when that finds too few.
export const INDEXED_PREFIX_LENGTH = 6;

export const hasLongPrefix = (prefixes: readonly string[]) =>
  prefixes.some((prefix) => prefix.length > INDEXED_PREFIX_LENGTH);

// `"mar"* AND "garcia"*`; with `wholeLongWords`, a word past the indexed prefixes is asked whole.
export function fts5Prefixes(
  prefixes: readonly string[],
  { wholeLongWords = false }: { wholeLongWords?: boolean } = {},
): string {
  return prefixes
    .map((prefix) =>
      wholeLongWords && prefix.length > INDEXED_PREFIX_LENGTH ? `"${prefix}"` : `"${prefix}"*`,
    )
    .join(' AND ');
}

// `"forklift" AND "driver"`: whole words, in the word forms of the table's tokenizer.
export const fts5Words = (words: readonly string[]) =>
  words.map((word) => `"${word}"`).join(' AND ');

// `mar:* & garcia:*` for to_tsquery('simple', …).
export const tsqueryPrefixes = (prefixes: readonly string[]) =>
  prefixes.map((prefix) => `${prefix}:*`).join(' & ');

// `forklift & driver` for to_tsquery('candidate_search', …).
export const tsqueryWords = (words: readonly string[]) => words.join(' & ');
