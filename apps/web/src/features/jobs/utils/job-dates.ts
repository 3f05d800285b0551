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

function longUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCDate())}, ${String(date.getUTCFullYear())}`;
}

export function formatPostedDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate(date);
}

export function formatClosingDate(validThrough: string): string {
  const date = new Date(validThrough);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate(date);
}
