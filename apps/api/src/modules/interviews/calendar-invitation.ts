import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

// Turns one interview into the iCalendar file (RFC 5545, iTIP RFC 5546) mailed to each person
// taking part. Calendars match updates to the event they already hold by UID and apply one
// only if its SEQUENCE is higher, so the UID never changes for an interview and every
// reschedule or cancellation is sent with a higher sequence.

export type CalendarPerson = { name: string; email: string };

export type InterviewInvitation = {
  // Stable for the life of the interview: the calendar's key to update or remove it.
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  // The wall-clock time the people agreed on, in the zone they agreed on.
  date: string; // YYYY-MM-DD
  time: string; // HH:MM, 24-hour
  timeZone: string; // IANA name, e.g. Europe/Berlin
  durationMinutes: number;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  videoUrl?: string | undefined;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  // When this version was issued (DTSTAMP); a fixed value keeps the file reproducible.
  issuedAt: Date;
};

export type CalendarFile = { fileName: string; contentType: string; content: string };

const DAY_MS = 24 * 60 * 60_000;

function wallClockParts(instant: number, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return [
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  ];
}

function offsetMinutesAt(instant: number, timeZone: string): number {
  const [year = 0, month = 0, day = 1, hour = 0, minute = 0, second = 0] = wallClockParts(
    instant,
    timeZone,
  );
  const asUtc = Date.UTC(year, month, day, hour, minute, second);
  return Math.round((asUtc - instant) / 60_000);
}

// ical-generator writes a plain Date given with a TZID from the Date's fields in the server's
// own zone (it leaves zone conversion to date libraries), so it is handed a Date whose local
// fields are the wall-clock time in the interview's zone. Only a time inside a daylight-saving
// gap of the server's own zone could shift; a server in UTC has none.
function wallClockDate(instant: number, timeZone: string): Date {
  const [year = 0, month = 0, day = 1, hour = 0, minute = 0, second = 0] = wallClockParts(
    instant,
    timeZone,
  );
  return new Date(year, month, day, hour, minute, second);
}

// The instant a wall-clock time in a zone stands for. A time skipped by a daylight-saving
// change moves forward by the gap, as calendars do; a repeated one takes the earlier instant.
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) throw new RangeError('Expected YYYY-MM-DD and HH:MM');
  const wall = Date.UTC(
    Number(dateMatch[1]),
    Number(dateMatch[2]) - 1,
    Number(dateMatch[3]),
    Number(timeMatch[1]),
    Number(timeMatch[2]),
  );
  // A zone's offset changes at most once within a day either side, so the offsets a day
  // before and a day after are the only ones this wall-clock time can stand for.
  const before = offsetMinutesAt(wall - DAY_MS, timeZone);
  const after = offsetMinutesAt(wall + DAY_MS, timeZone);
  const matches = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => offsetMinutesAt(instant, timeZone) * 60_000 === wall - instant);
  // None matches inside a gap: the offset in force before it applies (RFC 5545, 3.3.5).
  return new Date(matches.length > 0 ? Math.min(...matches) : wall - before * 60_000);
}

export function buildInterviewInvitation(invitation: InterviewInvitation): CalendarFile {
  const start = zonedTimeToInstant(invitation.date, invitation.time, invitation.timeZone);
  const end = new Date(start.getTime() + invitation.durationMinutes * 60_000);
  const method =
    invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Keystone Staffing', product: 'Interviews', language: 'EN' },
    method,
  });
  const description = [invitation.description, invitation.videoUrl]
    .filter((line): line is string => Boolean(line))
    .join('\n\n');
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: invitation.issuedAt,
    start: wallClockDate(start.getTime(), invitation.timeZone),
    end: wallClockDate(end.getTime(), invitation.timeZone),
    // Written as DTSTART;TZID=<zone> with the local time, so each calendar shows the time the
    // people agreed on and converts it itself.
    timezone: invitation.timeZone,
    summary: invitation.summary,
    ...(description ? { description } : {}),
    ...(invitation.location ? { location: invitation.location } : {}),
    ...(invitation.videoUrl ? { url: invitation.videoUrl } : {}),
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: invitation.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: invitation.method === 'REQUEST',
    })),
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 asks for the zone's VTIMEZONE rules beside every TZID, and some calendars need
  // them to place the time. They are added here rather than through the calendar's own
  // time zone, which would also write DTSTAMP in local time where it must be UTC.
  const zone = getVtimezoneComponent(invitation.timeZone);
  if (!zone) throw new RangeError(`Unknown time zone ${invitation.timeZone}`);
  const content = calendar
    .toString()
    .replace('BEGIN:VEVENT', `${zone.trim().split(/\r?\n/).join('\r\n')}\r\nBEGIN:VEVENT`);
  return {
    fileName: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
    content,
  };
}
