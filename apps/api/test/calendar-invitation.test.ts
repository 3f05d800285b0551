import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  buildInterviewInvitation,
  zonedTimeToInstant,
  type InterviewInvitation,
} from '../src/modules/interviews/calendar-invitation.ts';

// The files are read back with node-ical, an independent parser, so what is asserted is what
// a calendar would understand, not the text this module happens to write.

const invitation = (overrides: Partial<InterviewInvitation> = {}): InterviewInvitation => ({
  uid: 'interview-01JDX7Q2@keystone-staffing.example',
  sequence: 0,
  method: 'REQUEST',
  date: '2026-12-03',
  time: '14:30',
  timeZone: 'Europe/Berlin',
  durationMinutes: 45,
  summary: 'Interview: Forklift Operator with Acme Logistics',
  description: 'Ask for Maria at the gate.',
  location: 'Acme Logistics, Hall 3, Hamburg',
  organizer: { name: 'Rita Recruiter', email: 'rita@keystone-staffing.example' },
  attendees: [
    { name: 'Jane Doe', email: 'jane.doe@example.com' },
    { name: 'Maria Client', email: 'maria@acme.example' },
  ],
  issuedAt: new Date('2026-11-27T05:00:00Z'),
  ...overrides,
});

function parse(content: string): { calendar: CalendarComponent; event: VEvent } {
  const components = Object.values(ical.sync.parseICS(content)).filter(
    (component): component is CalendarComponent => component !== undefined,
  );
  const calendar = components.find((component) => component.type === 'VCALENDAR');
  const events = components.filter((component): component is VEvent => component.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { calendar: calendar!, event: events[0]! };
}

describe('interview calendar invitations', () => {
  it('writes a request with a stable UID and the agreed wall-clock time in its zone', () => {
    const file = buildInterviewInvitation(invitation());

    expect(file.fileName).toBe('invite.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    // iCalendar lines end in CRLF.
    expect(file.content.split('\r\n').length).toBeGreaterThan(10);
    expect(file.content.replace(/\r\n/g, '')).not.toContain('\n');
    expect(file.content).toContain('DTSTART;TZID=Europe/Berlin:20261203T143000');
    expect(file.content).toContain('BEGIN:VTIMEZONE');

    const { calendar, event } = parse(file.content);
    expect(calendar).toMatchObject({ method: 'REQUEST' });
    expect(event.uid).toBe('interview-01JDX7Q2@keystone-staffing.example');
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.tz).toBe('Europe/Berlin');
    // 14:30 in Berlin in December (CET, UTC+1).
    expect(event.start.toISOString()).toBe('2026-12-03T13:30:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-03T14:15:00.000Z');
    expect(event.dtstamp.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(event.status).toBe('CONFIRMED');
    expect(event.location).toBe('Acme Logistics, Hall 3, Hamburg');
    const attendees = [event.attendee]
      .flat()
      .map((attendee) => (typeof attendee === 'string' ? attendee : attendee?.val));
    expect(attendees).toEqual(['MAILTO:jane.doe@example.com', 'MAILTO:maria@acme.example']);
  });

  it('keeps the UID and raises the sequence on a reschedule, in summer time too', () => {
    const first = parse(buildInterviewInvitation(invitation()).content).event;
    const moved = parse(
      buildInterviewInvitation(
        invitation({
          sequence: 1,
          date: '2027-06-10',
          time: '09:00',
          videoUrl: 'https://meet.example/abc-defg',
          location: undefined,
        }),
      ).content,
    ).event;

    expect(moved.uid).toBe(first.uid);
    expect(Number(moved.sequence)).toBeGreaterThan(Number(first.sequence));
    // 09:00 in Berlin in June (CEST, UTC+2).
    expect(moved.start.toISOString()).toBe('2027-06-10T07:00:00.000Z');
    expect(moved.location).toBeUndefined();
    expect(moved.description).toContain('https://meet.example/abc-defg');
  });

  it('writes a cancellation with the same UID, a higher sequence and METHOD:CANCEL', () => {
    const file = buildInterviewInvitation(invitation({ method: 'CANCEL', sequence: 2 }));

    expect(file.fileName).toBe('cancel.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { calendar, event } = parse(file.content);
    expect(calendar).toMatchObject({ method: 'CANCEL' });
    expect(event.uid).toBe('interview-01JDX7Q2@keystone-staffing.example');
    expect(Number(event.sequence)).toBe(2);
    expect(event.status).toBe('CANCELLED');
  });

  it('places times in zones west of UTC and across a daylight-saving change', () => {
    expect(zonedTimeToInstant('2026-12-03', '09:15', 'America/New_York').toISOString()).toBe(
      '2026-12-03T14:15:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-01', '09:15', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:15:00.000Z',
    );
    // 02:30 does not exist in Berlin on 2027-03-28; it is read as 03:30 CEST.
    expect(zonedTimeToInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    // 02:30 happens twice on 2026-10-25; the first (still CEST) is taken.
    expect(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    const newYork = parse(
      buildInterviewInvitation(invitation({ timeZone: 'America/New_York', time: '09:15' })).content,
    ).event;
    expect(newYork.start.tz).toBe('America/New_York');
    expect(newYork.start.toISOString()).toBe('2026-12-03T14:15:00.000Z');
  });

  it('refuses an unknown time zone or a malformed time', () => {
    expect(() => buildInterviewInvitation(invitation({ timeZone: 'Mars/Olympus' }))).toThrow(
      RangeError,
    );
    expect(() => zonedTimeToInstant('2026-12-03', '9:15', 'Europe/Berlin')).toThrow(RangeError);
  });
});
