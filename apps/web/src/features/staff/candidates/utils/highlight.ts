// Marks the searched words in a resume's text. The search itself stems words (nurse, nurses
// and nursing are one word to it) and also finds the words a keyword starts ("fork" finds
// "forklift"), so the marks follow both rules. The stemmer is a small English suffix trim,
// not the server's: it only has to agree with it on the common word forms.

export type HighlightSegment = { text: string; match: boolean };

const WORD = /[\p{L}\p{N}]+/gu;
// Shorter keywords would mark half the resume as word starts.
const MIN_PREFIX_LENGTH = 3;
const MIN_STEM_LENGTH = 3;

// Longest first: the first that fits is the one trimmed.
const SUFFIXES = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ing',
  'ies',
  'ers',
  'er',
  'ed',
  'es',
  's',
  'e',
] as const;

function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function trimSuffix(word: string): string {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length < MIN_STEM_LENGTH) continue;
    // "class", "status", "analysis": the s belongs to the word.
    if (suffix === 's' && /(?:ss|us|is)$/u.test(word)) return word;
    // companies → compani, like company → compani below.
    return suffix === 'ies' ? `${stem}i` : stem;
  }
  return word;
}

// nurse, nurses, nursing → nurs; forklift, forklifts → forklift; company, companies → compani.
export function stem(word: string): string {
  let result = trimSuffix(fold(word));
  if (result.length > MIN_STEM_LENGTH && result.endsWith('y')) result = `${result.slice(0, -1)}i`;
  // shipping → shipp → ship; but not "staff" or "skill", whose double letter is their own.
  const double = /([^aeioulsfz])\1$/u.exec(result);
  if (double && result.length > MIN_STEM_LENGTH) result = result.slice(0, -1);
  return result;
}

export type SearchTerm = { word: string; stem: string };

// The words of a search box's text (quotes, operators and punctuation dropped), once each.
export function searchTerms(query: string): SearchTerm[] {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const match of query.matchAll(WORD)) {
    const word = fold(match[0]);
    if (seen.has(word)) continue;
    seen.add(word);
    terms.push({ word, stem: stem(word) });
  }
  return terms;
}

function matchesTerm(word: string, terms: readonly SearchTerm[]): boolean {
  const folded = fold(word);
  const wordStem = stem(folded);
  return terms.some(
    (term) =>
      term.stem === wordStem ||
      (term.word.length >= MIN_PREFIX_LENGTH && folded.startsWith(term.word)),
  );
}

// The text cut into runs of plain text and matched words, in order; joined they are the
// text again. Without search words it is one plain run.
export function highlightText(text: string, query: string): HighlightSegment[] {
  const terms = searchTerms(query);
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const segments: HighlightSegment[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(WORD)) {
    if (!matchesTerm(match[0], terms)) continue;
    if (match.index > plainStart) {
      segments.push({ text: text.slice(plainStart, match.index), match: false });
    }
    segments.push({ text: match[0], match: true });
    plainStart = match.index + match[0].length;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
