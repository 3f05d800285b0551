// A job's closing date is a calendar date the server stores as the end of that day in UTC
// (2026-12-31T23:59:59.999Z). Its date part is the day the admin picked, whatever the
// reader's time zone, so it is read and shown in UTC.

// Today in the admin's own calendar, as a date input's value (YYYY-MM-DD).
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

// The value a date input shows for a stored closing date ('' when there is none).
export function closingDateInputValue(validThrough: string | undefined): string {
  return validThrough ? validThrough.slice(0, 10) : '';
}

const closingDateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

export function formatClosingDate(validThrough: string): string {
  return closingDateFormat.format(new Date(validThrough));
}

export function hasClosingDatePassed(validThrough: string, now: Date = new Date()): boolean {
  return new Date(validThrough).getTime() < now.getTime();
}
