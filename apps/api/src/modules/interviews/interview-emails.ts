import { spanishClock, spanishFullDate } from '@staffing/shared/i18n/spanish-dates';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { AppConfig } from '../../config/env.ts';
import { emailText, type EmailTextKey } from '../../i18n/email-texts.ts';
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
// its zone, as written; the calendar file converts it for each reader. In Spanish, "jueves,
// 3 de diciembre de 2026, 2:30 p. m. (America/Chicago)".
export function whenText(
  interview: Pick<InterviewRecord, 'date' | 'time' | 'timeZone'>,
  locale: Locale = 'en',
): string {
  const [year = 0, month = 1, day = 1] = interview.date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return emailText(locale, 'interviewWhenAt', {
    date:
      locale === 'en'
        ? `${weekday}, ${MONTHS[month - 1] ?? ''} ${day}, ${year}`
        : spanishFullDate(interview.date),
    time: locale === 'en' ? interview.time : spanishClock(interview.time),
    timeZone: interview.timeZone,
  });
}

// When, where and with whom; the video link unless the calendar file carries it already.
function facts(interview: InterviewRecord, locale: Locale, withVideo = true): string[] {
  return [
    emailText(locale, 'interviewWhen', {
      when: whenText(interview, locale),
      minutes: String(interview.durationMinutes),
    }),
    ...(interview.location
      ? [emailText(locale, 'interviewWhere', { place: interview.location })]
      : []),
    ...(interview.videoUrl && withVideo
      ? [emailText(locale, 'interviewVideo', { url: interview.videoUrl })]
      : []),
    emailText(locale, 'interviewInterviewer', { name: interview.interviewer }),
  ];
}

function details(interview: InterviewRecord, locale: Locale = 'en'): string[] {
  return [...facts(interview, locale), ...(interview.notes ? ['', interview.notes] : [])];
}

const summaryOf = (interview: InterviewRecord, locale: Locale) =>
  emailText(locale, 'interviewCalendarSummary', {
    name: interview.candidateName,
    position: interview.position,
    company: interview.company,
  });

// The calendar file everyone taking part gets; the candidate's is in their language. The
// English file's description is staff's notes (and the video link); another language's also
// says when, where and with whom in it, as nothing else in the file is in the reader's words.
export function interviewCalendarFile(
  config: AppConfig,
  interview: InterviewRecord,
  contacts: CalendarPerson[],
  locale: Locale = 'en',
): TextAttachment {
  const description =
    locale === 'en'
      ? interview.notes
      : [facts(interview, locale, false).join('\n'), interview.notes]
          .filter((part): part is string => Boolean(part))
          .join('\n\n');
  return buildInterviewInvitation({
    uid: interview.uid,
    sequence: interview.sequence,
    method: interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    date: interview.date,
    time: interview.time,
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    summary: summaryOf(interview, locale),
    description: description ?? undefined,
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

const CANDIDATE_SUBJECTS: Record<InterviewChange, EmailTextKey> = {
  scheduled: 'interviewSubjectScheduled',
  rescheduled: 'interviewSubjectRescheduled',
  cancelled: 'interviewSubjectCancelled',
};

const CANDIDATE_NEWS: Record<InterviewChange, EmailTextKey> = {
  scheduled: 'interviewScheduled',
  rescheduled: 'interviewRescheduled',
  cancelled: 'interviewCancelled',
};

// The candidate's mail of a change, in their language (staff's notes, the reason and the
// place as written), with their calendar file.
function candidateChangeEmail(
  config: AppConfig,
  interview: InterviewRecord,
  change: InterviewChange,
  { locale, file }: { locale: Locale; file: TextAttachment },
): OutgoingEmail {
  const names = { position: interview.position, company: interview.company };
  return {
    to: interview.candidateEmail,
    subject: emailText(locale, CANDIDATE_SUBJECTS[change], names),
    text: [
      emailText(locale, 'helloName', { name: interview.candidateName }),
      '',
      emailText(locale, CANDIDATE_NEWS[change], names),
      '',
      ...details(interview, locale),
      ...(change === 'cancelled' && interview.cancelReason
        ? ['', emailText(locale, 'interviewReason', { reason: interview.cancelReason })]
        : []),
      '',
      emailText(
        locale,
        change === 'cancelled' ? 'interviewCalendarRemove' : 'interviewCalendarAdd',
      ),
      emailText(locale, 'interviewQuestions', {
        email: config.agencyEmail,
        phone: config.site.phone,
      }),
      '',
      config.site.agencyName,
    ].join('\n'),
    replyTo: config.agencyEmail,
    attachments: [file],
    aboutCandidateId: interview.candidateId,
  };
}

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
  const candidateMail = candidateChangeEmail(config, interview, change, {
    locale: interview.candidateLocale,
    file:
      interview.candidateLocale === 'en'
        ? file
        : interviewCalendarFile(config, interview, people.contacts, interview.candidateLocale),
  });
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

// The day before: no calendar file (the one they hold is current), just the time and place;
// the candidate's in their language.
export function interviewReminderEmails(
  config: AppConfig,
  interview: InterviewRecord,
  contacts: CalendarPerson[],
): OutgoingEmail[] {
  const locale = interview.candidateLocale;
  const names = { position: interview.position, company: interview.company };
  return [
    {
      to: interview.candidateEmail,
      subject: emailText(locale, 'interviewReminderSubject', names),
      text: [
        emailText(locale, 'helloName', { name: interview.candidateName }),
        '',
        emailText(locale, 'interviewReminder', names),
        '',
        ...details(interview, locale),
        '',
        emailText(locale, 'interviewCannotCome', {
          email: config.agencyEmail,
          phone: config.site.phone,
        }),
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
