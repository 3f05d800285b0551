import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDayHeading,
  formatShortDay,
  isCalendarDate,
  localToday,
  mondayOf,
  rangeOf,
  readCalendarSearch,
  writeCalendarSearch,
} from './calendar-search';

const ID = '0190a000-0000-7000-8000-00000000000a';

describe('the Interviews page’s days', () => {
  it('runs weeks from Monday to Sunday, across months, years and daylight saving', () => {
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(rangeOf({ kind: 'this-week' }, '2026-12-31')).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(rangeOf({ kind: 'next-week' }, '2026-12-31')).toEqual({
      from: '2027-01-04',
      to: '2027-01-10',
    });
    // The week the clocks go back in the United States.
    expect(rangeOf({ kind: 'this-week' }, '2026-11-01')).toEqual({
      from: '2026-10-26',
      to: '2026-11-01',
    });
    expect(rangeOf({ kind: 'date', date: '2026-12-24' }, '2026-12-02')).toEqual({
      from: '2026-12-24',
      to: '2026-12-24',
    });
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('takes today from the reader’s own clock', () => {
    expect(localToday(new Date(2026, 11, 2, 23, 59))).toBe('2026-12-02');
    expect(localToday(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('names a day in full, with its year only when it is not this year’s', () => {
    expect(formatDayHeading('2026-12-01', '2026-12-02')).toBe('Tuesday, December 1');
    expect(formatDayHeading('2027-01-01', '2026-12-30')).toBe('Friday, January 1, 2027');
    expect(formatShortDay('2026-11-30', '2026-12-02')).toBe('Mon, Nov 30');
    expect(formatShortDay('2027-01-03', '2026-12-30')).toBe('Sun, Jan 3, 2027');
  });

  it('reads the address, leaving out what is no date, id or state', () => {
    expect(readCalendarSearch(new URLSearchParams(''))).toEqual({ view: { kind: 'this-week' } });
    expect(readCalendarSearch(new URLSearchParams('week=next'))).toMatchObject({
      view: { kind: 'next-week' },
    });
    expect(
      readCalendarSearch(
        new URLSearchParams(
          `date=2026-12-24&recruiter=me&order=${ID}&client=${ID}&status=cancelled`,
        ),
      ),
    ).toEqual({
      view: { kind: 'date', date: '2026-12-24' },
      recruiter: 'me',
      order: ID,
      client: ID,
      status: 'cancelled',
    });
    expect(
      readCalendarSearch(new URLSearchParams('date=2026-02-30&recruiter=rita&order=7&status=done')),
    ).toEqual({ view: { kind: 'this-week' } });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('writes only what differs from this week with no filters', () => {
    expect(writeCalendarSearch({ view: { kind: 'this-week' } }).toString()).toBe('');
    expect(
      writeCalendarSearch({
        view: { kind: 'next-week' },
        recruiter: 'none',
        status: 'scheduled',
      }).toString(),
    ).toBe('week=next&recruiter=none&status=scheduled');
  });
});
