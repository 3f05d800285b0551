import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateDetail } from '@staffing/shared/candidate-schemas';
import type { ClientHome, ClientOrderSummary } from '@staffing/shared/client-schemas';
import type { SharedCandidate, ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder, validOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type Caller = 'anonymous' | 'seeker' | 'clientA' | 'clientB' | 'recruiter' | 'admin';

describe('the client portal: new orders and answers on shared candidates', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller, TestClient>;
  let recruiterEmail = '';
  let recruiterId = '';
  let orderA = '';
  let orderB = '';
  let entryA = '';
  let candidateId = '';
  let companyA = '';

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    callers.seeker = (await loggedInClient(t.app, 'user')).client;
    const recruiter = await loggedInClient(t.app, 'recruiter');
    callers.recruiter = recruiter.client;
    recruiterEmail = recruiter.user.email;
    recruiterId = recruiter.user.id;
    callers.admin = (await loggedInClient(t.app, 'admin')).client;
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
    companyA = a.companyId;
    orderA = await sendOrder(t.app, { email: 'ann@alpha.example', company: 'Alpha Clinic' });
    orderB = await sendOrder(t.app, { email: 'bob@beta.example', company: 'Beta Builders' });
    await callers.recruiter.request('PUT', `/api/admin/orders/${orderA}/client`, {
      json: { companyId: a.companyId },
    });
    await callers.recruiter.request('PUT', `/api/admin/orders/${orderB}/client`, {
      json: { companyId: b.companyId },
    });
    // Order A is the recruiter's.
    await callers.admin.request('PATCH', `/api/admin/orders/${orderA}`, {
      json: { ownerId: recruiterId },
    });
    const job = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderA }),
    );
    const jobId = job.json<{ _id: string }>()._id;
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Casey', lastName: 'Candidate', email: 'casey@example.com', jobId },
      pdfFile(),
    );
    candidateId = await candidateIdOf(t, 'casey@example.com');
    const added = await callers.recruiter.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId,
      pitch: 'Great fit.',
    });
    entryA = added.json<ShortlistEntry>()._id;
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'casey@example.com')
      .where('text_body', 'like', '%share-consent%')
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)&answer=yes/.exec(row.text_body)?.[1] ?? '';
    await new TestClient(t.app).post('/api/shortlist-consent/answer', { token, answer: 'yes' });
  });

  const status = async (caller: Caller, call: (c: TestClient) => Promise<{ statusCode: number }>) =>
    (await call(callers[caller])).statusCode;

  it('a new order: only client contacts, stored as their company’s, the form’s rules and 400 on unknown fields', async () => {
    const send = (c: TestClient) =>
      c.post('/api/client/orders', validOrder({ position: 'Porter' }));
    expect(await status('anonymous', send)).toBe(401);
    for (const caller of ['seeker', 'recruiter', 'admin'] as const) {
      expect(await status(caller, send)).toBe(403);
    }
    const created = await callers.clientA.post(
      '/api/client/orders',
      validOrder({ position: 'Porter', company: 'Someone Else Inc' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<ClientOrderSummary>();
    expect(order).toMatchObject({ position: 'Porter', status: 'new', filledCount: 0 });
    const row = await t.app.db
      .selectFrom('job_orders')
      .select(['company', 'client_company_id'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company: 'Alpha Clinic', client_company_id: companyA });
    const home = (await callers.clientA.get('/api/client/home')).json<ClientHome>();
    expect(home.orders.map((o) => o._id)).toContain(order._id);
    expect((await callers.clientB.get(`/api/client/orders/${order._id}`)).statusCode).toBe(404);
    const agencyMail = await t.app.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('subject', 'like', 'New job order: Porter%')
      .execute();
    expect(agencyMail).toHaveLength(1);

    expect(
      (await callers.clientA.post('/api/client/orders', validOrder({ role: 'admin' }))).statusCode,
    ).toBe(400);
    expect(
      (await callers.clientA.post('/api/client/orders', validOrder({ headcount: 0 }))).statusCode,
    ).toBe(400);
  });

  it('answers on a shared candidate: per caller, 404 for another company, 400 for malformed answers', async () => {
    const url = `/api/client/orders/${orderA}/candidates/${entryA}/decision`;
    const interview = (c: TestClient) =>
      c.post(url, { decision: 'interview', times: 'Mon or Tue morning' });
    expect(await status('anonymous', interview)).toBe(401);
    for (const caller of ['seeker', 'recruiter', 'admin'] as const) {
      expect(await status(caller, interview)).toBe(403);
    }
    expect(await status('clientB', interview)).toBe(404);
    expect(
      await status('clientB', (c) =>
        c.post(`/api/client/orders/${orderB}/candidates/${entryA}/decision`, { decision: 'hire' }),
      ),
    ).toBe(404);
    for (const body of [
      { decision: 'interview' },
      { decision: 'decline', reason: '' },
      { decision: 'hire', extra: true },
      { decision: 'promote' },
      { decision: 'interview', times: 'x', reason: 'y' },
    ]) {
      expect((await callers.clientA.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    const answered = await interview(callers.clientA);
    expect(answered.statusCode, answered.body).toBe(200);
    const shared = (await callers.clientA.get(`/api/client/orders/${orderA}/candidates`)).json<
      SharedCandidate[]
    >();
    expect(shared[0]?.decision).toMatchObject({ kind: 'interview', text: 'Mon or Tue morning' });

    // Staff see it on the order's shortlist.
    const onOrder = (await callers.recruiter.get(`/api/admin/orders/${orderA}/shortlist`)).json<
      ShortlistEntry[]
    >();
    expect(onOrder[0]?.decision).toMatchObject({ kind: 'interview', text: 'Mon or Tue morning' });

    // The owner recruiter hears of it through the outbox.
    const mail = await t.app.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', recruiterEmail)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Interview requested: Casey Candidate — Alpha Clinic');
    expect(mail.text_body).toContain('Mon or Tue morning');

    expect(
      (await callers.clientA.post(url, { decision: 'decline', reason: 'Filled internally' }))
        .statusCode,
    ).toBe(200);
    expect((await callers.clientA.post(url, { decision: 'hire' })).statusCode).toBe(200);

    // Every answer is on the candidate's timeline and in the activity log.
    const detail = (
      await callers.recruiter.get(`/api/admin/candidates/${candidateId}`)
    ).json<CandidateDetail>();
    const summaries = detail.timeline.filter((e) => e.kind === 'shortlist').map((e) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        "The client asked for an interview for Alpha Clinic's order (“Registered Nurse”): Mon or Tue morning",
        "The client declined them for Alpha Clinic's order (“Registered Nurse”): Filled internally",
        "The client wants to hire them for Alpha Clinic's order (“Registered Nurse”)",
      ]),
    );
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'shortlist.client_decision')
      .execute();
    expect(logged).toHaveLength(3);
  });
});
