import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { tagOutboxCandidates } from '../src/db/migrations/20261128-0090-candidate-mail-and-merged-links.ts';
import { syncCandidateForAccount } from '../src/modules/candidates/candidate-sync.ts';
import { apply, candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

// Erasing a candidate (staff, or the person deleting their account) leaves nothing in the
// outbox that names them, however the mail got there: the agency's copy of an application, the
// client's answer to the order's owner, the interview mail to the client and the owner, and
// mail queued before messages were tagged. Their interviews still to come are called off on
// the client's calendar by a message that names nobody.

const DAY = 24 * 60 * 60_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type OutboxRow = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachments_json: string | null;
  status: string;
  about_candidate_id: string | null;
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

function filesOf(row: OutboxRow): { fileName: string; contentType: string; content: string }[] {
  return JSON.parse(row.attachments_json ?? '[]') as {
    fileName: string;
    contentType: string;
    content: string;
  }[];
}

describe('erasing a candidate scrubs the outbox of every mail naming them', () => {
  const t = useCandidateTestApp();
  let recruiter: TestClient;
  let admin: TestClient;
  let adminEmail = '';
  let client: TestClient;
  let orderId = '';
  let jobId = '';
  const CONTACT = 'ann@alpha.example';

  const outbox = (): Promise<OutboxRow[]> =>
    t.app.db
      .selectFrom('email_outbox')
      .select([
        'id',
        'to_address',
        'reply_to',
        'subject',
        'text_body',
        'attachments_json',
        'status',
        'about_candidate_id',
      ])
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  // Every row whose subject, text, Reply-To or files hold any of the words (case aside).
  async function rowsNaming(...words: string[]): Promise<OutboxRow[]> {
    return (await outbox()).filter((row) => {
      const text = [row.subject, row.text_body, row.reply_to ?? '', row.attachments_json ?? '']
        .join('\n')
        .toLowerCase();
      return words.some((word) => text.includes(word.toLowerCase()));
    });
  }

  async function consentYes(to: string) {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/share-consent\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
    const answered = await new TestClient(t.app).post('/api/shortlist-consent/answer', {
      token,
      answer: 'yes',
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }

  // On the order's shortlist, agreed, answered by the client, with an interview still to come
  // and one cancelled: every kind of mail that names the candidate to someone else.
  async function fullyInvolved(email: string): Promise<{ entryId: string; interview: Interview }> {
    const candidateId = await candidateIdOf(t, email);
    const added = await recruiter.post(`/api/admin/orders/${orderId}/shortlist`, {
      candidateId,
      pitch: 'Reliable and kind',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entryId = added.json<ShortlistEntry>()._id;
    await consentYes(email);
    const decided = await client.post(
      `/api/client/orders/${orderId}/candidates/${entryId}/decision`,
      {
        decision: 'interview',
        times: 'Any morning',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const slot = {
      time: '10:00',
      timeZone: 'America/Chicago',
      durationMinutes: 30,
      videoUrl: `https://meet.example.com/${email.split('@')[0] ?? ''}`,
      interviewer: 'Dr. Ada Alpha',
      notes: 'Ask about night shifts.',
    };
    const url = `/api/admin/orders/${orderId}/shortlist/${entryId}/interviews`;
    const dropped = await recruiter.post(url, { ...slot, date: dayIn(8) });
    expect(dropped.statusCode, dropped.body).toBe(201);
    const cancelled = await recruiter.post(
      `/api/admin/interviews/${dropped.json<Interview>()._id}/cancel`,
      { reason: 'Moved to another day' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const kept = await recruiter.post(url, { ...slot, date: dayIn(9) });
    expect(kept.statusCode, kept.body).toBe(201);
    // The recruiter moves it, so its SEQUENCE is 1 before the erasure.
    const moved = await recruiter.request(
      'PATCH',
      `/api/admin/interviews/${kept.json<Interview>()._id}`,
      {
        json: { ...slot, date: dayIn(10), videoUrl: undefined },
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    return { entryId, interview: moved.json<Interview>() };
  }

  // Some of the mail was sent and is kept, one ran out of attempts; the rest still waits.
  async function sendSomeOf(rows: OutboxRow[]) {
    const [sent, failed] = [rows.slice(0, Math.ceil(rows.length / 2)), rows.at(-1)];
    await t.app.db
      .updateTable('email_outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString() })
      .where(
        'id',
        'in',
        sent.map((row) => row.id),
      )
      .execute();
    if (failed) {
      await t.app.db
        .updateTable('email_outbox')
        .set({ status: 'failed' })
        .where('id', '=', failed.id)
        .execute();
    }
  }

  // The calendar's cancellation to the client for an interview of an erased candidate.
  async function expectAnonymousCancellation(interview: Interview, words: string[]) {
    const rows = (await outbox()).filter(
      (row) => row.to_address === CONTACT && (row.attachments_json ?? '').includes(interview._id),
    );
    const cancellations = rows.filter((row) => row.status === 'pending');
    expect(cancellations).toHaveLength(1);
    const [row] = cancellations;
    expect(row).toMatchObject({
      subject: `Interview cancelled: “Registered Nurse”`,
      about_candidate_id: null,
    });
    expect(row?.text_body).toContain('the candidate is no longer available');
    const [file] = filesOf(row!);
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { method, event } = parseIcs(file?.content ?? '');
    expect(method).toBe('CANCEL');
    expect(event.uid).toBe(`${interview._id}@localhost`);
    expect(Number(event.sequence)).toBe(interview.sequence + 1);
    expect(event.summary).toBe('Interview cancelled');
    expect(event.start.toISOString()).toBe(interview.startsAt);
    const attendees = [event.attendee ?? []]
      .flat()
      .map((entry) => (typeof entry === 'string' ? entry : entry.val).toLowerCase());
    expect(attendees).toEqual([`mailto:${CONTACT}`]);
    for (const word of words) {
      expect(JSON.stringify(row).toLowerCase(), word).not.toContain(word.toLowerCase());
    }
  }

  beforeAll(async () => {
    recruiter = (await loggedInClient(t.app, 'recruiter')).client;
    const adminLogin = await loggedInClient(t.app, 'admin');
    admin = adminLogin.client;
    adminEmail = adminLogin.user.email;
    const a = await signedInClientContact(t.app, recruiter, {
      name: 'Alpha Clinic',
      email: CONTACT,
    });
    client = a.client;
    orderId = await sendOrder(t.app, { email: CONTACT, company: 'Alpha Clinic' });
    await recruiter.request('PUT', `/api/admin/orders/${orderId}/client`, {
      json: { companyId: a.companyId },
    });
    for (const status of ['qualified', 'open']) {
      const moved = await recruiter.request('PATCH', `/api/admin/orders/${orderId}`, {
        json: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // The admin owns the order: the recruiter's interview changes and the client's answers
    // are mailed to them, naming the candidate.
    const owned = await recruiter.request('PATCH', `/api/admin/orders/${orderId}`, {
      json: { ownerId: adminLogin.user.id },
    });
    expect(owned.statusCode, owned.body).toBe(200);
    const job = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderId }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobId = job.json<Job>()._id;
  });

  it('staff erasing a candidate: no row names them, the client’s calendar gets a CANCEL naming nobody, others’ mail is untouched', async () => {
    // An underscore in the address: a LIKE pattern must match it as itself, not as any
    // character, or the look-alike's mail below would be scrubbed too.
    const email = 'erin_e@example.com';
    await apply(t, { firstName: 'Erin', lastName: 'Eraseme', email, jobId });
    const lookAlike = 'erinxe@example.com';
    await apply(t, { firstName: 'Otto', lastName: 'Otherperson', email: lookAlike, jobId });
    const { interview } = await fullyInvolved(email);
    const candidateId = await candidateIdOf(t, email);

    const naming = await rowsNaming('Eraseme', email);
    // The agency's copy of the application, the consent mails, the client's answer to the
    // owner, the interview files and notices.
    expect(naming.filter((row) => row.to_address === t.app.config.agencyEmail)).toHaveLength(1);
    expect(naming.filter((row) => row.to_address === adminEmail).length).toBeGreaterThanOrEqual(3);
    expect(naming.filter((row) => row.to_address === CONTACT).length).toBeGreaterThanOrEqual(4);
    // Every message that names them says so, to them or to someone else.
    expect(naming.filter((row) => row.about_candidate_id !== candidateId)).toEqual([]);
    // The look-alike's application notice was queued before messages were tagged: only its
    // Reply-To says whom it is about. So was Erin's. The migration that tags such mail reads
    // each address as itself.
    await t.app.db
      .updateTable('email_outbox')
      .set({ about_candidate_id: null })
      .where('to_address', '=', t.app.config.agencyEmail)
      .where('subject', 'like', 'New application:%')
      .execute();
    await tagOutboxCandidates(t.app.db);
    await sendSomeOf(naming);
    const othersBefore = await rowsNaming('Otherperson', lookAlike);
    expect(othersBefore).toHaveLength(1);

    const erased = await admin.request('DELETE', `/api/admin/candidates/${candidateId}`, {
      json: {},
    });
    expect(erased.statusCode, erased.body).toBe(204);

    // Waiting mail naming them is gone; the kept rows say nothing of them.
    expect(await rowsNaming('Eraseme', 'Erin E', email)).toEqual([]);
    const kept = (await outbox()).filter((row) => naming.some((before) => before.id === row.id));
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) {
      expect(row).toMatchObject({
        subject: 'A message about a candidate who was erased',
        text_body: 'A message about a candidate who was erased',
        reply_to: null,
        attachments_json: null,
        about_candidate_id: null,
      });
      expect(row.status).not.toBe('pending');
      // Nobody retries what ran out of attempts.
      expect(row.status).not.toBe('failed');
    }
    // Nothing went to the erased candidate, and nothing waits for them.
    expect((await outbox()).filter((row) => row.to_address === email)).toEqual([]);
    // The client's calendar drops the interview still to come (the cancelled one is gone already).
    await expectAnonymousCancellation(interview, ['Erin', 'Eraseme', email, 'meet.example.com']);
    // The look-alike's mail is as it was.
    expect(await rowsNaming('Otherperson', lookAlike)).toEqual(othersBefore);
  });

  it('a person deleting their account: the same, for mail about them under either of their candidates', async () => {
    // Applied signed out first, from the address the account takes on later.
    const email = 'alex.account@example.com';
    await apply(t, { firstName: 'Alex', lastName: 'Accountholder', email, jobId });
    const user = await createUser(t.app, {
      email: 'alex.old@example.com',
      firstName: 'Alex',
    });
    await t.app.db
      .updateTable('users')
      .set({ last_name: 'Accountholder' })
      .where('id', '=', user.id)
      .execute();
    const seeker = new TestClient(t.app);
    const login = await seeker.post('/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    // Signed in, from the old address: the account's own candidate.
    await apply(
      t,
      { firstName: 'Alex', lastName: 'Accountholder', email: user.email, jobId },
      seeker,
    );
    const accountCandidate = await candidateIdOf(t, user.email);
    const addressCandidate = await candidateIdOf(t, email);
    expect(accountCandidate).not.toBe(addressCandidate);
    // The account moves to the address that applied signed out: one person, one candidate,
    // and the mail about the one that goes is about the one that stays.
    await t.app.db
      .updateTable('users')
      .set({ email, email_verified_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect(await syncCandidateForAccount(t.app.db, user.id)).toBe(accountCandidate);
    const notices = (await outbox()).filter(
      (row) =>
        row.to_address === t.app.config.agencyEmail && row.text_body.includes('Accountholder'),
    );
    expect(notices.map((row) => row.about_candidate_id)).toEqual([
      accountCandidate,
      accountCandidate,
    ]);
    const { interview } = await fullyInvolved(email);
    const naming = await rowsNaming('Accountholder', email, 'alex.old@example.com');
    expect(naming.filter((row) => row.to_address === adminEmail).length).toBeGreaterThanOrEqual(3);
    await sendSomeOf(naming);
    // The receipt of the application sent from the old address went out and is kept.
    await t.app.db
      .updateTable('email_outbox')
      .set({ status: 'sent' })
      .where('to_address', '=', 'alex.old@example.com')
      .execute();

    const deleted = await seeker.request('DELETE', '/api/users/me', {
      json: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    expect(await rowsNaming('Accountholder', email, 'alex.old@example.com')).toEqual([]);
    expect(
      (await outbox()).filter((row) => [email, 'alex.old@example.com'].includes(row.to_address)),
    ).toEqual([]);
    await expectAnonymousCancellation(interview, [
      'Alex',
      'Accountholder',
      email,
      'meet.example.com',
    ]);
    expect(
      await t.app.db
        .selectFrom('interviews')
        .select('id')
        .where('candidate_id', '=', accountCandidate)
        .execute(),
    ).toEqual([]);
  });
});
