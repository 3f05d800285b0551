import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../src/constants.ts';
import { expandSpanishQuery, foldSpanish } from '../src/i18n/expand-spanish-query.ts';
import { JOB_GLOSSARY_ES, SPANISH_STOP_WORDS } from '../src/i18n/job-glossary-es.ts';

// Words PostgreSQL's English search drops (a few of its list): an alternative made only of
// these would search for nothing there.
const ENGLISH_STOP_WORDS = new Set(
  'a an and are as at be by for from in into is it of on or that the to with'.split(' '),
);

describe('the Spanish job glossary', () => {
  it('has at least 300 entries', () => {
    expect(JOB_GLOSSARY_ES.length).toBeGreaterThanOrEqual(300);
  });

  it.each(INDUSTRIES)('covers %s with at least 30 entries', (industry) => {
    const entries = JOB_GLOSSARY_ES.filter((entry) => entry.industry === industry);
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  it('has no Spanish key twice once case, accents and ñ are folded', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { es } of JOB_GLOSSARY_ES) {
      const folded = foldSpanish(es);
      const first = seen.get(folded);
      if (first !== undefined) duplicates.push(`${first} / ${es}`);
      seen.set(folded, es);
    }
    expect(duplicates).toEqual([]);
  });

  it('writes each Spanish key in lower case, as words separated by single spaces', () => {
    const malformed = JOB_GLOSSARY_ES.map((entry) => entry.es).filter(
      (es) => !/^\p{Ll}+(?: \p{Ll}+)*$/u.test(es),
    );
    expect(malformed).toEqual([]);
  });

  it('gives every entry English alternatives of letters, spaces and hyphens only', () => {
    const wrong = JOB_GLOSSARY_ES.filter(
      ({ en }) =>
        en.length === 0 ||
        new Set(en).size !== en.length ||
        en.some((term) => !/^[a-z]+(?:[ -][a-z]+)*$/.test(term)),
    ).map((entry) => entry.es);
    expect(wrong).toEqual([]);
  });

  it('never offers an English alternative that PostgreSQL would search as nothing', () => {
    const empty = JOB_GLOSSARY_ES.flatMap(({ es, en }) =>
      en
        .filter((term) => term.split(/[ -]/).every((word) => ENGLISH_STOP_WORDS.has(word)))
        .map((term) => `${es} → ${term}`),
    );
    expect(empty).toEqual([]);
  });

  it('turns each of its keys, typed alone, into exactly its English', () => {
    const wrong = JOB_GLOSSARY_ES.filter(({ es, en }) => {
      const expected = JSON.stringify([en]);
      return [es, foldSpanish(es), es.toUpperCase()].some(
        (query) => JSON.stringify(expandSpanishQuery(query).terms) !== expected,
      );
    }).map((entry) => entry.es);
    expect(wrong).toEqual([]);
  });

  it('keeps its stop words apart from its terms and each stop word once', () => {
    const folded = SPANISH_STOP_WORDS.map(foldSpanish);
    expect(new Set(folded).size).toBe(folded.length);
    const keys = new Set(JOB_GLOSSARY_ES.map((entry) => foldSpanish(entry.es)));
    expect(folded.filter((word) => keys.has(word))).toEqual([]);
    expect(SPANISH_STOP_WORDS.filter((word) => !/^\p{Ll}+$/u.test(word))).toEqual([]);
  });
});
