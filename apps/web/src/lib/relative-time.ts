const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Coarse on purpose ("3 hours ago", "yesterday", "2 months ago"): the exact moment is one
// hover away in the <time> element's title.
export function formatRelativeTime(iso: string, now: number): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const elapsed = now - time;
  // A clock a little ahead of the browser's must not read "in 5 seconds".
  if (elapsed < 45 * SECOND) return 'just now';
  if (elapsed < 45 * MINUTE) {
    return relativeFormat.format(-Math.max(1, Math.round(elapsed / MINUTE)), 'minute');
  }
  if (elapsed < 22 * HOUR) return relativeFormat.format(-Math.round(elapsed / HOUR), 'hour');
  if (elapsed < 26 * DAY) return relativeFormat.format(-Math.round(elapsed / DAY), 'day');
  if (elapsed < 320 * DAY) return relativeFormat.format(-Math.round(elapsed / (30 * DAY)), 'month');
  return relativeFormat.format(-Math.max(1, Math.round(elapsed / (365 * DAY))), 'year');
}

export function formatExactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : exactFormat.format(date);
}
