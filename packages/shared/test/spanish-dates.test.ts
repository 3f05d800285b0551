import { describe, expect, it } from 'vitest';
import { spanishClock, spanishFullDate, spanishLongDate } from '../src/i18n/spanish-dates.ts';

// Held to what Intl writes for es-US, which the module avoids calling.
describe('Spanish dates without Intl', () => {
  it('writes every day of two years as es-US does', () => {
    const long = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat('es-US', { dateStyle: 'full', timeZone: 'UTC' });
    for (let day = 0; day < 731; day += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1 + day));
      const date = instant.toISOString().slice(0, 10);
      expect(spanishLongDate(date), date).toBe(long.format(instant));
      expect(spanishFullDate(date), date).toBe(full.format(instant));
    }
    // An instant is read on its UTC day.
    expect(spanishLongDate('2026-11-30T23:30:00.000Z')).toBe('30 de noviembre de 2026');
  });

  it('writes the clock on 12 hours with a. m. and p. m.', () => {
    const clock = new Intl.DateTimeFormat('es-US', { timeStyle: 'short', timeZone: 'UTC' });
    for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      // ICU writes "a.m." or "a. m." (with a narrow or plain space) depending on its version.
      const intl = clock
        .format(new Date(Date.UTC(2026, 0, 1, 0, minutes)))
        .replace(/\s/gu, ' ')
        .replace(/([ap])\. ?m\./u, '$1. m.');
      expect(spanishClock(time), time).toBe(intl);
    }
    expect(spanishClock('09:00')).toBe('9:00 a. m.');
    expect(spanishClock('14:30')).toBe('2:30 p. m.');
    expect(spanishClock('00:05')).toBe('12:05 a. m.');
    expect(spanishClock('12:00')).toBe('12:00 p. m.');
  });
});
