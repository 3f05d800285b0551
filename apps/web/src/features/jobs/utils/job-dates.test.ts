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
});
