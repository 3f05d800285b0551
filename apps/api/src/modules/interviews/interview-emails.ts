import type { AppConfig } from '../../config/env.ts';
import type { OutgoingEmail, TextAttachment } from '../email/outbox-repository.ts';
import { buildInterviewInvitation, type CalendarPerson } from './calendar-invitation.ts';
import type { InterviewRecord } from './interviews-repository.ts';

// The mail an interview sends: each schedule, move and cancellation to the candidate and the
// client's contact(s), each with the calendar file; a notice to the order's owner when someone
// else acted; the reminder a day before. Every message names the candidate, so each carries
// aboutCandidateId and is scrubbed from the outbox when the candidate is erased; the one
// message that does not, the client's cancellation when the candidate is erased, is sent.

export type InterviewChange = 'scheduled' | 'rescheduled' | 'cancelled';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// "Thursday, December 3, 2026 at 14:30 (America/Chicago)": the wall-clock time agreed on, in
// its zone, as written; the calendar file converts it for each reader.
export function whenText(interview: Pick<InterviewRecord, 'date' | 'time' | 'timeZone'>): string {
  const [year = 0, month = 1, day = 1] = interview.date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${weekday}, ${MONTHS[month - 1] ?? ''} ${day}, ${year} at ${interview.time} (${interview.timeZone})`;
}

function details(interview: InterviewRecord): string[] {
  return [
    `When: ${whenText(interview)}, ${interview.durationMinutes} minutes`,
    ...(interview.location ? [`Where: ${interview.location}`] : []),
    ...(interview.videoUrl ? [`Video link: ${interview.videoUrl}`] : []),
    `Interviewer: ${interview.interviewer}`,
    ...(interview.notes ? ['', interview.notes] : []),
  ];
}

const summaryOf = (interview: InterviewRecord) =>
  `Interview: ${interview.candidateName} for “${interview.position}” at ${interview.company}`;

export function interviewCalendarFile(
  config: AppConfig,
  interview: InterviewRecord,
  contacts: CalendarPerson[],
): TextAttachment {
  return buildInterviewInvitation({
    uid: interview.uid,
    sequence: interview.sequence,
    method: interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    date: interview.date,
    time: interview.time,
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    summary: summaryOf(interview),
    description: interview.notes ?? undefined,
    location: interview.location ?? undefined,
    videoUrl: interview.videoUrl ?? undefined,
    organizer: { name: config.site.agencyName, email: config.agencyEmail },
    attendees: [{ name: interview.candidateName, email: interview.candidateEmail }, ...contacts],
    issuedAt: new Date(interview.updatedAt),
  });
}

const HEADLINES: Record<InterviewChange, string> = {
  scheduled: 'Interview',
  rescheduled: 'Interview moved',
  cancelled: 'Interview cancelled',
};

export function interviewChangeEmails(
  config: AppConfig,
  interview: InterviewRecord,
  change: InterviewChange,
  people: {
    contacts: CalendarPerson[];
    // The order's owner, told when someone else made the change.
    owner: { email: string } | null;
    actorName: string;
  },
): OutgoingEmail[] {
  const file = interviewCalendarFile(config, interview, people.contacts);
  const reason =
    change === 'cancelled' && interview.cancelReason
      ? ['', `Reason: ${interview.cancelReason}`]
      : [];
  const what =
    change === 'scheduled'
      ? 'is scheduled'
      : change === 'rescheduled'
        ? 'has moved to a new time'
        : 'is cancelled';
  const calendarLine =
    change === 'cancelled'
      ? 'The attached file removes it from your calendar.'
      : 'Open the attached file to add it to your calendar.';
  const candidateMail: OutgoingEmail = {
    to: interview.candidateEmail,
    subject: `${HEADLINES[change]}: “${interview.position}” at ${interview.company}`,
    text: [
      `Hello ${interview.candidateName},`,
      '',
      `Your interview with ${interview.company} for “${interview.position}” ${what}.`,
      '',
      ...details(interview),
      ...reason,
      '',
      calendarLine,
      `Questions? Reply to ${config.agencyEmail} or call ${config.site.phone}.`,
      '',
      config.site.agencyName,
    ].join('\n'),
    replyTo: config.agencyEmail,
    attachments: [file],
    aboutCandidateId: interview.candidateId,
  };
  const contactMails = people.contacts.map((contact): OutgoingEmail => ({
    to: contact.email,
    subject: `${HEADLINES[change]}: ${interview.candidateName} for “${interview.position}”`,
    text: [
      `Hello ${contact.name},`,
      '',
      `The interview with ${interview.candidateName} for “${interview.position}” ${what}.`,
      '',
      ...details(interview),
      ...reason,
      '',
      calendarLine,
      `Your interviews: ${config.publicUrl}/client/orders/${interview.orderId}`,
      '',
      config.site.agencyName,
    ].join('\n'),
    replyTo: config.agencyEmail,
    attachments: [file],
    aboutCandidateId: interview.candidateId,
  }));
  const ownerMail: OutgoingEmail[] = people.owner
    ? [
        {
          to: people.owner.email,
          subject: `${HEADLINES[change]}: ${interview.candidateName} — ${interview.company}`,
          text: [
            `${people.actorName}: the interview with ${interview.candidateName} for ${interview.company}'s order (“${interview.position}”) ${what}.`,
            '',
            ...details(interview),
            ...reason,
            '',
            `The order: ${config.publicUrl}/admin/orders/${interview.orderId}`,
          ].join('\n'),
          aboutCandidateId: interview.candidateId,
        },
      ]
    : [];
  return [candidateMail, ...contactMails, ...ownerMail];
}

