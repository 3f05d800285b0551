import { describe, expect, it } from 'vitest';
import { highlightText, searchTerms, stem } from './highlight';

const marked = (text: string, query: string) =>
  highlightText(text, query)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('stem', () => {
  it('gives the word forms one stem', () => {
    expect(new Set(['nurse', 'nurses', 'nursing', 'Nursing'].map(stem))).toEqual(new Set(['nurs']));
    expect(stem('forklifts')).toBe(stem('forklift'));
    expect(stem('companies')).toBe(stem('company'));
    expect(stem('shipping')).toBe('ship');
    expect(stem('drivers')).toBe(stem('driving'));
  });

  it('keeps the letters that belong to the word', () => {
    expect(stem('class')).toBe('class');
    expect(stem('status')).toBe('status');
    expect(stem('staffing')).toBe('staff');
    // Too short to trim.
    expect(stem('is')).toBe('is');
  });
});

describe('searchTerms', () => {
  it('takes the words once each, without quotes or operators', () => {
    expect(searchTerms('"Forklift" OR forklift, night-shift').map((term) => term.word)).toEqual([
      'forklift',
      'or',
      'night',
      'shift',
    ]);
    expect(searchTerms('  ')).toEqual([]);
  });
});

describe('highlightText', () => {
  it('marks other forms of the searched words, whatever their case', () => {
    expect(marked('Forklifts and a FORKLIFT licence.', 'forklift')).toEqual([
      'Forklifts',
      'FORKLIFT',
    ]);
    expect(marked('Registered nurse; ten years nursing. Nurses union.', 'nursing')).toEqual([
      'nurse',
      'nursing',
      'Nurses',
    ]);
  });

  it('marks the words a keyword starts, as the search finds them', () => {
    expect(marked('Forklift operator', 'fork')).toEqual(['Forklift']);
    // Two letters are too few to mark every word they start.
    expect(marked('Forklift operator', 'fo')).toEqual([]);
  });

  it('does not mark a word that only contains the keyword', () => {
    expect(marked('Electrician, not an unelectric role', 'electric')).toEqual(['Electrician']);
  });

  it('matches accented letters with plain ones', () => {
    expect(marked('Café manager', 'cafe')).toEqual(['Café']);
  });

  it('keeps the whole text, in order', () => {
    const text = 'Forklift certified, night shift.\nAvailable weekends.';
    const segments = highlightText(text, 'night forklift');
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments).toEqual([
      { text: 'Forklift', match: true },
      { text: ' certified, ', match: false },
      { text: 'night', match: true },
      { text: ' shift.\nAvailable weekends.', match: false },
    ]);
  });

  it('returns the text as one plain run without search words', () => {
    expect(highlightText('Some text', '')).toEqual([{ text: 'Some text', match: false }]);
    expect(highlightText('', 'nurse')).toEqual([]);
  });
});
