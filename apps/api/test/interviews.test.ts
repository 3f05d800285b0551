import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateDetail } from '@staffing/shared/candidate-schemas';
import { INTERVIEW_MESSAGES, type Interview } from '@staffing/shared/interview-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { zonedTimeToInstant } from '../src/modules/interviews/calendar-invitation.ts';
import { SCRUBBED_EMAIL_TEXT } from '../src/modules/email/outbox-repository.ts';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { readZip } from './helpers/read-zip.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';
import { useTestApp } from './helpers/test-app.ts';
import { jobOrderRequestSchema } from '@staffing/shared/job-order-schemas';
import { recordCandidate } from '../src/modules/candidates/candidate-sync.ts';
import {
  insertClientCompany,
  insertClientContact,
  linkOrderToClient,
} from '../src/modules/clients/clients-repository.ts';
import { insertJobOrder } from '../src/modules/job-orders/job-orders-repository.ts';
import { insertShortlistEntry } from '../src/modules/shortlists/shortlists-repository.ts';
import { slotOf } from '../src/modules/interviews/interview-scheduling.ts';
import { insertInterview } from '../src/modules/interviews/interviews-repository.ts';
import { validOrder } from './helpers/job-orders.ts';

const CALLERS = ['anonymous', 'seeker', 'clientA', 'clientB', 'recruiter', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

// A calendar date this many days from the real today (the API refuses times that passed).
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type OutboxRow = {
  created_at: string;
  to_address: string;
  subject: string;
  text_body: string;
  attachments_json: string | null;
  status: string;
};

function parseIcs(content: string): { method: unknown; event: VEvent } {
  const components = Object.values(ical.sync.parseICS(content)).filter(
    (component): component is CalendarComponent => component !== undefined,
  );
  const calendar = components.find((component) => component.type === 'VCALENDAR');
  const events = components.filter((component): component is VEvent => component.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { method: (calendar as { method?: unknown } | undefined)?.method, event: events[0]! };
}

function icsOf(row: OutboxRow): string {
  const files = JSON.parse(row.attachments_json ?? '[]') as {
    fileName: string;
    contentType: string;
    content: string;
  }[];
  expect(files).toHaveLength(1);
  expect(files[0]?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  return files[0]?.content ?? '';
}

describe('interviews: scheduled for shared candidates, with calendar invitations', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller, TestClient>;
  const users = {} as Record<'recruiter' | 'admin', { id: string; email: string }>;
  let orderA = '';
  let orderB = '';
  let jobA = '';
  let seekerEmail = '';
  const entries: Record<string, string> = {};
  const candidates: Record<string, string> = {};

  async function outbox(to: string, subjectLike = '%'): Promise<OutboxRow[]> {
    return t.app.db
      .selectFrom('email_outbox')
      .select(['created_at', 'to_address', 'subject', 'text_body', 'attachments_json', 'status'])
      .where('to_address', '=', to)
      .where('subject', 'like', subjectLike)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async function consent(to: string, answer: 'yes' | 'no') {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // The request's links or, after a yes, the receipt's withdraw link: one token per entry.
    const token = /\/share-consent\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
    const answered = await new TestClient(t.app).post('/api/shortlist-consent/answer', {
      token,
      answer,
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
  }

  async function applyAndShortlist(key: string, email: string, agree: boolean) {
    const applied = await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: key, lastName: 'Candidate', email, jobId: jobA },
      pdfFile(),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    candidates[key] = await candidateIdOf(t, email);
    const added = await callers.recruiter.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId: candidates[key],
      pitch: 'Strong',
    });
    expect(added.statusCode, added.body).toBe(201);
    entries[key] = added.json<ShortlistEntry>()._id;
    if (agree) await consent(email, 'yes');
  }

  const slot = (extra: Record<string, unknown> = {}) => ({
    date: dayIn(10),
    time: '14:30',
    timeZone: 'America/Chicago',
    durationMinutes: 45,
    location: 'Alpha Clinic, 4th floor',
    interviewer: 'Dr. Ada Alpha',
    ...extra,
  });

  const schedule = (caller: TestClient, key: string, extra: Record<string, unknown> = {}) =>
    caller.post(
      `/api/admin/orders/${orderA}/shortlist/${entries[key] ?? ''}/interviews`,
      slot(extra),
    );

  async function scheduled(key: string, extra: Record<string, unknown> = {}): Promise<Interview> {
    const response = await schedule(callers.recruiter, key, extra);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Interview>();
  }

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    const recruiter = await loggedInClient(t.app, 'recruiter');
    const admin = await loggedInClient(t.app, 'admin');
    callers.recruiter = recruiter.client;
    callers.admin = admin.client;
    users.recruiter = recruiter.user;
    users.admin = admin.user;
    const a = await signedInClientContact(t.app, callers.recruiter, {
      name: 'Alpha Clinic',
      email: 'ann@alpha.example',
    });
    const b = await signedInClientContact(t.app, callers.recruiter, {
      name: 'Beta Builders',
      email: 'bob@beta.example',
    });
    callers.clientA = a.client;
    callers.clientB = b.client;
    orderA = await sendOrder(t.app, { email: 'ann@alpha.example', company: 'Alpha Clinic' });
    await callers.recruiter.request('PUT', `/api/admin/orders/${orderA}/client`, {
      json: { companyId: a.companyId },
    });
    orderB = await sendOrder(t.app, { email: 'bob@beta.example', company: 'Beta Builders' });
    await callers.recruiter.request('PUT', `/api/admin/orders/${orderB}/client`, {
      json: { companyId: b.companyId },
    });
    for (const status of ['qualified', 'open']) {
      const moved = await callers.recruiter.request('PATCH', `/api/admin/orders/${orderA}`, {
        json: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // The admin owns the order: a recruiter's changes are announced to them.
    const owned = await callers.recruiter.request('PATCH', `/api/admin/orders/${orderA}`, {
      json: { ownerId: users.admin.id },
    });
    expect(owned.statusCode, owned.body).toBe(200);
    const job = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderA }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobA = job.json<Job>()._id;

    const seeker = await createUser(t.app, { email: 'sam.seeker@example.com' });
    seekerEmail = seeker.email;
    callers.seeker = new TestClient(t.app);
    await callers.seeker.post('/api/users/login', {
      email: seeker.email,
      password: seeker.password,
    });
    await t.app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('email', '=', seeker.email)
      .execute();

    await applyAndShortlist('casey', 'casey@example.com', true);
    await applyAndShortlist('drew', 'drew@example.com', true);
    await applyAndShortlist('pat', 'pat.pending@example.com', false);
    await applyAndShortlist('wes', 'wes.withdrawn@example.com', true);
    await consent('wes.withdrawn@example.com', 'no');
    await applyAndShortlist('sam', seeker.email, true);
  });

  it('every route × every caller: staff schedule, move and cancel; a client reads only its own', async () => {
    const staffStatus = (ok: number): Record<Caller, number> => ({
      anonymous: 401,
      seeker: 403,
      clientA: 403,
      clientB: 403,
      recruiter: ok,
      admin: ok,
    });
    // One interview per caller to move and to cancel, so each call meets a scheduled one.
    const own: Record<string, Interview> = {};
    for (const caller of CALLERS) own[caller] = await scheduled('drew');
    const target = own.recruiter!;
    const expectations: {
      name: string;
      call: (c: TestClient, caller: Caller) => Promise<{ statusCode: number }>;
      expected: Record<Caller, number>;
    }[] = [
      {
        name: 'POST schedule',
        call: (c) => schedule(c, 'drew'),
        expected: staffStatus(201),
      },
      {
        name: 'GET order interviews',
        call: (c) => c.get(`/api/admin/orders/${orderA}/interviews`),
        expected: staffStatus(200),
      },
      {
        name: 'GET one interview (staff)',
        call: (c) => c.get(`/api/admin/interviews/${target._id}`),
        expected: staffStatus(200),
      },
      {
        name: 'GET candidate interviews',
        call: (c) => c.get(`/api/admin/candidates/${candidates.drew ?? ''}/interviews`),
        expected: staffStatus(200),
      },
      {
        name: 'PATCH reschedule',
        call: (c, caller) =>
          c.request('PATCH', `/api/admin/interviews/${own[caller]?._id ?? ''}`, {
            json: {
              date: dayIn(11),
              time: '09:00',
              timeZone: 'America/Chicago',
              durationMinutes: 30,
            },
          }),
        expected: staffStatus(200),
      },
      {
        name: 'POST cancel',
        call: (c, caller) =>
          c.post(`/api/admin/interviews/${own[caller]?._id ?? ''}/cancel`, { reason: 'Filled' }),
        expected: staffStatus(200),
      },
      {
        name: 'GET client interviews',
        call: (c) => c.get('/api/client/interviews'),
        expected: {
          anonymous: 401,
          seeker: 403,
          clientA: 200,
          clientB: 200,
          recruiter: 403,
          admin: 403,
        },
      },
      {
        name: 'GET client interview by id',
        call: (c) => c.get(`/api/client/interviews/${target._id}`),
        expected: {
          anonymous: 401,
          seeker: 403,
          clientA: 200,
          clientB: 404,
          recruiter: 403,
          admin: 403,
        },
      },
      {
        name: 'GET client order interviews',
        call: (c) => c.get(`/api/client/orders/${orderA}/interviews`),
        expected: {
          anonymous: 401,
          seeker: 403,
          clientA: 200,
          clientB: 404,
          recruiter: 403,
          admin: 403,
        },
      },
    ];
    for (const { name, call, expected } of expectations) {
      for (const caller of CALLERS) {
        const response = await call(callers[caller], caller);
        expect(response.statusCode, `${name} as ${caller}`).toBe(expected[caller]);
      }
    }
    // Company B's list is empty; A's holds the interviews of its order only.
    expect((await callers.clientB.get('/api/client/interviews')).json<Interview[]>()).toEqual([]);
    const seenByA = (await callers.clientA.get('/api/client/interviews')).json<Interview[]>();
    expect(seenByA.length).toBeGreaterThan(0);
    expect(new Set(seenByA.map((row) => row.order._id))).toEqual(new Set([orderA]));
    // The client knows the candidate by the shared entry's id, never the candidate's own.
    expect(seenByA[0]?.candidate).toEqual({ _id: entries.drew, name: 'drew Candidate' });
    // B's order is not A's: an id of it is 404 for A too.
    expect((await callers.clientA.get(`/api/client/orders/${orderB}/interviews`)).statusCode).toBe(
      404,
    );
  });

  it('refuses unknown fields, bad times and zones (400), and candidates not (or no longer) shared (409)', async () => {
    const bad = async (extra: Record<string, unknown>, field: string) => {
      const response = await schedule(callers.recruiter, 'casey', extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(
        Object.keys(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors),
      ).toContain(field);
    };
    await bad({ candidateEmail: 'x@example.com' }, 'candidateEmail');
    await bad({ timeZone: 'Mars/Olympus_Mons' }, 'timeZone');
    await bad({ timeZone: 'not a zone' }, 'timeZone');
    await bad({ time: '25:00' }, 'time');
    await bad({ time: '2:30 PM' }, 'time');
    await bad({ date: '2026-02-30' }, 'date');
    await bad({ durationMinutes: 5 }, 'durationMinutes');
    await bad({ durationMinutes: 481 }, 'durationMinutes');
    await bad({ videoUrl: 'javascript:alert(1)' }, 'videoUrl');
    await bad({ location: '', videoUrl: '' }, 'location');
    await bad({ date: dayIn(-2) }, 'date');
    const patched = await callers.recruiter.request(
      'PATCH',
      `/api/admin/interviews/${(await scheduled('casey'))._id}`,
      {
        json: {
          date: dayIn(12),
          time: '10:00',
          timeZone: 'Europe/Berlin',
          durationMinutes: 30,
          status: 'x',
        },
      },
    );
    expect(patched.statusCode).toBe(400);
    const cancelled = await callers.recruiter.post(
      `/api/admin/interviews/${(await scheduled('casey'))._id}/cancel`,
      { reason: 'x', notify: false },
    );
    expect(cancelled.statusCode).toBe(400);

    const pending = await schedule(callers.recruiter, 'pat');
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ error: string }>().error).toBe(INTERVIEW_MESSAGES.notShared);
    expect((await schedule(callers.recruiter, 'wes')).statusCode).toBe(409);
    // Another order's entry, or none, is 404.
    const elsewhere = await callers.recruiter.post(
      `/api/admin/orders/${orderB}/shortlist/${entries.casey ?? ''}/interviews`,
      slot(),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await callers.recruiter.get('/api/admin/interviews/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'))
        .statusCode,
    ).toBe(404);
    expect((await callers.recruiter.get('/api/admin/interviews/nope')).statusCode).toBe(404);
  });

  it('mails the candidate and the client contact a calendar file: one UID, SEQUENCE rising, REQUEST then CANCEL, at the agreed time in its zone', async () => {
    const date = dayIn(14);
    const since = new Date(Date.now() - 1).toISOString();
    const first = await scheduled('casey', {
      date,
      time: '14:30',
      timeZone: 'America/Chicago',
      location: undefined,
      videoUrl: 'https://meet.example.com/alpha-casey',
      notes: 'Bring your licence.',
    });
    expect(first).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      date,
      time: '14:30',
      timeZone: 'America/Chicago',
      durationMinutes: 45,
      location: null,
      videoUrl: 'https://meet.example.com/alpha-casey',
      interviewer: 'Dr. Ada Alpha',
      company: { name: 'Alpha Clinic' },
      order: { _id: orderA },
      candidate: { _id: candidates.casey, name: 'casey Candidate' },
      reminderSentAt: null,
    });
    expect(first.startsAt).toBe(zonedTimeToInstant(date, '14:30', 'America/Chicago').toISOString());

    const moved = await callers.admin.request('PATCH', `/api/admin/interviews/${first._id}`, {
      json: {
        date,
        time: '16:00',
        timeZone: 'Europe/Berlin',
        durationMinutes: 60,
        location: 'Alpha Clinic, Berlin office',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Interview>()).toMatchObject({
      sequence: 1,
      time: '16:00',
      timeZone: 'Europe/Berlin',
      location: 'Alpha Clinic, Berlin office',
      // Not given: kept.
      videoUrl: 'https://meet.example.com/alpha-casey',
    });
    const cancelled = await callers.recruiter.post(`/api/admin/interviews/${first._id}/cancel`, {
      reason: 'The position was filled internally',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Interview>()).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      cancelReason: 'The position was filled internally',
    });
    // Nothing more on a cancelled interview.
    expect(
      (await callers.recruiter.post(`/api/admin/interviews/${first._id}/cancel`, {})).statusCode,
    ).toBe(409);
    const again = await callers.recruiter.request('PATCH', `/api/admin/interviews/${first._id}`, {
      json: { date, time: '10:00', timeZone: 'Europe/Berlin', durationMinutes: 30 },
    });
    expect(again.statusCode).toBe(409);

    for (const to of ['casey@example.com', 'ann@alpha.example']) {
      const rows = (await outbox(to)).filter(
        (row) => row.attachments_json !== null && icsOf(row).includes(first._id),
      );
      expect(
        rows.map((row) => row.subject.split(':')[0]),
        to,
      ).toEqual(['Interview', 'Interview moved', 'Interview cancelled']);
      const parsed = rows.map((row) => parseIcs(icsOf(row)));
      expect(new Set(parsed.map(({ event }) => event.uid))).toEqual(
        new Set([`${first._id}@localhost`]),
      );
      expect(parsed.map(({ event }) => Number(event.sequence))).toEqual([0, 1, 2]);
      expect(parsed.map(({ method }) => method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      const [scheduledFile, movedFile] = rows.map(icsOf);
      const compact = date.replaceAll('-', '');
      expect(scheduledFile).toContain(`DTSTART;TZID=America/Chicago:${compact}T143000`);
      expect(movedFile).toContain(`DTSTART;TZID=Europe/Berlin:${compact}T160000`);
      expect(parsed[0]?.event.start.tz).toBe('America/Chicago');
      expect(parsed[0]?.event.start.toISOString()).toBe(first.startsAt);
      expect(parsed[1]?.event.start.tz).toBe('Europe/Berlin');
      expect(parsed[1]?.event.start.toISOString()).toBe(
        zonedTimeToInstant(date, '16:00', 'Europe/Berlin').toISOString(),
      );
      // Both people are attendees; the agency organizes.
      const attendees = [parsed[0]?.event.attendee ?? []]
        .flat()
        .map((entry) => (typeof entry === 'string' ? entry : entry.val).toLowerCase());
      expect(attendees).toEqual(['mailto:casey@example.com', 'mailto:ann@alpha.example']);
      expect(scheduledFile).toMatch(
        /ORGANIZER;CN="?Keystone Staffing"?:mailto:careers@keystone-staffing\.example/,
      );
      expect(rows[2]?.text_body).toContain('The position was filled internally');
    }
    // The admin owns the order: told of the recruiter's schedule and cancel, not of their own move.
    const notices = (await outbox(users.admin.email, 'Interview%')).filter(
      (row) =>
        row.text_body.includes('casey Candidate') &&
        new Date(row.created_at).toISOString() >= since,
    );
    expect(notices.map((row) => row.subject.split(':')[0])).toEqual([
      'Interview',
      'Interview cancelled',
    ]);
    expect(notices.every((row) => row.attachments_json === null)).toBe(true);

    // Each change is in the activity log.
    const log = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', candidates.casey ?? '')
      .where('action', 'like', 'interview.%')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action).slice(-3)).toEqual([
      'interview.scheduled',
      'interview.rescheduled',
      'interview.cancelled',
    ]);
  });

  it('reminds the candidate and the client contact once, a day before, never for a cancelled one', async () => {
    const date = dayIn(20);
    const kept = await scheduled('sam', { date, time: '10:00', timeZone: 'America/New_York' });
    const dropped = await scheduled('sam', { date, time: '11:00', timeZone: 'America/New_York' });
    const cancelled = await callers.recruiter.post(
      `/api/admin/interviews/${dropped._id}/cancel`,
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    const startsAt = new Date(kept.startsAt).getTime();
    const reminders = async () =>
      (await outbox(seekerEmail, 'Reminder:%')).length +
      (await outbox('ann@alpha.example', 'Reminder:%')).filter((row) =>
        row.text_body.includes('sam Candidate'),
      ).length;

    // 25 hours before: not yet.
    await t.app.interviewReminders.sendDue(new Date(startsAt - 25 * HOUR));
    expect(await reminders()).toBe(0);
    // 23 hours before: once to each, however many passes run.
    const run = await t.app.interviewReminders.sendDue(new Date(startsAt - 23 * HOUR));
    expect(run.sent).toBeGreaterThanOrEqual(1);
    await t.app.interviewReminders.sendDue(new Date(startsAt - 22 * HOUR));
    await t.app.interviewReminders.sendDue(new Date(startsAt - 1 * HOUR));
    expect(await reminders()).toBe(2);
    const row = await t.app.db
      .selectFrom('interviews')
      .select(['reminder_sent_at'])
      .where('id', '=', kept._id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.reminder_sent_at ?? 0).toISOString()).toBe(
      new Date(startsAt - 23 * HOUR).toISOString(),
    );
    expect(
      (await callers.recruiter.get(`/api/admin/interviews/${kept._id}`)).json<Interview>()
        .reminderSentAt,
    ).not.toBeNull();
    // After it starts, nothing.
    await t.app.interviewReminders.sendDue(new Date(startsAt + HOUR));
    expect(await reminders()).toBe(2);

    // Moved to another day: due again, once.
    const moved = await callers.recruiter.request('PATCH', `/api/admin/interviews/${kept._id}`, {
      json: { date: dayIn(25), time: '10:00', timeZone: 'America/New_York', durationMinutes: 45 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Interview>().reminderSentAt).toBeNull();
    const newStart = new Date(moved.json<Interview>().startsAt).getTime();
    await t.app.interviewReminders.sendDue(new Date(newStart - 2 * HOUR));
    await t.app.interviewReminders.sendDue(new Date(newStart - HOUR));
    expect(await reminders()).toBe(4);

    // Scheduled less than a day ahead: the invitation is the reminder.
    const soon = new Date(Date.now() + 5 * HOUR);
    const close = await scheduled('sam', {
      date: soon.toISOString().slice(0, 10),
      time: soon.toISOString().slice(11, 16),
      timeZone: 'UTC',
    });
    await t.app.interviewReminders.sendDue(new Date(new Date(close.startsAt).getTime() - HOUR));
    expect(await reminders()).toBe(4);
  });

  it('shows interviews and placements on the candidate’s timeline', async () => {
    const interview = await scheduled('drew', { date: dayIn(8), time: '08:15' });
    const moved = await callers.recruiter.request(
      'PATCH',
      `/api/admin/interviews/${interview._id}`,
      {
        json: { date: dayIn(9), time: '09:45', timeZone: 'America/Chicago', durationMinutes: 30 },
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const placed = await callers.recruiter.post(`/api/admin/orders/${orderA}/placements`, {
      entryId: entries.drew,
      startDate: '2026-12-14',
      payRate: 40,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = (
      await callers.recruiter.get(`/api/admin/candidates/${candidates.drew ?? ''}`)
    ).json<CandidateDetail>();
    const summaries = detail.timeline
      .filter((entry) => entry.kind === 'interview' || entry.kind === 'placement')
      .map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Interview scheduled for Alpha Clinic's order \(“.+”\): .+ at 08:15 \(America\/Chicago\)$/u,
        ),
        expect.stringMatching(
          /^Interview for Alpha Clinic's order \(“.+”\) moved to .+ at 09:45 \(America\/Chicago\)$/u,
        ),
        expect.stringMatching(/^Interview for Alpha Clinic's order \(“.+”\) cancelled: Filled$/u),
        expect.stringMatching(/^Placed on Alpha Clinic's order \(“.+”\), starting 2026-12-14$/u),
      ]),
    );
    expect(detail.timeline.find((entry) => entry.kind === 'placement')?.actorName).toBeTruthy();
  });

  it('a withdrawn consent calls off the interviews still to come and hides them from the client', async () => {
    const interview = await scheduled('drew', { date: dayIn(6) });
    expect((await callers.clientA.get(`/api/client/interviews/${interview._id}`)).statusCode).toBe(
      200,
    );
    await consent('drew@example.com', 'no');
    // Cancelled, with a CANCEL file to both sides and a higher sequence.
    const after = (
      await callers.recruiter.get(`/api/admin/interviews/${interview._id}`)
    ).json<Interview>();
    expect(after).toMatchObject({
      status: 'cancelled',
      sequence: 1,
      cancelReason: INTERVIEW_MESSAGES.candidateWithdrew,
    });
    for (const to of ['drew@example.com', 'ann@alpha.example']) {
      const files = (await outbox(to, 'Interview cancelled%'))
        .filter((row) => row.attachments_json?.includes(interview._id))
        .map((row) => parseIcs(icsOf(row)));
      expect(
        files.map(({ method, event }) => [method, Number(event.sequence)]),
        to,
      ).toEqual([['CANCEL', 1]]);
    }
    // The owner (the admin) is told; the candidate is the one who acted.
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['actor_user_id', 'summary'])
      .where('action', '=', 'interview.cancelled')
      .where('subject_id', '=', candidates.drew ?? '')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.actor_user_id).toBeNull();
    expect(log.summary).toMatch(/^drew Candidate cancelled the interview/u);

    expect((await callers.clientA.get(`/api/client/interviews/${interview._id}`)).statusCode).toBe(
      404,
    );
    const listed = (await callers.clientA.get(`/api/client/orders/${orderA}/interviews`)).json<
      Interview[]
    >();
    expect(listed.some((row) => row.candidate._id === entries.drew)).toBe(false);
    expect((await schedule(callers.recruiter, 'drew')).statusCode).toBe(409);
    const moved = await callers.recruiter.request(
      'PATCH',
      `/api/admin/interviews/${interview._id}`,
      {
        json: { date: dayIn(7), time: '09:00', timeZone: 'America/Chicago', durationMinutes: 30 },
      },
    );
    expect(moved.statusCode).toBe(409);
  });

  it('taking a candidate off the shortlist calls off their interviews still to come first, METHOD:CANCEL to both sides', async () => {
    await applyAndShortlist('remy', 'remy@example.com', true);
    const earlier = await scheduled('remy', { date: dayIn(4) });
    const cancelledBefore = await callers.recruiter.post(
      `/api/admin/interviews/${earlier._id}/cancel`,
      { reason: 'Clash' },
    );
    expect(cancelledBefore.statusCode).toBe(200);
    const upcoming = await scheduled('remy', { date: dayIn(5), time: '11:15' });
    const moved = await callers.recruiter.request(
      'PATCH',
      `/api/admin/interviews/${upcoming._id}`,
      {
        json: { date: dayIn(6), time: '11:15', timeZone: 'America/Chicago', durationMinutes: 45 },
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const removed = await callers.recruiter.request(
      'DELETE',
      `/api/admin/orders/${orderA}/shortlist/${entries.remy ?? ''}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    // The rows went with the entry.
    expect(
      await t.app.db
        .selectFrom('interviews')
        .select('id')
        .where('shortlist_entry_id', '=', entries.remy ?? '')
        .execute(),
    ).toEqual([]);
    // The one still to come: a CANCEL with the same UID and the next SEQUENCE to the candidate
    // and the client contact, with the reason; the one cancelled before gets no second one.
    for (const to of ['remy@example.com', 'ann@alpha.example']) {
      const cancellations = (await outbox(to, 'Interview cancelled%')).filter(
        (row) => row.attachments_json?.includes(upcoming._id) ?? false,
      );
      expect(cancellations, to).toHaveLength(1);
      const { method, event } = parseIcs(icsOf(cancellations[0]!));
      expect(method).toBe('CANCEL');
      expect(event.uid).toBe(`${upcoming._id}@localhost`);
      expect(Number(event.sequence)).toBe(2);
      expect(event.start.toISOString()).toBe(moved.json<Interview>().startsAt);
      expect(cancellations[0]?.text_body).toContain(INTERVIEW_MESSAGES.candidateRemoved);
      const cancelledEarlier = (await outbox(to, 'Interview cancelled%')).filter(
        (row) => row.attachments_json?.includes(earlier._id) ?? false,
      );
      expect(cancelledEarlier, to).toHaveLength(1);
    }
    // The owner (the admin) hears of the recruiter's cancellation; the log names the recruiter.
    expect(
      (await outbox(users.admin.email, 'Interview cancelled%')).filter(
        (row) =>
          row.text_body.includes('remy Candidate') &&
          row.text_body.includes(INTERVIEW_MESSAGES.candidateRemoved),
      ),
    ).toHaveLength(1);
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'actor_user_id'])
      .where('subject_id', '=', candidates.remy ?? '')
      .where('action', 'in', ['interview.cancelled', 'shortlist.removed'])
      .orderBy('action')
      .execute();
    expect(log).toEqual([
      { action: 'interview.cancelled', actor_user_id: users.recruiter.id },
      { action: 'interview.cancelled', actor_user_id: users.recruiter.id },
      { action: 'shortlist.removed', actor_user_id: users.recruiter.id },
    ]);
  });

  it('the export holds the person’s interviews; erasure removes them and scrubs the mail naming them', async () => {
    const exported = await callers.seeker.get('/api/users/me/export');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const data = JSON.parse(
      readZip(exported.rawPayload).get('my-data.json')?.toString('utf8') ?? '{}',
    ) as { interviews?: { status: string; history: { what: string }[] }[] };
    expect(data.interviews?.length).toBeGreaterThanOrEqual(3);
    expect(data.interviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          company: 'Alpha Clinic',
          timeZone: 'America/New_York',
          status: 'scheduled',
          history: expect.arrayContaining([
            expect.objectContaining({ what: 'scheduled' }),
            expect.objectContaining({ what: 'reminded' }),
          ]),
        }),
      ]),
    );

    // Some of the mail naming them was sent and is kept; the rest still waits.
    const aboutSam = () =>
      t.app.db
        .selectFrom('email_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'attachments_json', 'status'])
        .where('to_address', 'in', ['ann@alpha.example', users.admin.email])
        .where((eb) =>
          eb.or([
            eb('text_body', 'like', '%sam Candidate%'),
            eb('subject', '=', SCRUBBED_EMAIL_TEXT),
          ]),
        )
        .execute();
    const before = await aboutSam();
    expect(before.length).toBeGreaterThan(2);
    const sentIds = before.slice(0, 2).map((row) => row.id);
    await t.app.db
      .updateTable('email_outbox')
      .set({ status: 'sent' })
      .where('id', 'in', sentIds)
      .execute();

    const deleted = await callers.seeker.request('DELETE', '/api/users/me', {
      json: { password: 'correct horse battery' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(
      await t.app.db
        .selectFrom('interviews')
        .select('id')
        .where('candidate_id', '=', candidates.sam ?? '')
        .execute(),
    ).toEqual([]);
    const after = await aboutSam();
    // The waiting ones are gone; the kept ones say nothing of the person.
    expect(after.map((row) => row.id).sort()).toEqual([...sentIds].sort());
    for (const row of after) {
      expect(row).toMatchObject({
        subject: SCRUBBED_EMAIL_TEXT,
        text_body: SCRUBBED_EMAIL_TEXT,
        attachments_json: null,
      });
    }
    // No interview mail anywhere names them (the application notices are not this module's).
    const anywhere = await t.app.db
      .selectFrom('email_outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('text_body', 'like', '%sam Candidate%'),
            eb.or([eb('subject', 'like', 'Interview%'), eb('subject', 'like', 'Reminder%')]),
          ]),
          eb('attachments_json', 'like', '%sam.seeker@example.com%'),
        ]),
      )
      .execute();
    expect(anywhere).toEqual([]);

    // Staff erasing a candidate without an account: the same.
    const erased = await callers.admin.request(
      'DELETE',
      `/api/admin/candidates/${candidates.casey ?? ''}`,
      {
        json: {},
      },
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(
      await t.app.db
        .selectFrom('interviews')
        .select('id')
        .where('candidate_id', '=', candidates.casey ?? '')
        .execute(),
    ).toEqual([]);
    const caseyMail = await t.app.db
      .selectFrom('email_outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('text_body', 'like', '%casey Candidate%'),
            eb.or([eb('subject', 'like', 'Interview%'), eb('subject', 'like', 'Reminder%')]),
          ]),
          eb('attachments_json', 'like', '%casey@example.com%'),
        ]),
      )
      .execute();
    expect(caseyMail).toEqual([]);
  });
});

// The timer: an interview stored (as the demo seed stores one, through the repository) with
// its reminder already due is reminded on the server's own first ticks, once.
describe('interview reminders on the server timer', () => {
  let interviewId = '';
  const t = useTestApp(
    { interviewReminders: { intervalMs: 50 } },
    {
      beforeReady: async (app) => {
        const staff = await createUser(app, { role: 'recruiter', email: 'rita@example.com' });
        const { website: _honeypot, ...order } = jobOrderRequestSchema.parse(
          validOrder({ email: 'cara@clinic.example', company: 'Cara Clinic' }),
        );
        const orderId = await insertJobOrder(app.db, order);
        const companyId = await insertClientCompany(app.db, {
          name: 'Cara Clinic',
          industry: 'Healthcare',
          locations: ['Chicago, IL'],
        });
        const contactId = await insertClientContact(app.db, companyId, {
          name: 'Cara Contact',
          email: 'cara@clinic.example',
        });
        await linkOrderToClient(
          app.db,
          orderId,
          { companyId, contactId },
          { actorId: staff.id, actorName: 'Rita', text: 'Linked' },
        );
        const candidateId = await app.db
          .transaction()
          .execute((trx) =>
            recordCandidate(trx, { email: 'tom@example.com', firstName: 'Tom', lastName: 'Timer' }),
          );
        const entryId = await insertShortlistEntry(app.db, {
          orderId,
          candidateId,
          pitch: 'Punctual',
          addedBy: { id: staff.id, name: 'Rita' },
          tokenHash: 'timer-test-token-hash',
        });
        await app.db
          .updateTable('shortlist_entries')
          .set({ consent: 'granted', consent_at: new Date().toISOString() })
          .where('id', '=', entryId)
          .execute();
        // Stored more than a day ahead, so its reminder has a time; then that time is moved
        // into the past, as if the day had gone by.
        const start = new Date(Date.now() + 3 * DAY);
        interviewId = await insertInterview(app.db, {
          ...slotOf({
            date: start.toISOString().slice(0, 10),
            time: start.toISOString().slice(11, 16),
            timeZone: 'UTC',
            durationMinutes: 30,
            location: 'Cara Clinic, front desk',
            videoUrl: null,
            interviewer: 'Dr. Cara',
            notes: null,
          }),
          entryId,
          orderId,
          candidateId,
          companyId,
          uidHost: 'localhost',
          createdBy: { id: staff.id, name: 'Rita' },
        });
        await app.db
          .updateTable('interviews')
          .set({ remind_at: new Date(Date.now() - 60_000).toISOString() })
          .where('id', '=', interviewId)
          .execute();
      },
    },
  );

  it('queues the reminder to the candidate and the client contact, once', async () => {
    const reminders = () =>
      t.app.db
        .selectFrom('email_outbox')
        .select('to_address')
        .where('subject', 'like', 'Reminder:%')
        .orderBy('to_address')
        .execute();
    const deadline = Date.now() + 10_000;
    while ((await reminders()).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Claimed in its row: another pass (another tick, another instance) finds nothing due.
    const claimed = await t.app.db
      .selectFrom('interviews')
      .select('reminder_sent_at')
      .where('id', '=', interviewId)
      .executeTakeFirstOrThrow();
    expect(claimed.reminder_sent_at).not.toBeNull();
    expect(await t.app.interviewReminders.sendDue()).toEqual({ due: 0, sent: 0 });
    expect((await reminders()).map((row) => row.to_address)).toEqual([
      'cara@clinic.example',
      'tom@example.com',
    ]);
  });
});
