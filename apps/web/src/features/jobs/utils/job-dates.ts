// The dates a job page states, in words ('November 3, 2026'), matching what its JobPosting
// structured data says.

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

// A closing date is a calendar day the server stores as the end of that day in UTC; shown
// in UTC it is the day that was picked, whatever the reader's time zone.
const longUtcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPostedDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

export function formatClosingDate(validThrough: string): string {
  const date = new Date(validThrough);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate.format(date);
}
