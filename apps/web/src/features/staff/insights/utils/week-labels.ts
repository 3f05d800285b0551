const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

// weekStart is a calendar date ('YYYY-MM-DD', a Monday); read in UTC so no time zone moves
// it to the Sunday before.
function parseWeekStart(weekStart: string): Date | undefined {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function shortWeekLabel(weekStart: string): string {
  const date = parseWeekStart(weekStart);
  return date ? shortDate.format(date) : weekStart;
}

export function longWeekLabel(weekStart: string): string {
  const date = parseWeekStart(weekStart);
  return date ? longDate.format(date) : weekStart;
}
