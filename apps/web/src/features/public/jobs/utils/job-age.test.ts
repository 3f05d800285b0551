import { describe, expect, it } from 'vitest';
import { formatJobAge } from './job-age';

// Local-time constructors, so the expectations hold in any time zone the tests run in.
const now = new Date(2026, 4, 20, 9, 30);
const daysBefore = (days: number, hours = 12) => new Date(2026, 4, 20 - days, hours, 0);

describe('formatJobAge', () => {
  it('says today for the same calendar day, earlier or a little later', () => {
    expect(formatJobAge(new Date(2026, 4, 20, 0, 5), now)).toBe('today');
    expect(formatJobAge(new Date(2026, 4, 20, 23, 0), now)).toBe('today');
  });

  it('treats a date in the future (clock skew) as today', () => {
    expect(formatJobAge(daysBefore(-3), now)).toBe('today');
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(formatJobAge(daysBefore(1, 23), now)).toBe('1 day ago');
    expect(formatJobAge(daysBefore(3), now)).toBe('3 days ago');
    expect(formatJobAge(daysBefore(6), now)).toBe('6 days ago');
  });

  it('switches to weeks from 7 days', () => {
    expect(formatJobAge(daysBefore(7), now)).toBe('1 week ago');
    expect(formatJobAge(daysBefore(13), now)).toBe('1 week ago');
    expect(formatJobAge(daysBefore(14), now)).toBe('2 weeks ago');
    expect(formatJobAge(daysBefore(29), now)).toBe('4 weeks ago');
  });

  it('switches to months from 30 days and years from 365', () => {
    expect(formatJobAge(daysBefore(30), now)).toBe('1 month ago');
    expect(formatJobAge(daysBefore(95), now)).toBe('3 months ago');
    expect(formatJobAge(daysBefore(365), now)).toBe('1 year ago');
    expect(formatJobAge(daysBefore(800), now)).toBe('2 years ago');
  });

  it('accepts the API ISO strings and ignores an unreadable date', () => {
    expect(formatJobAge(daysBefore(2).toISOString(), now)).toBe('2 days ago');
    expect(formatJobAge('not a date', now)).toBe('');
  });
});
