import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClosingDate, formatPostedDate } from './job-dates';

describe('job page dates', () => {
  it('writes the posted date out in words', () => {
    expect(formatPostedDate(new Date(Date.UTC(2026, 10, 3, 15, 0)).toISOString())).toBe(
      'November 3, 2026',
    );
    expect(formatPostedDate('not a date')).toBe('');
  });

  it('shows the closing date as the day that was picked', () => {
    expect(formatClosingDate('2026-12-31T23:59:59.999Z')).toBe('December 31, 2026');
    expect(formatClosingDate('')).toBe('');
  });

  it('writes the Spanish date day first, the month in lower case', () => {
    expect(formatClosingDate('2026-11-03T23:59:59.999Z', 'es')).toBe('3 de noviembre de 2026');
  });

  it.each([
    ['en', 'en-US'],
    ['es', 'es-US'],
  ] as const)("writes every date in UTC, in %s, as Intl's long %s date does", (locale, tag) => {
    const intl = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2200-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatPostedDate(date.toISOString(), locale)).toBe(intl.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
