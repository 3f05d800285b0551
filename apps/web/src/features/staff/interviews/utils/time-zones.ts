import { readerTimeZone } from '@/lib/interview-time';

// The zones a recruiter picks from: the United States' own first (the agency's clients), then
// a few a remote candidate or interviewer may be in. The browser's zone is added when it is
// none of these, so the default is always in the list.
export const COMMON_TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Phoenix', label: 'Mountain, no DST (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
  { zone: 'America/Toronto', label: 'Toronto' },
  { zone: 'America/Mexico_City', label: 'Mexico City' },
  { zone: 'Europe/London', label: 'London' },
  { zone: 'Europe/Berlin', label: 'Central Europe (Berlin)' },
  { zone: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { zone: 'Asia/Manila', label: 'Philippines (Manila)' },
  { zone: 'UTC', label: 'UTC' },
];

// The zone the browser runs in, or New York when it cannot say (an old or locked-down one).
export function browserTimeZone(): string {
  return readerTimeZone() ?? 'America/New_York';
}

// The select's options: the common zones, plus the browser's and the current value's when
// they are not among them (an interview scheduled elsewhere keeps its zone on a reschedule).
export function timeZoneOptions(...extra: string[]): { zone: string; label: string }[] {
  const options = [...COMMON_TIME_ZONES];
  for (const zone of extra) {
    if (zone && !options.some((option) => option.zone === zone)) {
      options.unshift({ zone, label: zone.replace(/_/g, ' ') });
    }
  }
  return options;
}
