import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import type { Interview } from '@staffing/shared/interview-schemas';
import { SHORTLIST_MESSAGES, type ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import {
  TODAY_MESSAGES,
  TODAY_SECTION_LIMIT,
  todayCountsSchema,
  todaySchema,
  type Today,
  type TodayCounts,
} from '@staffing/shared/today-schemas';
import { enqueueEmail } from '../src/modules/email/outbox-repository.ts';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

const CALLERS = ['anonymous', 'seeker', 'client', 'recruiter', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Staff = 'recruiter' | 'other' | 'admin';

const DAY = 24 * 60 * 60_000;
// A calendar date this many days from today (UTC, the zone the tests read Today in).
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('Today: what needs a recruiter now, each item gone once handled', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller | 'other', TestClient>;
  const users = {} as Record<Staff, { id: string; email: string }>;
  let companyId = '';
  let orderA = '';
  let jobA = '';
  let ownJob = '';
  let othersJob = '';
  const entries: Record<string, string> = {};
  const candidates: Record<string, string> = {};

  const today = async (who: Staff | 'other', scope?: 'mine' | 'everyone'): Promise<Today> => {
    const caller = who === 'other' ? callers.other : callers[who];
    const response = await caller.get(`/api/admin/today?tz=UTC${scope ? `&scope=${scope}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return todaySchema.parse(response.json());
  };
  const counts = async (who: Staff | 'other'): Promise<TodayCounts> => {
    const caller = who === 'other' ? callers.other : callers[who];
    const response = await caller.get('/api/admin/today/counts?tz=UTC');
    expect(response.statusCode, response.body).toBe(200);
    return todayCountsSchema.parse(response.json());
  };
  const patchOrder = async (id: string, json: Record<string, unknown>) => {
    const response = await callers.recruiter.request('PATCH', `/api/admin/orders/${id}`, { json });
    expect(response.statusCode, response.body).toBe(200);
  };
  const openOrder = async (id: string) => {
    for (const status of ['qualified', 'open']) await patchOrder(id, { status });
  };

  async function consentLink(to: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\/share-consent\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
  }
  async function answerConsent(token: string, answer: 'yes' | 'no') {
    const answered = await new TestClient(t.app).post('/api/shortlist-consent/answer', {
      token,
      answer,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }

  async function apply(jobId: string, firstName: string, email: string) {
    const applied = await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName, lastName: 'Candidate', email, jobId },
      pdfFile(),
    );
    expect(applied.statusCode, applied.body).toBe(201);
  }

  async function shortlist(orderId: string, key: string, email: string, agree: boolean) {
    await apply(jobA, key, email);
    candidates[key] = await candidateIdOf(t, email);
    const added = await callers.recruiter.post(`/api/admin/orders/${orderId}/shortlist`, {
      candidateId: candidates[key],
      pitch: `${key} is strong`,
    });
    expect(added.statusCode, added.body).toBe(201);
    entries[key] = added.json<ShortlistEntry>()._id;
    if (agree) await answerConsent(await consentLink(email), 'yes');
  }

  // The consent request went out this many days ago.
  const askedDaysAgo = (key: string, days: number) =>
    t.app.db
      .updateTable('shortlist_entries')
      .set({ updated_at: new Date(Date.now() - days * DAY).toISOString() })
      .where('id', '=', entries[key] ?? '')
      .execute();

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    for (const [key, role] of [
      ['recruiter', 'recruiter'],
      ['other', 'recruiter'],
      ['admin', 'admin'],
    ] as const) {
      const signedIn = await loggedInClient(t.app, role);
      callers[key] = signedIn.client;
      users[key] = signedIn.user;
    }
    const seeker = await createUser(t.app, { email: 'sam.seeker@example.com' });
    callers.seeker = new TestClient(t.app);
    await callers.seeker.post('/api/users/login', {
      email: seeker.email,
      password: seeker.password,
    });
    const contact = await signedInClientContact(t.app, callers.recruiter, {
      name: 'Alpha Clinic',
      email: 'ann@alpha.example',
    });
    callers.client = contact.client;
    companyId = contact.companyId;

    // The recruiter's order, a month out, with its job.
    orderA = await sendOrder(t.app, {
      email: 'ann@alpha.example',
      company: 'Alpha Clinic',
      position: 'Charge Nurse',
      headcount: 3,
      startDate: dayIn(30),
      endDate: dayIn(120),
    });
    await callers.recruiter.request('PUT', `/api/admin/orders/${orderA}/client`, {
      json: { companyId },
    });
    await openOrder(orderA);
    await patchOrder(orderA, { ownerId: users.recruiter.id });
    const job = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderA, title: 'Charge Nurse' }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobA = job.json<Job>()._id;
    // A job the recruiter posted with no order behind it, and one the admin posted.
    const own = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Forklift Operator' }),
    );
    ownJob = own.json<Job>()._id;
    const others = await callers.admin.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Office Manager' }),
    );
    othersJob = others.json<Job>()._id;
  });

  it('staff only; a recruiter sees their own work, only an admin everyone’s', async () => {
    const routes: {
      name: string;
      call: (c: TestClient) => Promise<{ statusCode: number }>;
      expected: Record<Caller, number>;
    }[] = [
      {
        name: 'GET today',
        call: (c) => c.get('/api/admin/today'),
        expected: { anonymous: 401, seeker: 403, client: 403, recruiter: 200, admin: 200 },
      },
      {
        name: 'GET today everyone',
        call: (c) => c.get('/api/admin/today?scope=everyone'),
        expected: { anonymous: 401, seeker: 403, client: 403, recruiter: 403, admin: 200 },
      },
      {
        name: 'GET counts',
        call: (c) => c.get('/api/admin/today/counts'),
        expected: { anonymous: 401, seeker: 403, client: 403, recruiter: 200, admin: 200 },
      },
      {
        name: 'POST seen',
        call: (c) => c.post('/api/admin/today/seen', { area: 'applications' }),
        expected: { anonymous: 401, seeker: 403, client: 403, recruiter: 204, admin: 204 },
      },
      {
        name: 'POST resend',
        call: (c) =>
          c.post(
            `/api/admin/orders/${orderA}/shortlist/0190a5a0-0000-7000-8000-000000000000/resend`,
          ),
        expected: { anonymous: 401, seeker: 403, client: 403, recruiter: 404, admin: 404 },
      },
    ];
    for (const route of routes) {
      for (const caller of CALLERS) {
        const response = await route.call(callers[caller]);
        expect({ route: route.name, caller, status: response.statusCode }).toEqual({
          route: route.name,
          caller,
          status: route.expected[caller],
        });
      }
    }
    const refused = await callers.recruiter.get('/api/admin/today?scope=everyone');
    expect(refused.json<{ error: string }>().error).toBe(TODAY_MESSAGES.everyoneAdminsOnly);
    // A recruiter has no failed emails to handle; an admin has.
    expect((await counts('recruiter')).failedEmails).toBeNull();
    expect((await today('recruiter')).failedEmails).toBeNull();
    expect((await counts('admin')).failedEmails).toBe(0);
    expect((await today('admin')).failedEmails).toEqual({ total: 0, items: [] });
    expect((await today('admin')).scope).toBe('mine');
    expect((await today('admin', 'everyone')).scope).toBe('everyone');
  });

  it('400 for a scope, time zone, area or field it does not know', async () => {
    const bad: [string, string | Record<string, unknown> | undefined][] = [
      ['/api/admin/today?scope=all', undefined],
      ['/api/admin/today?scope=', undefined],
      ['/api/admin/today?owner=me', undefined],
      ['/api/admin/today?tz=Mars/Olympus_Mons', undefined],
      ['/api/admin/today?tz=%3Cscript%3E', undefined],
      ['/api/admin/today/counts?scope=everyone', undefined],
      ['/api/admin/today/counts?tz=Nowhere', undefined],
      ['/api/admin/today/seen', { area: 'jobs' }],
      ['/api/admin/today/seen', {}],
      ['/api/admin/today/seen', { area: 'applications', at: '2026-01-01' }],
      [
        `/api/admin/orders/${orderA}/shortlist/0190a5a0-0000-7000-8000-000000000000/resend`,
        {
          again: true,
        },
      ],
    ];
    for (const [url, body] of bad) {
      const response =
        body === undefined ? await callers.admin.get(url) : await callers.recruiter.post(url, body);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(typeof response.json<{ error: unknown }>().error).toBe('string');
    }
    const zone = await callers.recruiter.get('/api/admin/today?tz=Mars/Olympus_Mons');
    expect(zone.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      tz: TODAY_MESSAGES.unknownTimeZone,
    });
  });

  it('client answers: an interview asked for until one is scheduled, a hire until the placement is recorded', async () => {
    await shortlist(orderA, 'ivy', 'ivy@example.com', true);
    await shortlist(orderA, 'hal', 'hal@example.com', true);
    await shortlist(orderA, 'dee', 'dee@example.com', true);
    const decide = async (key: string, body: Record<string, unknown>) => {
      const response = await callers.client.post(
        `/api/client/orders/${orderA}/candidates/${entries[key] ?? ''}/decision`,
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    await decide('ivy', { decision: 'interview', times: 'Tuesday morning' });
    await decide('hal', { decision: 'hire' });
    await decide('dee', { decision: 'decline', reason: 'Not this time' });

    const mine = await today('recruiter');
    expect(mine.clientAnswers.total).toBe(2);
    expect(mine.clientAnswers.items).toEqual([
      expect.objectContaining({
        entryId: entries.ivy,
        orderId: orderA,
        position: 'Charge Nurse',
        company: 'Alpha Clinic',
        candidateId: candidates.ivy,
        candidateName: 'ivy Candidate',
        decision: 'interview',
        text: 'Tuesday morning',
      }),
      expect.objectContaining({ entryId: entries.hal, decision: 'hire', text: null }),
    ]);
    // Another recruiter's own list does not hold them; everyone's does.
    expect((await today('other')).clientAnswers.total).toBe(0);
    expect((await today('admin')).clientAnswers.total).toBe(0);
    expect((await today('admin', 'everyone')).clientAnswers.total).toBe(2);
    expect((await counts('recruiter')).clientAnswers).toBe(2);

    // Scheduling the interview handles the first.
    const scheduled = await callers.recruiter.post(
      `/api/admin/orders/${orderA}/shortlist/${entries.ivy ?? ''}/interviews`,
      {
        date: dayIn(1),
        time: '12:00',
        timeZone: 'America/Chicago',
        durationMinutes: 45,
        location: 'Alpha Clinic, 4th floor',
        interviewer: 'Dr. Ada Alpha',
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    entries.ivyInterview = scheduled.json<Interview>()._id;
    expect((await today('recruiter')).clientAnswers.items.map((item) => item.entryId)).toEqual([
      entries.hal,
    ]);
    // Recording the placement handles the second.
    const placed = await callers.recruiter.post(`/api/admin/orders/${orderA}/placements`, {
      entryId: entries.hal,
      startDate: dayIn(30),
      payRate: 40,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await today('recruiter')).clientAnswers).toEqual({ total: 0, items: [] });
    expect((await counts('recruiter')).clientAnswers).toBe(0);
  });

  it('interviews today and tomorrow, until cancelled', async () => {
    const mine = await today('recruiter');
    expect(mine.interviews.total).toBe(1);
    expect(mine.interviews.items).toEqual([
      expect.objectContaining({
        _id: entries.ivyInterview,
        orderId: orderA,
        candidateName: 'ivy Candidate',
        date: dayIn(1),
        time: '12:00',
        timeZone: 'America/Chicago',
        day: 'tomorrow',
      }),
    ]);
    expect((await today('other')).interviews.total).toBe(0);
    expect((await today('admin', 'everyone')).interviews.total).toBe(1);
    // One on the day after tomorrow is not listed; one today is.
    await t.app.db
      .updateTable('interviews')
      .set({ date: dayIn(2) })
      .where('id', '=', entries.ivyInterview ?? '')
      .execute();
    expect((await today('recruiter')).interviews.total).toBe(0);
    await t.app.db
      .updateTable('interviews')
      .set({ date: dayIn(0) })
      .where('id', '=', entries.ivyInterview ?? '')
      .execute();
    expect((await today('recruiter')).interviews.items[0]?.day).toBe('today');
    expect((await counts('recruiter')).interviews).toBe(1);

    const cancelled = await callers.recruiter.post(
      `/api/admin/interviews/${entries.ivyInterview ?? ''}/cancel`,
      { reason: 'The client filled the role' },
    );
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await today('recruiter')).interviews).toEqual({ total: 0, items: [] });
    expect((await counts('recruiter')).interviews).toBe(0);
  });

  it('new applications by job since the person last looked: theirs, and everyone’s for an admin', async () => {
    const before = await today('recruiter');
    // Nobody looked yet: the last week's applications, the shortlisted candidates' included.
    expect(before.applications.items).toEqual([
      expect.objectContaining({ jobId: jobA, kind: 'job', title: 'Charge Nurse', count: 3 }),
    ]);
    expect(before.applications.total).toBe(3);

    for (const who of ['recruiter', 'other', 'admin'] as const) {
      const seen = await callers[who].post('/api/admin/today/seen', { area: 'applications' });
      expect(seen.statusCode).toBe(204);
    }
    expect((await today('recruiter')).applications).toMatchObject({ total: 0, items: [], jobs: 0 });

    await apply(jobA, 'Nia', 'nia@example.com');
    await apply(jobA, 'Oto', 'oto@example.com');
    await apply(ownJob, 'Pia', 'pia@example.com');
    await apply(othersJob, 'Rex', 'rex@example.com');
    const opening = await new TestClient(t.app).multipart(
      'POST',
      '/api/email/sales-rep-apply',
      { firstName: 'Sol', lastName: 'Candidate', email: 'sol@example.com' },
      pdfFile(),
    );
    expect(opening.statusCode, opening.body).toBe(201);

    const mine = await today('recruiter');
    expect(mine.applications.total).toBe(3);
    expect(mine.applications.jobs).toBe(2);
    expect(mine.applications.items).toEqual([
      expect.objectContaining({ jobId: ownJob, title: 'Forklift Operator', count: 1 }),
      expect.objectContaining({ jobId: jobA, title: 'Charge Nurse', count: 2 }),
    ]);
    expect((await counts('recruiter')).applications).toBe(3);
    // Another recruiter owns none of these jobs; an admin's own list holds the job they
    // posted, everyone's all of them (the standing openings' too).
    expect((await today('other')).applications.total).toBe(0);
    expect((await today('admin')).applications.items).toEqual([
      expect.objectContaining({ jobId: othersJob, count: 1 }),
    ]);
    const everyone = await today('admin', 'everyone');
    expect(everyone.applications.total).toBe(5);
    expect(everyone.applications.items).toContainEqual(
      expect.objectContaining({ jobId: null, kind: 'sales-rep', count: 1 }),
    );

    // Opening the applications page marks them seen.
    await callers.recruiter.post('/api/admin/today/seen', { area: 'applications' });
    expect((await today('recruiter')).applications.total).toBe(0);
    expect((await counts('recruiter')).applications).toBe(0);
    // What the admin has not looked at is still new to them.
    expect((await today('admin', 'everyone')).applications.total).toBe(5);
  });

  it('orders nobody owns until someone takes them; orders starting within 7 days until filled', async () => {
    const unowned = await sendOrder(t.app, {
      company: 'Beta Builders',
      position: 'Site Labourer',
      startDate: dayIn(20),
      endDate: dayIn(60),
    });
    const othersSoon = await sendOrder(t.app, {
      company: 'Gamma Goods',
      position: 'Picker',
      headcount: 2,
      startDate: dayIn(3),
      endDate: dayIn(60),
    });
    await patchOrder(othersSoon, { ownerId: users.other.id });
    const mineSoon = await sendOrder(t.app, {
      company: 'Delta Dental',
      position: 'Dental Assistant',
      headcount: 2,
      startDate: dayIn(6),
      endDate: dayIn(60),
    });
    await patchOrder(mineSoon, { ownerId: users.recruiter.id });
    const mineLater = await sendOrder(t.app, {
      company: 'Epsilon',
      position: 'Driver',
      startDate: dayIn(8),
      endDate: dayIn(60),
    });
    await patchOrder(mineLater, { ownerId: users.recruiter.id });

    const mine = await today('recruiter');
    expect(mine.orders.items).toEqual([
      expect.objectContaining({
        _id: mineSoon,
        position: 'Dental Assistant',
        company: 'Delta Dental',
        startDate: dayIn(6),
        headcount: 2,
        filledCount: 0,
        reasons: ['starts-soon'],
      }),
      expect.objectContaining({
        _id: unowned,
        ownerName: null,
        status: 'new',
        reasons: ['unowned'],
      }),
    ]);
    expect(mine.orders.total).toBe(2);
    expect((await today('other')).orders.items.map((order) => order._id)).toEqual([
      othersSoon,
      unowned,
    ]);
    expect((await today('admin', 'everyone')).orders.items.map((order) => order._id)).toEqual([
      othersSoon,
      mineSoon,
      unowned,
    ]);

    // Taking the order handles it for everyone.
    await patchOrder(unowned, { ownerId: users.recruiter.id });
    expect((await today('recruiter')).orders.items.map((order) => order._id)).toEqual([mineSoon]);
    expect((await today('other')).orders.items.map((order) => order._id)).toEqual([othersSoon]);
    // Filling it, or its end, handles a starting order.
    await patchOrder(mineSoon, { filledCount: 2 });
    await patchOrder(othersSoon, { status: 'cancelled', reason: 'The client went elsewhere' });
    expect((await today('recruiter')).orders).toEqual({ total: 0, items: [] });
    expect((await today('admin', 'everyone')).orders.total).toBe(0);
    expect((await counts('recruiter')).orders).toBe(0);

    // A short list: the first ten, and how many there are.
    const many: string[] = [];
    for (let index = 0; index < TODAY_SECTION_LIMIT + 2; index += 1) {
      many.push(
        await sendOrder(t.app, {
          company: `Company ${index}`,
          startDate: dayIn(10 + index),
          endDate: dayIn(90),
        }),
      );
    }
    const long = await today('recruiter');
    expect(long.orders.total).toBe(TODAY_SECTION_LIMIT + 2);
    expect(long.orders.items.map((order) => order._id)).toEqual(many.slice(0, TODAY_SECTION_LIMIT));
    expect((await counts('recruiter')).orders).toBe(TODAY_SECTION_LIMIT + 2);
    for (const id of many) await patchOrder(id, { ownerId: users.admin.id });
  });

  it('consent requests unanswered for 3 days, until asked again or answered', async () => {
    await shortlist(orderA, 'pam', 'pam@example.com', false);
    await shortlist(orderA, 'ned', 'ned@example.com', false);
    await shortlist(orderA, 'quin', 'quin@example.com', false);
    await askedDaysAgo('pam', 4);
    await askedDaysAgo('ned', 3.1);
    await askedDaysAgo('quin', 2);

    const mine = await today('recruiter');
    expect(mine.consents.items).toEqual([
      expect.objectContaining({
        entryId: entries.pam,
        orderId: orderA,
        candidateId: candidates.pam,
        candidateName: 'pam Candidate',
        company: 'Alpha Clinic',
        position: 'Charge Nurse',
      }),
      expect.objectContaining({ entryId: entries.ned }),
    ]);
    expect(mine.consents.total).toBe(2);
    expect((await today('other')).consents.total).toBe(0);
    expect((await today('admin', 'everyone')).consents.total).toBe(2);

    // Asking again: a new mail with new links; the first mail's links still answer.
    const firstLink = await consentLink('pam@example.com');
    const resent = await callers.recruiter.post(
      `/api/admin/orders/${orderA}/shortlist/${entries.pam ?? ''}/resend`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<ShortlistEntry>()).toMatchObject({ _id: entries.pam, consent: 'pending' });
    const secondLink = await consentLink('pam@example.com');
    expect(secondLink).not.toBe(firstLink);
    const mails = await t.app.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'pam@example.com')
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    expect(mails[1]?.text_body).toContain('“pam is strong”');
    expect((await today('recruiter')).consents.items.map((item) => item.entryId)).toEqual([
      entries.ned,
    ]);
    const timeline = await callers.recruiter.get(`/api/admin/candidates/${candidates.pam ?? ''}`);
    expect(timeline.body).toContain('Asked again to share their profile with Alpha Clinic');
    await answerConsent(firstLink, 'yes');
    const answeredPam = await t.app.db
      .selectFrom('shortlist_entries')
      .select('consent')
      .where('id', '=', entries.pam ?? '')
      .executeTakeFirstOrThrow();
    expect(answeredPam.consent).toBe('granted');
    // Once answered there is nothing to ask again.
    const again = await callers.recruiter.post(
      `/api/admin/orders/${orderA}/shortlist/${entries.pam ?? ''}/resend`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(SHORTLIST_MESSAGES.notPending);
    // Another order's entry under this order's address is not found.
    const elsewhere = await sendOrder(t.app, { company: 'Zeta', startDate: dayIn(40) });
    await patchOrder(elsewhere, { ownerId: users.admin.id });
    const wrongOrder = await callers.recruiter.post(
      `/api/admin/orders/${elsewhere}/shortlist/${entries.ned ?? ''}/resend`,
    );
    expect(wrongOrder.statusCode).toBe(404);

    // The candidate answering handles it too.
    await answerConsent(await consentLink('ned@example.com'), 'no');
    expect((await today('recruiter')).consents).toEqual({ total: 0, items: [] });
    expect((await counts('recruiter')).consents).toBe(0);
  });

  it('failed emails for admins, until retried', async () => {
    const id = await enqueueEmail(t.app.db, {
      to: 'nobody@example.com',
      subject: 'A message that bounced',
      text: 'Hello',
    });
    await t.app.db
      .updateTable('email_outbox')
      .set({ status: 'failed', attempts: 12, last_error: '550 mailbox unavailable' })
      .where('id', '=', id)
      .execute();
    const admin = await today('admin');
    expect(admin.failedEmails).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          _id: id,
          to: 'nobody@example.com',
          subject: 'A message that bounced',
          lastError: '550 mailbox unavailable',
        }),
      ],
    });
    expect((await counts('admin')).failedEmails).toBe(1);
    expect((await counts('recruiter')).failedEmails).toBeNull();
    const retried = await callers.admin.post(`/api/admin/outbox/${id}/retry`);
    expect(retried.statusCode).toBe(204);
    expect((await today('admin')).failedEmails).toEqual({ total: 0, items: [] });
    expect((await counts('admin')).failedEmails).toBe(0);
  });

  it('the counts are the lists’ totals', async () => {
    await callers.recruiter.post('/api/admin/today/seen', { area: 'applications' });
    // Something in every section for the recruiter: an answer, an interview, an application,
    // an unowned order and an old consent request.
    await shortlist(orderA, 'uma', 'uma@example.com', true);
    await callers.client.post(
      `/api/client/orders/${orderA}/candidates/${entries.uma ?? ''}/decision`,
      { decision: 'hire' },
    );
    await shortlist(orderA, 'val', 'val@example.com', true);
    const interview = await callers.recruiter.post(
      `/api/admin/orders/${orderA}/shortlist/${entries.val ?? ''}/interviews`,
      {
        date: dayIn(1),
        time: '09:30',
        timeZone: 'America/New_York',
        durationMinutes: 30,
        videoUrl: 'https://meet.example.com/val',
        interviewer: 'Dr. Ada Alpha',
      },
    );
    expect(interview.statusCode, interview.body).toBe(201);
    await shortlist(orderA, 'wes', 'wes@example.com', false);
    await askedDaysAgo('wes', 5);
    await sendOrder(t.app, { company: 'Eta', startDate: dayIn(50) });

    for (const who of ['recruiter', 'other', 'admin'] as const) {
      const list = await today(who);
      const badges = await counts(who);
      expect(badges).toEqual({
        clientAnswers: list.clientAnswers.total,
        interviews: list.interviews.total,
        applications: list.applications.total,
        orders: list.orders.total,
        consents: list.consents.total,
        failedEmails: list.failedEmails?.total ?? null,
      });
    }
    expect(await counts('recruiter')).toEqual({
      clientAnswers: 1,
      interviews: 1,
      applications: 3,
      orders: 1,
      consents: 1,
      failedEmails: null,
    });
  });
});
