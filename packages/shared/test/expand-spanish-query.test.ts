import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandSpanishQuery } from '../src/i18n/expand-spanish-query.ts';
import { JOB_GLOSSARY_ES, SPANISH_STOP_WORDS } from '../src/i18n/job-glossary-es.ts';

const terms = (q: string) => expandSpanishQuery(q).terms;

describe('expandSpanishQuery', () => {
  it('turns a glossary word into its English and keeps an unknown word as typed', () => {
    expect(expandSpanishQuery('almacén Phoenix')).toEqual({
      terms: [['warehouse'], ['phoenix']],
      unmatched: ['phoenix'],
    });
  });

  it.each([
    ['almacén', [['warehouse']]],
    ['enfermera', [['nurse']]],
    ['enfermero', [['nurse']]],
    ['conductor de camión', [['truck driver', 'cdl']]],
    ['camionero', [['truck driver', 'cdl']]],
    ['limpieza', [['cleaning', 'janitorial', 'custodian', 'housekeeping']]],
    ['montacargas', [['forklift']]],
    ['soldador', [['welder']]],
    ['carpintero', [['carpenter']]],
    ['cuidador', [['caregiver', 'home health aide', 'personal care aide']]],
    ['asistente de enfermería', [['certified nursing assistant', 'cna', 'nursing assistant']]],
    ['recepcionista', [['receptionist', 'front desk']]],
    ['programador', [['developer', 'programmer']]],
    ['contador', [['accountant']]],
    ['gerente', [['manager']]],
  ])('%s', (query, expected) => {
    expect(terms(query)).toEqual(expected);
  });

  it('does not need accents, and ignores case', () => {
    expect(terms('almacen')).toEqual([['warehouse']]);
    expect(terms('ALMACÉN')).toEqual([['warehouse']]);
    expect(terms('Conductor De Camion')).toEqual([['truck driver', 'cdl']]);
    // ñ is folded to n as well: people on an English keyboard leave it out.
    expect(terms('ninera')).toEqual(terms('niñera'));
  });

  it('matches the longest phrase first, and a phrase cut short as its words', () => {
    expect(terms('conductor de camión')).toEqual([['truck driver', 'cdl']]);
    expect(terms('conductor de autobús escolar')).toEqual([['school bus driver']]);
    expect(terms('operador de montacargas')).toEqual([['forklift operator']]);
    expect(terms('conductor de')).toEqual([['driver']]);
    expect(terms('camión conductor')).toEqual([['truck'], ['driver']]);
  });

  it('finds plurals and feminine forms of the glossary’s terms', () => {
    expect(terms('conductores de camiones')).toEqual([['truck driver', 'cdl']]);
    expect(terms('soldadoras')).toEqual([['welder']]);
    expect(terms('enfermeras registradas')).toEqual([['registered nurse', 'rn']]);
    expect(terms('capataces')).toEqual([['foreman']]);
    expect(terms('doctora')).toEqual([['physician', 'doctor']]);
    expect(terms('jefa')).toEqual(terms('jefe'));
    expect(terms('niñeros')).toEqual(terms('niñera'));
    expect(terms('dato')).toEqual([['data']]);
    // A hotel's "camarera" is a housekeeper; a restaurant's is a server.
    expect(terms('camareras de hotel')).toEqual([['housekeeper', 'housekeeping']]);
    expect(terms('camarera')).toEqual([['server', 'waiter']]);
  });

  it('drops stop words unless a phrase holds them', () => {
    expect(expandSpanishQuery('busco trabajo de limpieza cerca de mí')).toEqual({
      terms: [['cleaning', 'janitorial', 'custodian', 'housekeeping']],
      unmatched: [],
    });
    expect(expandSpanishQuery('trabajos de y para')).toEqual({ terms: [], unmatched: [] });
    expect(terms('empleos de soldadura en Chicago')).toEqual([['welding'], ['chicago']]);
    expect(terms('tiempo completo')).toEqual([['full-time']]);
    expect(terms('sin experiencia')).toEqual([['entry level', 'no experience']]);
  });

  it('keeps unknown words as typed, lower case with their accents, hyphens joined', () => {
    expect(expandSpanishQuery('Tucsón, CDL-A soldador')).toEqual({
      terms: [['tucsón'], ['cdl-a'], ['welder']],
      unmatched: ['tucsón', 'cdl-a'],
    });
  });

  it('gives each group once', () => {
    expect(expandSpanishQuery('enfermera enfermero Phoenix phoenix')).toEqual({
      terms: [['nurse'], ['phoenix']],
      unmatched: ['phoenix'],
    });
  });

  it('returns nothing for an empty or wordless query', () => {
    expect(expandSpanishQuery('')).toEqual({ terms: [], unmatched: [] });
    expect(expandSpanishQuery(' ¿?, — ')).toEqual({ terms: [], unmatched: [] });
  });

  it('returns groups of its own: changing one leaves the glossary as it was', () => {
    const first = terms('almacén');
    first[0]?.push('changed');
    expect(terms('almacén')).toEqual([['warehouse']]);
  });

  // Queries made of the glossary's own words and stop words, in any case, with or without
  // accents, among other characters.
  const glossaryWord = fc.constantFrom(
    ...JOB_GLOSSARY_ES.map((entry) => entry.es),
    ...SPANISH_STOP_WORDS,
  );
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
  );
  const mixedQuery = fc
    .array(fc.oneof(glossaryWord, anyText), { maxLength: 8 })
    .map((parts) => parts.join(' '));

  it('never throws and never returns an empty group or an empty term', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, mixedQuery), (q) => {
        const { terms: groups, unmatched } = expandSpanishQuery(q);
        for (const group of groups) {
          expect(group.length).toBeGreaterThan(0);
          for (const term of group) expect(term.length).toBeGreaterThan(0);
        }
        for (const word of unmatched) expect(groups).toContainEqual([word]);
      }),
      { numRuns: 500 },
    );
  });

  it('expands glossary words the same with or without accents and in any case', () => {
    const query = fc
      .array(glossaryWord, { minLength: 1, maxLength: 6 })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(query, (q) => {
        const plain = q.normalize('NFD').replace(/\p{M}/gu, '');
        expect(terms(plain.toUpperCase())).toEqual(terms(q));
      }),
      { numRuns: 300 },
    );
  });
});
