// An interview's time as people read it: the wall-clock date and time agreed on, in the
// interview's own zone (what the calendar invitation says), and, for a reader in another
// zone, the same moment on their clock. Staff and client pages both show it.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

// "2:30 PM" from "14:30".
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// "Tue, Dec 15, 2026" from "2026-12-15"; the weekday of the calendar date itself, whatever
// the reader's zone (computed in UTC).
export function formatCalendarDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

// "America/Los_Angeles" reads as "Los Angeles time"; "UTC" stays "UTC".
export function formatZone(timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const city = timeZone.split('/').pop() ?? timeZone;
  return `${city.replace(/_/g, ' ')} time`;
}

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

type InterviewTime = {
  date: string;
  time: string;
  timeZone: string;
  startsAt: string;
  durationMinutes: number;
};

// "Tue, Dec 15, 2026, 2:30 PM Chicago time"
export function formatInterviewTime(interview: InterviewTime): string {
  return `${formatCalendarDate(interview.date)}, ${formatClock(interview.time)} ${formatZone(interview.timeZone)}`;
}

// The same moment on the reader's clock ("Tue, Dec 15, 3:30 PM your time"), or null when the
// reader is in the interview's zone (or the browser cannot say).
export function formatInReaderZone(
  interview: InterviewTime,
  readerZone: string | undefined,
): string | null {
  if (!readerZone || readerZone === interview.timeZone) return null;
  const instant = new Date(interview.startsAt);
  if (Number.isNaN(instant.getTime())) return null;
  try {
    const text = new Intl.DateTimeFormat('en-US', {
      timeZone: readerZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(instant);
    const own = new Intl.DateTimeFormat('en-US', {
      timeZone: interview.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(instant);
    // Two zone names with the same clock (New York and Toronto) need no second line.
    return text === own ? null : `${text} your time`;
  } catch {
    return null;
  }
}

// The reader's own zone, for formatInReaderZone.
export function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
