import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClock,
  formatDuration,
  formatInReaderZone,
  formatInterviewTime,
  formatZone,
} from './interview-time';

const interview = {
  date: '2026-12-15',
  time: '14:30',
  timeZone: 'America/Chicago',
  startsAt: '2026-12-15T20:30:00.000Z',
  durationMinutes: 45,
};

describe('interview times', () => {
  it('write the agreed wall-clock time in its zone', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('23:59')).toBe('11:59 PM');
    expect(formatCalendarDate('2027-03-14')).toBe('Sun, Mar 14, 2027');
    expect(formatZone('America/Los_Angeles')).toBe('Los Angeles time');
    expect(formatZone('UTC')).toBe('UTC');
    expect(formatInterviewTime(interview)).toBe('Tue, Dec 15, 2026, 2:30 PM Chicago time');
  });

  it('write durations in minutes and hours', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });

  it('add the reader’s own clock only when it shows another time', () => {
    expect(formatInReaderZone(interview, 'America/Chicago')).toBeNull();
    expect(formatInReaderZone(interview, 'America/New_York')).toBe(
      'Tue, Dec 15, 3:30 PM your time',
    );
    // Same clock, another name: nothing to add.
    expect(formatInReaderZone(interview, 'America/Winnipeg')).toBeNull();
    expect(formatInReaderZone(interview, undefined)).toBeNull();
  });
});
