import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromTimestamp, isoFromTimestamptz } from '../src/db/postgres-timestamps.ts';

// PostgreSQL's text form of a timestamp: date, time, 0-6 fractional digits, and for
// timestamptz the session's offset.
const postgresText = fc
  .record({
    ms: fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59) }),
    micro: fc.integer({ min: 0, max: 999 }),
    digits: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ ms, micro, digits }) => {
    const iso = new Date(ms).toISOString();
    const fraction = `${iso.slice(20, 23)}${String(micro).padStart(3, '0')}`
      .slice(0, digits)
      .replace(/0+$/, '');
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}`;
  });

describe('PostgreSQL timestamps as ISO text', () => {
  it('equals what Date makes of any UTC timestamptz', () => {
    fc.assert(
      fc.property(postgresText, (text) => {
        expect(isoFromTimestamptz(`${text}+00`)).toBe(new Date(`${text}+00`).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('equals what Date makes of any timestamp taken as UTC', () => {
    fc.assert(
      fc.property(postgresText, (text) => {
        expect(isoFromTimestamp(text)).toBe(new Date(`${text}Z`).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('reads other session time zones through Date', () => {
    expect(isoFromTimestamptz('2026-11-23 16:10:37.5-05')).toBe('2026-11-23T21:10:37.500Z');
    expect(isoFromTimestamptz('2026-11-23 22:40:37+01:30')).toBe('2026-11-23T21:10:37.000Z');
  });
});
