import { describe, expect, it } from 'vitest';
import {
  closingDateInputValue,
  formatClosingDate,
  hasClosingDatePassed,
  todayIsoDate,
} from './job-dates';

describe('job dates', () => {
  it("gives today's local date in the date input's format", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 10, 30, 0, 5))).toBe('2026-11-30');
  });

  it('reads and shows a stored closing date as the calendar day that was picked', () => {
    expect(closingDateInputValue('2026-12-31T23:59:59.999Z')).toBe('2026-12-31');
    expect(closingDateInputValue(undefined)).toBe('');
    expect(formatClosingDate('2026-12-31T23:59:59.999Z')).toBe('Dec 31, 2026');
  });

  it('knows when the closing date has passed', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(hasClosingDatePassed('2026-05-31T23:59:59.999Z', now)).toBe(true);
    expect(hasClosingDatePassed('2026-06-01T23:59:59.999Z', now)).toBe(false);
  });
});
