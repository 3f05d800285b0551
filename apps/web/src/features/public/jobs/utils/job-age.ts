const DAY_MS = 24 * 60 * 60 * 1000;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function plural(count: number, unit: string): string {
  return count === 1 ? `1 ${unit} ago` : `${count} ${unit}s ago`;
}

// How long ago a job was posted, in the words job boards use: 'today', '1 day ago',
// '3 days ago', '2 weeks ago', '5 months ago', '1 year ago'. Counted in calendar days of the
// reader's time zone, so a job posted yesterday evening reads '1 day ago' the next morning.
// A date in the future (a fast server clock) reads 'today' rather than a negative age.
export type JobAge = { count: number; unit: 'day' | 'week' | 'month' | 'year' } | 'today';

// The same age as a number and a unit (for the words of other languages, job-age-text.ts).
export function jobAge(postedAt: string | Date, now: Date = new Date()): JobAge | undefined {
  const posted = typeof postedAt === 'string' ? new Date(postedAt) : postedAt;
  if (Number.isNaN(posted.getTime())) return undefined;
  // Rounding absorbs the 23- and 25-hour days of daylight-saving changes.
  const days = Math.round((startOfLocalDay(now) - startOfLocalDay(posted)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days < 7) return { count: days, unit: 'day' };
  if (days < 30) return { count: Math.floor(days / 7), unit: 'week' };
  if (days < 365) return { count: Math.max(1, Math.floor(days / 30)), unit: 'month' };
  return { count: Math.floor(days / 365), unit: 'year' };
}

export function formatJobAge(postedAt: string | Date, now: Date = new Date()): string {
  const age = jobAge(postedAt, now);
  if (age === undefined) return '';
  return age === 'today' ? 'today' : plural(age.count, age.unit);
}
