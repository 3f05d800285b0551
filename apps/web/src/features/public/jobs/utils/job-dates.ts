import type { Locale } from '@staffing/shared/i18n/locales';
import { spanishLongDate } from '@staffing/shared/i18n/spanish-dates';

// The dates a job page states, in words ('November 3, 2026'), matching what its JobPosting
// structured data says.

// A closing date is a calendar day the server stores as the end of that day in UTC; shown
// in UTC it is the day that was picked, whatever the reader's time zone. The posted date is
// shown in UTC too: the page is rendered on the server, and the browser must read the same
// day when it hydrates (as the JobPosting data, which states it in UTC).
// Written out rather than with Intl.DateTimeFormat: the first Intl formatter a page builds
// loads the locale data, about 240 ms of a phone-speed CPU while the job page hydrates
// (docs/PERFORMANCE.md). The words equal Intl's `dateStyle: 'long'` in en-US.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function longUtcDate(date: Date, locale: Locale): string {
  const day = String(date.getUTCDate());
  const year = String(date.getUTCFullYear());
  // Spanish writes the day first and the month in lower case ('3 de noviembre de 2026').
  if (locale === 'es') return spanishLongDate(date.toISOString());
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${day}, ${year}`;
}

export function formatPostedDate(createdAt: string, locale: Locale = 'en'): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate(date, locale);
}

export function formatClosingDate(validThrough: string, locale: Locale = 'en'): string {
  const date = new Date(validThrough);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate(date, locale);
}
