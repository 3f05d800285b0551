// The dates a job page states, in words ('November 3, 2026'), matching what its JobPosting
// structured data says.

// A closing date is a calendar day the server stores as the end of that day in UTC; shown
// in UTC it is the day that was picked, whatever the reader's time zone. The posted date is
// shown in UTC too: the page is rendered on the server, and the browser must read the same
// day when it hydrates (as the JobPosting data, which states it in UTC).
const longUtcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPostedDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate.format(date);
}

export function formatClosingDate(validThrough: string): string {
  const date = new Date(validThrough);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate.format(date);
}
