import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { digestEmail } from '../src/modules/alerts/alert-emails.ts';
import {
  interviewChangeEmails,
  interviewReminderEmails,
} from '../src/modules/interviews/interview-emails.ts';
import type { InterviewRecord } from '../src/modules/interviews/interviews-repository.ts';
import type { JobRecord } from '../src/modules/jobs/job-records.ts';
import {
  consentGivenEmail,
  consentRequestEmail,
} from '../src/modules/shortlists/shortlist-emails.ts';
import type { OutgoingEmail } from '../src/modules/email/outbox-repository.ts';
import { testConfig } from './helpers/test-app.ts';

// The emails a job seeker gets, written from fixed records: the English ones exactly as
// they were before the Spanish ones existed (byte for byte), the Spanish ones in Spanish.

const config = testConfig(
  {
    url: 'sqlite::memory:',
    dialect: 'sqlite',
    searchPath: undefined,
    dataDir: tmpdir(),
    cleanup: () => Promise.resolve(),
  },
  { publicUrl: 'https://jobs.example.com' },
);

const job = (overrides: Partial<JobRecord>): JobRecord =>
  ({
    id: 'job-1',
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    title: 'Registered Nurse',
    location: 'Chicago, IL',
    salary: '$42 - $55 an hour, shift differential',
    type: 'Full-Time',
    schedule: 'Days',
    industry: 'Healthcare',
    description: 'Care for patients.',
    responsibilities: 'Work',
    skills: 'Skills',
    aboutUs: null,
    whatWeOffer: null,
    status: 'open',
    validThrough: null,
    postedBy: null,
    facts: {
      salaryMin: 42,
      salaryMax: 55,
      salaryCurrency: 'USD',
      salaryPeriod: 'hour',
      workplace: 'on-site',
    },
    ...overrides,
  }) as JobRecord;

const interview = (overrides: Partial<InterviewRecord> = {}): InterviewRecord => ({
  id: 'interview-1',
  entryId: 'entry-1',
  orderId: 'order-1',
  position: 'Night Nurse',
  company: 'Alpha Clinic',
  companyId: 'company-1',
  ownerUserId: null,
  ownerName: null,
  candidateId: 'candidate-1',
  candidateName: 'Lucía Pérez',
  candidateEmail: 'lucia@example.com',
  candidateLocale: 'en',
  consent: 'granted',
  uid: 'interview-1@keystone.example',
  sequence: 0,
  status: 'scheduled',
  startsAt: '2026-12-01T15:00:00.000Z',
  date: '2026-12-01',
  time: '09:00',
  timeZone: 'America/Chicago',
  durationMinutes: 45,
  location: 'Alpha Clinic, 4th floor',
  videoUrl: 'https://meet.example.com/abc',
  interviewer: 'Dr. Ada Alpha',
  notes: 'Bring your license.',
  cancelReason: null,
  remindAt: null,
  reminderSentAt: null,
  createdByName: 'Rita Recruiter',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const share = {
  candidateId: 'candidate-1',
  candidateName: 'Lucía Pérez',
  candidateEmail: 'lucia@example.com',
  company: 'Alpha Clinic',
  position: 'Night Nurse',
};

const links = { publicUrl: 'https://jobs.example.com', agencyName: 'Keystone Staffing' };

// The calendar files' time zone block is the ical-generator's, the same in every file: the
// snapshots name it rather than repeat it.
function withTimeZonesNamed(mails: OutgoingEmail[]): OutgoingEmail[] {
  return mails.map((mail) => ({
    ...mail,
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((file) => ({
            ...file,
            content: file.content.replace(
              /BEGIN:VTIMEZONE\r?\nTZID:([^\r\n]+)[\s\S]*?END:VTIMEZONE/g,
              '(the VTIMEZONE of $1)',
            ),
          })),
        }
      : {}),
  }));
}

