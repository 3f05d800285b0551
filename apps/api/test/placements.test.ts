import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLACEMENT_MESSAGES,
  type OrderIndustryStats,
  type Placement,
} from '@staffing/shared/placement-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { readZip } from './helpers/read-zip.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

const CALLERS = ['anonymous', 'seeker', 'clientA', 'clientB', 'recruiter', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

describe('placements: a shared candidate hired on an order', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller, TestClient>;
  let orderA = '';
  let jobA = '';
  const entries: Record<string, string> = {};
  const candidates: Record<string, string> = {};

  async function consentYes(to: string) {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/share-consent\?token=([\w-]+)&answer=yes/.exec(row.text_body)?.[1] ?? '';
    const answered = await new TestClient(t.app).post('/api/shortlist-consent/answer', {
      token,
      answer: 'yes',
    });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
  }

  async function applyAndShortlist(key: string, email: string, consent: boolean) {
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
    if (consent) await consentYes(email);
  }

  const place = (caller: TestClient, key: string, extra: Record<string, unknown> = {}) =>
    caller.post(`/api/admin/orders/${orderA}/placements`, {
      entryId: entries[key],
      startDate: '2026-12-14',
      payRate: 42.5,
      billRate: 61,
      ...extra,
    });

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    callers.recruiter = (await loggedInClient(t.app, 'recruiter')).client;
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
    orderA = await sendOrder(t.app, {
      email: 'ann@alpha.example',
      company: 'Alpha Clinic',
      headcount: 3,
    });
    await callers.recruiter.request('PUT', `/api/admin/orders/${orderA}/client`, {
      json: { companyId: a.companyId },
    });
    for (const status of ['qualified', 'open']) {
      const moved = await callers.recruiter.request('PATCH', `/api/admin/orders/${orderA}`, {
        json: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const job = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderA }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobA = job.json<Job>()._id;

    const seeker = await createUser(t.app, { email: 'sam.seeker@example.com' });
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
    await applyAndShortlist('sam', seeker.email, true);
  });

  it('every route × every caller: staff only; a second placement of the same candidate is 409', async () => {
    const expectations: {
      name: string;
      call: (c: TestClient) => Promise<{ statusCode: number }>;
      expected: Record<Caller, number>;
    }[] = [
      {
        name: 'GET placements',
        call: (c) => c.get(`/api/admin/orders/${orderA}/placements`),
        expected: {
          anonymous: 401,
          seeker: 403,
          clientA: 403,
          clientB: 403,
          recruiter: 200,
          admin: 200,
        },
      },
      {
        name: 'POST placements',
        call: (c) => place(c, 'casey'),
        expected: {
          anonymous: 401,
          seeker: 403,
          clientA: 403,
          clientB: 403,
          recruiter: 201,
          admin: 409,
        },
      },
      {
        name: 'GET orders by industry',
        call: (c) => c.get('/api/admin/insights/orders-by-industry'),
        expected: {
          anonymous: 401,
          seeker: 403,
          clientA: 403,
          clientB: 403,
          recruiter: 200,
          admin: 200,
        },
      },
    ];
    for (const route of expectations) {
      for (const caller of CALLERS) {
        const response = await route.call(callers[caller]);
        expect({ route: route.name, caller, status: response.statusCode }).toEqual({
          route: route.name,
          caller,
          status: route.expected[caller],
        });
      }
    }
    const second = await place(callers.recruiter, 'casey');
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toBe(PLACEMENT_MESSAGES.alreadyPlaced);
  });

  it('the placement moves the application to Hired with its history, counts on the order and is logged', async () => {
    const listed = await callers.recruiter.get(`/api/admin/orders/${orderA}/placements`);
    expect(listed.json<Placement[]>()).toEqual([
      expect.objectContaining({
        entryId: entries.casey,
        candidateName: 'casey Candidate',
        startDate: '2026-12-14',
        payRate: 42.5,
        billRate: 61,
      }),
    ]);
    const application = await t.app.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('candidate_id', '=', candidates.casey ?? '')
      .where('job_id', '=', jobA)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('hired');
    const events = await t.app.db
      .selectFrom('application_events')
      .select(['from_status', 'to_status'])
      .where('application_id', '=', application.id)
      .execute();
    expect(events).toEqual([{ from_status: 'new', to_status: 'hired' }]);
    const order = await t.app.db
      .selectFrom('job_orders')
      .select(['filled_count', 'status'])
      .where('id', '=', orderA)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ filled_count: 1, status: 'open' });
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select('summary')
      .where('action', '=', 'placement.created')
      .execute();
    expect(logged).toEqual([{ summary: expect.stringContaining('placed casey Candidate') }]);
  });

  it('refuses unknown fields, bad rates, a candidate who has not agreed and another order’s entry', async () => {
    const unknown = await place(callers.recruiter, 'drew', { salary: 1 });
    expect(unknown.statusCode).toBe(400);
    const badRate = await place(callers.recruiter, 'drew', { payRate: -1 });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'payRate',
    );
    const pending = await place(callers.recruiter, 'pat');
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ error: string }>().error).toBe(PLACEMENT_MESSAGES.notShared);
    const otherOrder = await sendOrder(t.app, { company: 'Other Co', industry: 'Construction' });
    const wrong = await callers.recruiter.post(`/api/admin/orders/${otherOrder}/placements`, {
      entryId: entries.drew,
      startDate: '2026-12-14',
      payRate: 20,
    });
    expect(wrong.statusCode).toBe(404);
    const unknownOrder = await callers.recruiter.post(
      '/api/admin/orders/00000000-0000-4000-8000-000000000000/placements',
      { entryId: entries.drew, startDate: '2026-12-14', payRate: 20 },
    );
    expect(unknownOrder.statusCode).toBe(404);
  });

  it('fills the order at its headcount, then refuses more; the dashboard counts it per industry', async () => {
    // The order arrived ten days before its first placement.
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString();
    await t.app.db
      .updateTable('job_orders')
      .set({ created_at: tenDaysAgo })
      .where('id', '=', orderA)
      .execute();
    await t.app.db
      .updateTable('placements')
      .set({ created_at: new Date().toISOString() })
      .where('job_order_id', '=', orderA)
      .execute();
    expect((await place(callers.recruiter, 'drew', { billRate: undefined })).statusCode).toBe(201);
    expect((await place(callers.admin, 'sam')).statusCode).toBe(201);
    const order = await t.app.db
      .selectFrom('job_orders')
      .select(['filled_count', 'status'])
      .where('id', '=', orderA)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ filled_count: 3, status: 'filled' });
    const history = await t.app.db
      .selectFrom('job_order_events')
      .select(['kind', 'to_status'])
      .where('job_order_id', '=', orderA)
      .where('kind', '=', 'status')
      .where('to_status', '=', 'filled')
      .execute();
    expect(history).toHaveLength(1);

    const stats = await callers.recruiter.get('/api/admin/insights/orders-by-industry');
    expect(stats.statusCode).toBe(200);
    const byIndustry = new Map(
      stats.json<OrderIndustryStats[]>().map((row) => [row.industry, row]),
    );
    const healthcare = byIndustry.get('Healthcare');
    expect(healthcare).toMatchObject({ openOrders: 0, filledThisMonth: 1, fillRate: 1 });
    expect(healthcare?.medianDaysToFirstPlacement).toBeCloseTo(10, 0);
    expect(byIndustry.get('Construction')).toEqual({
      industry: 'Construction',
      openOrders: 0,
      filledThisMonth: 0,
      fillRate: null,
      medianDaysToFirstPlacement: null,
    });
  });

  it('the candidate’s export holds their placement; erasing a candidate keeps the row without anything personal', async () => {
    const exported = await callers.seeker.get('/api/users/me/export');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const data = JSON.parse(
      readZip(exported.rawPayload).get('my-data.json')?.toString('utf8') ?? '{}',
    ) as { placements?: unknown[] };
    expect(data.placements).toEqual([
      expect.objectContaining({
        company: 'Alpha Clinic',
        startDate: '2026-12-14',
        payRate: 42.5,
        billRate: 61,
      }),
    ]);

    const erased = await callers.admin.request(
      'DELETE',
      `/api/admin/candidates/${candidates.casey ?? ''}`,
      { json: {} },
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const deleted = await callers.seeker.request('DELETE', '/api/users/me', {
      json: { password: 'correct horse battery' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const rows = await t.app.db
      .selectFrom('placements')
      .select(['candidate_id', 'candidate_name', 'start_date', 'pay_rate_cents', 'bill_rate_cents'])
      .where('job_order_id', '=', orderA)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(3);
    const anonymous = {
      candidate_id: null,
      candidate_name: null,
      start_date: null,
      pay_rate_cents: null,
      bill_rate_cents: null,
    };
    expect(rows.filter((row) => row.candidate_name === null)).toEqual([anonymous, anonymous]);
    expect(rows.find((row) => row.candidate_name !== null)?.candidate_id).toBe(candidates.drew);
    const order = await t.app.db
      .selectFrom('job_orders')
      .select('filled_count')
      .where('id', '=', orderA)
      .executeTakeFirstOrThrow();
    expect(order.filled_count).toBe(3);
  });
});
