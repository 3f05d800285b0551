import { JOB_GLOSSARY_ES, SPANISH_STOP_WORDS } from './job-glossary-es.ts';

// A Spanish job search as English search terms, for the keyword search and job alerts: the
// board's ads are in English, so "conductor de camión en Phoenix" has to become "truck driver"
// AND "phoenix" before the full-text search sees it.

export type SpanishQueryExpansion = {
  // AND between groups, OR within a group. An alternative of several words ("truck driver")
  // needs them all in an ad; searching them as a phrase is stricter and also right.
  terms: string[][];
  // The query's words not in the glossary, lower case but otherwise as typed (accents kept:
  // SQLite's index folds them, PostgreSQL's does not), each also a group of its own in terms.
  unmatched: string[];
};

// Lower case without accents. ñ becomes n too: no two of the glossary's terms differ only
// by it (its tests check that keys stay distinct after folding), and people on an English
// keyboard type "ninera" and "diseno".
export function foldSpanish(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

type Node = { readonly children: Map<string, Node>; english?: readonly string[] };
type Index = { root: Node; vocabulary: Set<string>; stopWords: Set<string> };

// Built on the first query rather than when the module loads, so a server that never gets a
// Spanish query never pays for it.
let index: Index | undefined;

function buildIndex(): Index {
  const root: Node = { children: new Map() };
  const stopWords = new Set(SPANISH_STOP_WORDS.map(foldSpanish));
  const vocabulary = new Set(stopWords);
  for (const entry of JOB_GLOSSARY_ES) {
    let node = root;
    for (const word of foldSpanish(entry.es).split(' ')) {
      vocabulary.add(word);
      let child = node.children.get(word);
      if (!child) {
        child = { children: new Map() };
        node.children.set(word, child);
      }
      node = child;
    }
    node.english = entry.en;
  }
  return { root, vocabulary, stopWords };
}

// The other forms a folded word may stand for, most likely first: the singular of a plural
// (capataces → capataz, conductores → conductor, enfermeras → enfermera), the plural of a
// singular (dato → datos), and the masculine of a feminine (enfermera → enfermero, doctora →
// doctor, jefa → jefe) or the feminine of a masculine (niñero → niñera). Short words are
// left alone but for a plural ("red" → redes): "la" is not a form of "lo".
function otherForms(word: string): string[] {
  if (word.length < 3) return [];
  const plurals = word.endsWith('s')
    ? []
    : [`${word}s`, `${word}es`, ...(word.endsWith('z') ? [`${word.slice(0, -1)}ces`] : [])];
  if (word.length < 4) return plurals;
  const singulars: string[] = [];
  if (word.endsWith('ces')) singulars.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) singulars.push(word.slice(0, -2));
  if (word.endsWith('s')) singulars.push(word.slice(0, -1));
  const genders: string[] = [];
  for (const form of [word, ...singulars]) {
    const stem = form.slice(0, -1);
    if (form.endsWith('a')) genders.push(`${stem}o`, stem, `${stem}e`);
    else if (form.endsWith('o')) genders.push(`${stem}a`);
  }
  return [...singulars, ...plurals, ...genders];
}

// A word: letters and digits, marks kept with their letter, hyphenated parts kept together
// ("cdl-a"), as typed.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:-[\p{L}\p{N}\p{M}]+)*/gu;

export function expandSpanishQuery(q: string): SpanishQueryExpansion {
  index ??= buildIndex();
  const { root, vocabulary, stopWords } = index;
  const words = q.normalize('NFKC').match(WORD) ?? [];
  // Each word's forms that the glossary or the stop words know, the word itself first.
  const forms = words.map((word) => {
    const folded = foldSpanish(word);
    return [folded, ...otherForms(folded).filter((form) => vocabulary.has(form))];
  });

  const terms: string[][] = [];
  const unmatched: string[] = [];
  const seen = new Set<string>();
  const add = (group: readonly string[]) => {
    const key = group.join('\n');
    if (seen.has(key)) return;
    seen.add(key);
    terms.push([...group]);
  };

  let start = 0;
  while (start < words.length) {
    // The longest glossary phrase starting here, over every known form of its words.
    let frontier = [root];
    let match: { length: number; english: readonly string[] } | undefined;
    for (let end = start; end < words.length && frontier.length > 0; end++) {
      const next: Node[] = [];
      for (const node of frontier) {
        for (const form of forms[end] ?? []) {
          const child = node.children.get(form);
          if (child) next.push(child);
        }
      }
      frontier = next;
      const english = next.find((node) => node.english)?.english;
      if (english) match = { length: end - start + 1, english };
    }
    if (match) {
      add(match.english);
      start += match.length;
      continue;
    }
    const word = words[start] ?? '';
    if (!(forms[start] ?? []).some((form) => stopWords.has(form))) {
      const typed = word.toLowerCase();
      if (!unmatched.includes(typed)) unmatched.push(typed);
      add([typed]);
    }
    start += 1;
  }
  return { terms, unmatched };
}