describe('English emails to job seekers, unchanged', () => {
  it('writes the digest', () => {
    const email = digestEmail(links, {
      to: 'a@example.com',
      unsubscribeToken: 'TOKEN',
      search: { q: 'nurse', industry: 'Healthcare', type: 'Full-Time', workplace: 'remote' },
      frequency: 'daily',
      since: '2026-11-30T08:00:00.000Z',
      jobs: [
        job({}),
        job({ id: 'job-2', title: 'LPN', salary: 'Competitive', facts: {} as JobRecord['facts'] }),
      ],
    });
    expect(email).toMatchInlineSnapshot(`
      {
        "headers": {
          "List-Unsubscribe": "<https://jobs.example.com/api/alerts/unsubscribe?token=TOKEN>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        "subject": "2 new jobs for “nurse” · Healthcare · Full-Time · workplace: remote",
        "text": "Hello,

      New jobs matching “nurse” · Healthcare · Full-Time · workplace: remote, posted since 2026-11-30:

      * Registered Nurse
        Chicago, IL · Full-Time · $42 - $55 an hour, shift differential
        https://jobs.example.com/jobs/job-1

      * LPN
        Chicago, IL · Full-Time · Competitive
        https://jobs.example.com/jobs/job-2


      --
      You get this daily email because you created a job alert at Keystone Staffing.
      Unsubscribe from this alert: https://jobs.example.com/alerts/unsubscribe?token=TOKEN
      Manage your alerts (signed in): https://jobs.example.com/profile
      Keystone Staffing",
        "to": "a@example.com",
      }
    `);
    const one = digestEmail(links, {
      to: 'a@example.com',
      unsubscribeToken: 'TOKEN',
      search: {},
      frequency: 'weekly',
      since: '2026-11-30T08:00:00.000Z',
      jobs: Array.from({ length: 21 }, (_, index) => job({ id: `job-${index}` })),
    });
    expect(one.subject).toMatchInlineSnapshot(`"20+ new jobs for All jobs"`);
    expect(one.text.split('\n').slice(-8)).toMatchInlineSnapshot(`
      [
        "More new jobs match this search. See them all: https://jobs.example.com/find-job",
        "",
        "",
        "--",
        "You get this weekly email because you created a job alert at Keystone Staffing.",
        "Unsubscribe from this alert: https://jobs.example.com/alerts/unsubscribe?token=TOKEN",
        "Manage your alerts (signed in): https://jobs.example.com/profile",
        "Keystone Staffing",
      ]
    `);
    const single = digestEmail(links, {
      to: 'a@example.com',
      unsubscribeToken: 'TOKEN',
      search: { type: 'Part-Time' },
      frequency: 'weekly',
      since: '2026-11-30T08:00:00.000Z',
      jobs: [job({})],
    });
    expect(single.subject).toMatchInlineSnapshot(`"1 new job for Part-Time"`);
  });

  it('writes the consent request and its receipt', () => {
    expect(consentRequestEmail(config, share, 'Strong night-shift experience.', 'TOKEN'))
      .toMatchInlineSnapshot(`
      {
        "aboutCandidateId": "candidate-1",
        "subject": "May we introduce you to Alpha Clinic?",
        "text": "Hello Lucía Pérez,

      A recruiter at Keystone Staffing thinks you would be a good fit for the role of
      Night Nurse at Alpha Clinic, and would like to share your profile with them:
      your name, this introduction, your resume and your answers to the job’s questions.

      “Strong night-shift experience.”

      Yes, share my profile with Alpha Clinic:
      https://jobs.example.com/share-consent?token=TOKEN&answer=yes

      No, do not share it:
      https://jobs.example.com/share-consent?token=TOKEN&answer=no

      Nothing is shared until you say yes. If you say yes and change your mind, the “no” link
      withdraws it at once: Alpha Clinic no longer sees you.

      Keystone Staffing",
        "to": "lucia@example.com",
      }
    `);
    expect(consentGivenEmail(config, share, 'TOKEN')).toMatchInlineSnapshot(`
      {
        "aboutCandidateId": "candidate-1",
        "subject": "Your profile is shared with Alpha Clinic",
        "text": "Hello Lucía Pérez,

      Thank you: Alpha Clinic can now see your profile for the role of Night Nurse.
      We will tell you what they say.

      Changed your mind? Withdraw your consent, and they no longer see you:
      https://jobs.example.com/share-consent?token=TOKEN&answer=no

      Keystone Staffing",
        "to": "lucia@example.com",
      }
    `);
  });

  it('writes the interview mails and calendar files', () => {
    const contacts = [{ name: 'Ann Alpha', email: 'ann@alpha.example' }];
    const mailsOf = (change: 'scheduled' | 'rescheduled' | 'cancelled', record: InterviewRecord) =>
      withTimeZonesNamed(
        interviewChangeEmails(config, record, change, {
          contacts,
          owner: { email: 'owner@keystone.example' },
          actorName: 'Rita Recruiter',
        }),
      );
    expect(mailsOf('scheduled', interview())).toMatchInlineSnapshot(`
      [
        {
          "aboutCandidateId": "candidate-1",
          "attachments": [
            {
              "content": "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Keystone Staffing//Interviews//EN
      METHOD:REQUEST
      (the VTIMEZONE of America/Chicago)
      BEGIN:VEVENT
      UID:interview-1@keystone.example
      SEQUENCE:0
      DTSTAMP:20261120T100000Z
      DTSTART;TZID=America/Chicago:20261201T090000
      DTEND;TZID=America/Chicago:20261201T094500
      SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic
      LOCATION:Alpha Clinic\\, 4th floor
      DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc
      ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Lucía P
       érez":MAILTO:lucia@example.com
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Ann Alph
       a":MAILTO:ann@alpha.example
      URL;VALUE=URI:https://meet.example.com/abc
      STATUS:CONFIRMED
      END:VEVENT
      END:VCALENDAR",
              "contentType": "text/calendar; charset=utf-8; method=REQUEST",
              "fileName": "invite.ics",
            },
          ],
          "replyTo": "careers@keystone-staffing.example",
          "subject": "Interview: “Night Nurse” at Alpha Clinic",
          "text": "Hello Lucía Pérez,

      Your interview with Alpha Clinic for “Night Nurse” is scheduled.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Open the attached file to add it to your calendar.
      Questions? Reply to careers@keystone-staffing.example or call (312) 555-0148.

      Keystone Staffing",
          "to": "lucia@example.com",
        },
        {
          "aboutCandidateId": "candidate-1",
          "attachments": [
            {
              "content": "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Keystone Staffing//Interviews//EN
      METHOD:REQUEST
      (the VTIMEZONE of America/Chicago)
      BEGIN:VEVENT
      UID:interview-1@keystone.example
      SEQUENCE:0
      DTSTAMP:20261120T100000Z
      DTSTART;TZID=America/Chicago:20261201T090000
      DTEND;TZID=America/Chicago:20261201T094500
      SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic
      LOCATION:Alpha Clinic\\, 4th floor
      DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc
      ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Lucía P
       érez":MAILTO:lucia@example.com
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Ann Alph
       a":MAILTO:ann@alpha.example
      URL;VALUE=URI:https://meet.example.com/abc
      STATUS:CONFIRMED
      END:VEVENT
      END:VCALENDAR",
              "contentType": "text/calendar; charset=utf-8; method=REQUEST",
              "fileName": "invite.ics",
            },
          ],
          "replyTo": "careers@keystone-staffing.example",
          "subject": "Interview: Lucía Pérez for “Night Nurse”",
          "text": "Hello Ann Alpha,

      The interview with Lucía Pérez for “Night Nurse” is scheduled.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Open the attached file to add it to your calendar.
      Your interviews: https://jobs.example.com/client/orders/order-1

      Keystone Staffing",
          "to": "ann@alpha.example",
        },
        {
          "aboutCandidateId": "candidate-1",
          "subject": "Interview: Lucía Pérez — Alpha Clinic",
          "text": "Rita Recruiter: the interview with Lucía Pérez for Alpha Clinic's order (“Night Nurse”) is scheduled.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      The order: https://jobs.example.com/admin/orders/order-1",
          "to": "owner@keystone.example",
        },
      ]
    `);
    expect(mailsOf('rescheduled', interview({ sequence: 1, time: '14:30' })))
      .toMatchInlineSnapshot(`
        [
          {
            "aboutCandidateId": "candidate-1",
            "attachments": [
              {
                "content": "BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Keystone Staffing//Interviews//EN
        METHOD:REQUEST
        (the VTIMEZONE of America/Chicago)
        BEGIN:VEVENT
        UID:interview-1@keystone.example
        SEQUENCE:1
        DTSTAMP:20261120T100000Z
        DTSTART;TZID=America/Chicago:20261201T143000
        DTEND;TZID=America/Chicago:20261201T151500
        SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic
        LOCATION:Alpha Clinic\\, 4th floor
        DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc
        ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
        ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Lucía P
         érez":MAILTO:lucia@example.com
        ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Ann Alph
         a":MAILTO:ann@alpha.example
        URL;VALUE=URI:https://meet.example.com/abc
        STATUS:CONFIRMED
        END:VEVENT
        END:VCALENDAR",
                "contentType": "text/calendar; charset=utf-8; method=REQUEST",
                "fileName": "invite.ics",
              },
            ],
            "replyTo": "careers@keystone-staffing.example",
            "subject": "Interview moved: “Night Nurse” at Alpha Clinic",
            "text": "Hello Lucía Pérez,

        Your interview with Alpha Clinic for “Night Nurse” has moved to a new time.

        When: Tuesday, December 1, 2026 at 14:30 (America/Chicago), 45 minutes
        Where: Alpha Clinic, 4th floor
        Video link: https://meet.example.com/abc
        Interviewer: Dr. Ada Alpha

        Bring your license.

        Open the attached file to add it to your calendar.
        Questions? Reply to careers@keystone-staffing.example or call (312) 555-0148.

        Keystone Staffing",
            "to": "lucia@example.com",
          },
          {
            "aboutCandidateId": "candidate-1",
            "attachments": [
              {
                "content": "BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Keystone Staffing//Interviews//EN
        METHOD:REQUEST
        (the VTIMEZONE of America/Chicago)
        BEGIN:VEVENT
        UID:interview-1@keystone.example
        SEQUENCE:1
        DTSTAMP:20261120T100000Z
        DTSTART;TZID=America/Chicago:20261201T143000
        DTEND;TZID=America/Chicago:20261201T151500
        SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic
        LOCATION:Alpha Clinic\\, 4th floor
        DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc
        ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
        ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Lucía P
         érez":MAILTO:lucia@example.com
        ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Ann Alph
         a":MAILTO:ann@alpha.example
        URL;VALUE=URI:https://meet.example.com/abc
        STATUS:CONFIRMED
        END:VEVENT
        END:VCALENDAR",
                "contentType": "text/calendar; charset=utf-8; method=REQUEST",
                "fileName": "invite.ics",
              },
            ],
            "replyTo": "careers@keystone-staffing.example",
            "subject": "Interview moved: Lucía Pérez for “Night Nurse”",
            "text": "Hello Ann Alpha,

        The interview with Lucía Pérez for “Night Nurse” has moved to a new time.

        When: Tuesday, December 1, 2026 at 14:30 (America/Chicago), 45 minutes
        Where: Alpha Clinic, 4th floor
        Video link: https://meet.example.com/abc
        Interviewer: Dr. Ada Alpha

        Bring your license.

        Open the attached file to add it to your calendar.
        Your interviews: https://jobs.example.com/client/orders/order-1

        Keystone Staffing",
            "to": "ann@alpha.example",
          },
          {
            "aboutCandidateId": "candidate-1",
            "subject": "Interview moved: Lucía Pérez — Alpha Clinic",
            "text": "Rita Recruiter: the interview with Lucía Pérez for Alpha Clinic's order (“Night Nurse”) has moved to a new time.

        When: Tuesday, December 1, 2026 at 14:30 (America/Chicago), 45 minutes
        Where: Alpha Clinic, 4th floor
        Video link: https://meet.example.com/abc
        Interviewer: Dr. Ada Alpha

        Bring your license.

        The order: https://jobs.example.com/admin/orders/order-1",
            "to": "owner@keystone.example",
          },
        ]
      `);
    expect(
      mailsOf(
        'cancelled',
        interview({ status: 'cancelled', cancelReason: 'Position filled', sequence: 2 }),
      ),
    ).toMatchInlineSnapshot(`
      [
        {
          "aboutCandidateId": "candidate-1",
          "attachments": [
            {
              "content": "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Keystone Staffing//Interviews//EN
      METHOD:CANCEL
      (the VTIMEZONE of America/Chicago)
      BEGIN:VEVENT
      UID:interview-1@keystone.example
      SEQUENCE:2
      DTSTAMP:20261120T100000Z
      DTSTART;TZID=America/Chicago:20261201T090000
      DTEND;TZID=America/Chicago:20261201T094500
      SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic
      LOCATION:Alpha Clinic\\, 4th floor
      DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc
      ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE;CN="Lucía 
       Pérez":MAILTO:lucia@example.com
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE;CN="Ann Alp
       ha":MAILTO:ann@alpha.example
      URL;VALUE=URI:https://meet.example.com/abc
      STATUS:CANCELLED
      END:VEVENT
      END:VCALENDAR",
              "contentType": "text/calendar; charset=utf-8; method=CANCEL",
              "fileName": "cancel.ics",
            },
          ],
          "replyTo": "careers@keystone-staffing.example",
          "subject": "Interview cancelled: “Night Nurse” at Alpha Clinic",
          "text": "Hello Lucía Pérez,

      Your interview with Alpha Clinic for “Night Nurse” is cancelled.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Reason: Position filled

      The attached file removes it from your calendar.
      Questions? Reply to careers@keystone-staffing.example or call (312) 555-0148.

      Keystone Staffing",
          "to": "lucia@example.com",
        },
        {
          "aboutCandidateId": "candidate-1",
          "attachments": [
            {
              "content": "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Keystone Staffing//Interviews//EN
      METHOD:CANCEL
      (the VTIMEZONE of America/Chicago)
      BEGIN:VEVENT
      UID:interview-1@keystone.example
      SEQUENCE:2
      DTSTAMP:20261120T100000Z
      DTSTART;TZID=America/Chicago:20261201T090000
      DTEND;TZID=America/Chicago:20261201T094500
      SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic
      LOCATION:Alpha Clinic\\, 4th floor
      DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc
      ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE;CN="Lucía 
       Pérez":MAILTO:lucia@example.com
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE;CN="Ann Alp
       ha":MAILTO:ann@alpha.example
      URL;VALUE=URI:https://meet.example.com/abc
      STATUS:CANCELLED
      END:VEVENT
      END:VCALENDAR",
              "contentType": "text/calendar; charset=utf-8; method=CANCEL",
              "fileName": "cancel.ics",
            },
          ],
          "replyTo": "careers@keystone-staffing.example",
          "subject": "Interview cancelled: Lucía Pérez for “Night Nurse”",
          "text": "Hello Ann Alpha,

      The interview with Lucía Pérez for “Night Nurse” is cancelled.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Reason: Position filled

      The attached file removes it from your calendar.
      Your interviews: https://jobs.example.com/client/orders/order-1

      Keystone Staffing",
          "to": "ann@alpha.example",
        },
        {
          "aboutCandidateId": "candidate-1",
          "subject": "Interview cancelled: Lucía Pérez — Alpha Clinic",
          "text": "Rita Recruiter: the interview with Lucía Pérez for Alpha Clinic's order (“Night Nurse”) is cancelled.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Reason: Position filled

      The order: https://jobs.example.com/admin/orders/order-1",
          "to": "owner@keystone.example",
        },
      ]
    `);
    expect(interviewReminderEmails(config, interview(), contacts)).toMatchInlineSnapshot(`
      [
        {
          "aboutCandidateId": "candidate-1",
          "replyTo": "careers@keystone-staffing.example",
          "subject": "Reminder: your interview for “Night Nurse” at Alpha Clinic",
          "text": "Hello Lucía Pérez,

      A reminder of your interview with Alpha Clinic for “Night Nurse”.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Can't make it? Reply to careers@keystone-staffing.example or call (312) 555-0148.

      Keystone Staffing",
          "to": "lucia@example.com",
        },
        {
          "aboutCandidateId": "candidate-1",
          "replyTo": "careers@keystone-staffing.example",
          "subject": "Reminder: interview with Lucía Pérez for “Night Nurse”",
          "text": "Hello Ann Alpha,

      A reminder of the interview with Lucía Pérez for “Night Nurse”.

      When: Tuesday, December 1, 2026 at 09:00 (America/Chicago), 45 minutes
      Where: Alpha Clinic, 4th floor
      Video link: https://meet.example.com/abc
      Interviewer: Dr. Ada Alpha

      Bring your license.

      Your interviews: https://jobs.example.com/client/orders/order-1

      Keystone Staffing",
          "to": "ann@alpha.example",
        },
      ]
    `);
  });
});