// A candidate's erasure calls off their interviews still to come. The client's contacts get
// the METHOD:CANCEL file (same UID, the raised SEQUENCE) so their calendars drop the entry,
// in a message and a file that name nobody but themselves: no candidate, no notes, place or
// link (a link can carry a name). It carries no aboutCandidateId, so the erasure's scrub of the
// outbox leaves it to be sent.
export function erasedInterviewCancellationEmails(
  config: AppConfig,
  interview: InterviewRecord,
  contacts: CalendarPerson[],
): OutgoingEmail[] {
  if (contacts.length === 0) return [];
  const file = buildInterviewInvitation({
    uid: interview.uid,
    sequence: interview.sequence,
    method: 'CANCEL',
    date: interview.date,
    time: interview.time,
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    summary: HEADLINES.cancelled,
    organizer: { name: config.site.agencyName, email: config.agencyEmail },
    attendees: contacts,
    issuedAt: new Date(interview.updatedAt),
  });
  return contacts.map((contact) => ({
    to: contact.email,
    subject: `${HEADLINES.cancelled}: “${interview.position}”`,
    text: [
      `Hello ${contact.name},`,
      '',
      `The interview for “${interview.position}” on ${whenText(interview)} is cancelled: the candidate is no longer available.`,
      '',
      'The attached file removes it from your calendar.',
      `Your interviews: ${config.publicUrl}/client/orders/${interview.orderId}`,
      '',
      config.site.agencyName,
    ].join('\n'),
    replyTo: config.agencyEmail,
    attachments: [file],
  }));
}

// The day before: no calendar file (the one they hold is current), just the time and place.
export function interviewReminderEmails(
  config: AppConfig,
  interview: InterviewRecord,
  contacts: CalendarPerson[],
): OutgoingEmail[] {
  return [
    {
      to: interview.candidateEmail,
      subject: `Reminder: your interview for “${interview.position}” at ${interview.company}`,
      text: [
        `Hello ${interview.candidateName},`,
        '',
        `A reminder of your interview with ${interview.company} for “${interview.position}”.`,
        '',
        ...details(interview),
        '',
        `Can't make it? Reply to ${config.agencyEmail} or call ${config.site.phone}.`,
        '',
        config.site.agencyName,
      ].join('\n'),
      replyTo: config.agencyEmail,
      aboutCandidateId: interview.candidateId,
    },
    ...contacts.map((contact): OutgoingEmail => ({
      to: contact.email,
      subject: `Reminder: interview with ${interview.candidateName} for “${interview.position}”`,
      text: [
        `Hello ${contact.name},`,
        '',
        `A reminder of the interview with ${interview.candidateName} for “${interview.position}”.`,
        '',
        ...details(interview),
        '',
        `Your interviews: ${config.publicUrl}/client/orders/${interview.orderId}`,
        '',
        config.site.agencyName,
      ].join('\n'),
      replyTo: config.agencyEmail,
      aboutCandidateId: interview.candidateId,
    })),
  ];
}