describe('Spanish emails to job seekers', () => {
  it('writes a Spanish alert’s digest in Spanish, its search and jobs in words', () => {
    const email = digestEmail(links, {
      to: 'a@example.com',
      unsubscribeToken: 'TOKEN',
      search: {
        q: 'enfermera',
        industry: 'ItTech',
        type: 'Part-Time',
        workplace: 'remote,hybrid',
        where: 'Chicago',
        minAnnualPay: '50000',
        postedWithin: '7',
        sort: 'relevance',
        lang: 'es',
      },
      frequency: 'weekly',
      since: '2026-11-30T08:00:00.000Z',
      jobs: [
        job({}),
        job({
          id: 'job-2',
          title: 'LPN',
          type: 'Temporary',
          salary: 'Competitive',
          facts: { ...job({}).facts, salaryPeriod: null },
        }),
        job({
          id: 'job-3',
          title: 'CNA',
          facts: { ...job({}).facts, salaryMin: null, salaryPeriod: 'year', salaryMax: 60000 },
        }),
      ],
    });
    expect(email).toMatchInlineSnapshot(`
      {
        "headers": {
          "List-Unsubscribe": "<https://jobs.example.com/api/alerts/unsubscribe?token=TOKEN>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        "subject": "3 empleos nuevos para “enfermera” · TI y tecnología · Medio tiempo · Remoto, Híbrido · En Chicago o cerca · $50,000+ al año · Publicados en los últimos 7 días · Más relevantes",
        "text": "Hola:

      Empleos nuevos que coinciden con “enfermera” · TI y tecnología · Medio tiempo · Remoto, Híbrido · En Chicago o cerca · $50,000+ al año · Publicados en los últimos 7 días · Más relevantes, publicados desde el 30 de noviembre de 2026:

      * Registered Nurse
        Chicago, IL · Tiempo completo · $42 – $55 por hora
        https://jobs.example.com/es/jobs/job-1

      * LPN
        Chicago, IL · Temporal · Competitive
        https://jobs.example.com/es/jobs/job-2

      * CNA
        Chicago, IL · Tiempo completo · Hasta $60,000 al año
        https://jobs.example.com/es/jobs/job-3


      --
      Recibe este correo semanal porque creó una alerta de empleo en Keystone Staffing.
      Cancelar la suscripción a esta alerta: https://jobs.example.com/es/alerts/unsubscribe?token=TOKEN
      Administrar sus alertas (con sesión iniciada): https://jobs.example.com/es/profile
      Keystone Staffing",
        "to": "a@example.com",
      }
    `);
    const many = digestEmail(links, {
      to: 'a@example.com',
      unsubscribeToken: 'TOKEN',
      search: { lang: 'es' },
      frequency: 'daily',
      since: '2026-11-30T08:00:00.000Z',
      jobs: Array.from({ length: 21 }, (_, index) => job({ id: `job-${index}` })),
    });
    expect(many.subject).toBe('20+ empleos nuevos para Todos los empleos');
    expect(many.text).toContain(
      'Hay más empleos nuevos que coinciden con esta búsqueda. Véalos todos: https://jobs.example.com/es/find-job',
    );
    expect(many.text).toContain('Recibe este correo diario porque');
  });

  it('writes the consent request and its receipt in the candidate’s language', () => {
    const spanish = { ...share, candidateLocale: 'es' as const };
    expect(consentRequestEmail(config, spanish, 'Strong night-shift experience.', 'TOKEN'))
      .toMatchInlineSnapshot(`
      {
        "aboutCandidateId": "candidate-1",
        "subject": "¿Podemos presentarle a Alpha Clinic?",
        "text": "Hola, Lucía Pérez:

      Un reclutador de Keystone Staffing cree que usted sería una buena opción para el puesto de
      Night Nurse en Alpha Clinic, y quisiera compartir su perfil con ellos: su nombre,
      esta presentación, su currículum y sus respuestas a las preguntas del empleo.

      “Strong night-shift experience.”

      Sí, compartan mi perfil con Alpha Clinic:
      https://jobs.example.com/es/share-consent?token=TOKEN&answer=yes

      No, no lo compartan:
      https://jobs.example.com/es/share-consent?token=TOKEN&answer=no

      No se comparte nada hasta que usted diga que sí. Si dice que sí y cambia de opinión, el enlace
      del “no” lo retira de inmediato: Alpha Clinic deja de verlo.

      Keystone Staffing",
        "to": "lucia@example.com",
      }
    `);
    expect(consentGivenEmail(config, spanish, 'TOKEN')).toMatchInlineSnapshot(`
      {
        "aboutCandidateId": "candidate-1",
        "subject": "Su perfil se compartió con Alpha Clinic",
        "text": "Hola, Lucía Pérez:

      Gracias: Alpha Clinic ya puede ver su perfil para el puesto de Night Nurse.
      Le avisaremos lo que respondan.

      ¿Cambió de opinión? Retire su consentimiento y dejarán de verlo:
      https://jobs.example.com/es/share-consent?token=TOKEN&answer=no

      Keystone Staffing",
        "to": "lucia@example.com",
      }
    `);
  });

  it('writes the candidate’s interview mails and calendar file in their language, the client’s in English', () => {
    const contacts = [{ name: 'Ann Alpha', email: 'ann@alpha.example' }];
    const mailsOf = (change: 'scheduled' | 'rescheduled' | 'cancelled', record: InterviewRecord) =>
      withTimeZonesNamed(
        interviewChangeEmails(config, { ...record, candidateLocale: 'es' }, change, {
          contacts,
          owner: null,
          actorName: 'Rita Recruiter',
        }),
      );
    const [scheduled, client] = mailsOf('scheduled', interview());
    expect(scheduled).toMatchInlineSnapshot(`
      {
        "aboutCandidateId": "candidate-1",
        "attachments": [
          {
            "content": "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Keystone Staffing//Interviews//EN
      METHOD:REQUEST
      (the VTIMEZONE of America/Chicago)
      BEGIN:VEVENT
      UID:interview-1@keystone.example
      SEQUENCE:0
      DTSTAMP:20261120T100000Z
      DTSTART;TZID=America/Chicago:20261201T090000
      DTEND;TZID=America/Chicago:20261201T094500
      SUMMARY:Entrevista: Lucía Pérez para “Night Nurse” en Alpha Clinic
      LOCATION:Alpha Clinic\\, 4th floor
      DESCRIPTION:Cuándo: martes\\, 1 de diciembre de 2026\\, 9:00 a. m. (America
       /Chicago)\\, 45 minutos\\nDónde: Alpha Clinic\\, 4th floor\\nEntrevistador(a)
       : Dr. Ada Alpha\\n\\nBring your license.\\n\\nhttps://meet.example.com/abc
      ORGANIZER;CN="Keystone Staffing":mailto:careers@keystone-staffing.example
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Lucía P
       érez":MAILTO:lucia@example.com
      ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Ann Alph
       a":MAILTO:ann@alpha.example
      URL;VALUE=URI:https://meet.example.com/abc
      STATUS:CONFIRMED
      END:VEVENT
      END:VCALENDAR",
            "contentType": "text/calendar; charset=utf-8; method=REQUEST",
            "fileName": "invite.ics",
          },
        ],
        "replyTo": "careers@keystone-staffing.example",
        "subject": "Entrevista: “Night Nurse” en Alpha Clinic",
        "text": "Hola, Lucía Pérez:

      Su entrevista con Alpha Clinic para “Night Nurse” está programada.

      Cuándo: martes, 1 de diciembre de 2026, 9:00 a. m. (America/Chicago), 45 minutos
      Dónde: Alpha Clinic, 4th floor
      Enlace de video: https://meet.example.com/abc
      Entrevistador(a): Dr. Ada Alpha

      Bring your license.

      Abra el archivo adjunto para agregarla a su calendario.
      ¿Preguntas? Responda a careers@keystone-staffing.example o llame al (312) 555-0148.

      Keystone Staffing",
        "to": "lucia@example.com",
      }
    `);
    expect(client?.subject).toBe('Interview: Lucía Pérez for “Night Nurse”');
    expect(client?.attachments?.[0]?.content).toContain(
      'SUMMARY:Interview: Lucía Pérez for “Night Nurse” at Alpha Clinic',
    );
    expect(client?.attachments?.[0]?.content).toContain(
      'DESCRIPTION:Bring your license.\\n\\nhttps://meet.example.com/abc',
    );
    const [moved] = mailsOf('rescheduled', interview({ sequence: 1, time: '14:30' }));
    expect({ subject: moved?.subject, text: moved?.text }).toMatchInlineSnapshot(`
      {
        "subject": "Entrevista reprogramada: “Night Nurse” en Alpha Clinic",
        "text": "Hola, Lucía Pérez:

      Su entrevista con Alpha Clinic para “Night Nurse” se cambió a otro horario.

      Cuándo: martes, 1 de diciembre de 2026, 2:30 p. m. (America/Chicago), 45 minutos
      Dónde: Alpha Clinic, 4th floor
      Enlace de video: https://meet.example.com/abc
      Entrevistador(a): Dr. Ada Alpha

      Bring your license.

      Abra el archivo adjunto para agregarla a su calendario.
      ¿Preguntas? Responda a careers@keystone-staffing.example o llame al (312) 555-0148.

      Keystone Staffing",
      }
    `);
    const [cancelled] = mailsOf(
      'cancelled',
      interview({ status: 'cancelled', cancelReason: 'Position filled', sequence: 2 }),
    );
    expect({ subject: cancelled?.subject, text: cancelled?.text }).toMatchInlineSnapshot(`
      {
        "subject": "Entrevista cancelada: “Night Nurse” en Alpha Clinic",
        "text": "Hola, Lucía Pérez:

      Su entrevista con Alpha Clinic para “Night Nurse” se canceló.

      Cuándo: martes, 1 de diciembre de 2026, 9:00 a. m. (America/Chicago), 45 minutos
      Dónde: Alpha Clinic, 4th floor
      Enlace de video: https://meet.example.com/abc
      Entrevistador(a): Dr. Ada Alpha

      Bring your license.

      Motivo: Position filled

      El archivo adjunto la quita de su calendario.
      ¿Preguntas? Responda a careers@keystone-staffing.example o llame al (312) 555-0148.

      Keystone Staffing",
      }
    `);
    expect(cancelled?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(cancelled?.attachments?.[0]?.content).toContain(
      'SUMMARY:Entrevista: Lucía Pérez para “Night Nurse” en Alpha Clinic',
    );
    const [reminder, clientReminder] = interviewReminderEmails(
      config,
      interview({ candidateLocale: 'es', videoUrl: null, notes: null }),
      contacts,
    );
    expect({ subject: reminder?.subject, text: reminder?.text }).toMatchInlineSnapshot(`
      {
        "subject": "Recordatorio: su entrevista para “Night Nurse” en Alpha Clinic",
        "text": "Hola, Lucía Pérez:

      Le recordamos su entrevista con Alpha Clinic para “Night Nurse”.

      Cuándo: martes, 1 de diciembre de 2026, 9:00 a. m. (America/Chicago), 45 minutos
      Dónde: Alpha Clinic, 4th floor
      Entrevistador(a): Dr. Ada Alpha

      ¿No puede asistir? Responda a careers@keystone-staffing.example o llame al (312) 555-0148.

      Keystone Staffing",
      }
    `);
    expect(clientReminder?.subject).toBe('Reminder: interview with Lucía Pérez for “Night Nurse”');
  });
});
