import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@staffing/shared/constants';
import {
  JOB_ORDER_MESSAGES,
  type JobOrderDetail,
  type JobOrderList,
  type JobOrderOwner,
} from '@staffing/shared/job-order-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type ErrorAnswer = { error: string; fieldErrors?: Record<string, string> };

describe('order board: who may use each route', () => {
  const t = useTestApp();
  let orderId = '';
  const callers: Partial<Record<'anonymous' | UserRole, TestClient>> = {};
  beforeAll(async () => {
    orderId = await sendOrder(t.app);
    callers.anonymous = new TestClient(t.app);
    for (const role of ['user', 'recruiter', 'admin'] as const) {
      callers[role] = (await loggedInClient(t.app, role)).client;
    }
  });

  const routes = [
    { name: 'the list', call: (client: TestClient) => client.get('/api/admin/orders') },
    { name: 'the owners', call: (client: TestClient) => client.get('/api/admin/orders/owners') },
    {
      name: 'an order',
      call: (client: TestClient) => client.get(`/api/admin/orders/${orderId}`),
    },
    {
      name: 'a change (a note)',
      call: (client: TestClient) =>
        client.request('PATCH', `/api/admin/orders/${orderId}`, { json: { note: 'Called back' } }),
    },
  ];

  for (const route of routes) {
    it(`${route.name}: anonymous 401, job seeker 403, recruiter and admin 200`, async () => {
      const status = async (caller: keyof typeof callers) => {
        const client = callers[caller];
        if (!client) throw new Error(`no ${caller} client`);
        return (await route.call(client)).statusCode;
      };
      expect(await status('anonymous')).toBe(401);
      expect(await status('user')).toBe(403);
      expect(await status('recruiter')).toBe(200);
      expect(await status('admin')).toBe(200);
    });
  }

  it('a job seeker cannot post a job from an order either', async () => {
    const response = await callers.user?.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderId }),
    );
    expect(response?.statusCode).toBe(403);
    const order = await t.app.db
      .selectFrom('job_orders')
      .select('job_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.job_id).toBeNull();
  });
});

describe('order board: status, owner and history', () => {
  const t = useTestApp();
  let recruiter: TestClient;
  let recruiterId = '';
  beforeAll(async () => {
    const signedIn = await loggedInClient(t.app, 'recruiter');
    recruiter = signedIn.client;
    recruiterId = signedIn.user.id;
  });

  const patch = (client: TestClient, id: string, json: unknown) =>
    client.request('PATCH', `/api/admin/orders/${id}`, { json });

  it('moves new → qualified → open → filled, recording each move in the history and the activity log', async () => {
    const id = await sendOrder(t.app);
    for (const status of ['qualified', 'open', 'filled'] as const) {
      const response = await patch(recruiter, id, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json<JobOrderDetail>().status).toBe(status);
    }
    const order = (await recruiter.get(`/api/admin/orders/${id}`)).json<JobOrderDetail>();
    expect(order.nextStatuses).toEqual([]);
    expect(order.history.map((event) => [event.kind, event.fromStatus, event.toStatus])).toEqual([
      ['received', null, 'new'],
      ['status', 'new', 'qualified'],
      ['status', 'qualified', 'open'],
      ['status', 'open', 'filled'],
    ]);
    expect(order.history[1]?.actorName).toMatch(/^Test User/);
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'actor_user_id', 'summary'])
      .where('subject_id', '=', id)
      .where('action', '=', 'job_order.status_changed')
      .execute();
    expect(logged).toHaveLength(3);
    expect(logged.every((entry) => entry.actor_user_id === recruiterId)).toBe(true);
    expect(logged.map((entry) => entry.summary).join('\n')).toContain('from Open to Filled');
    // The dashboard's recent activity links each entry to the order.
    const activity = (await recruiter.get('/api/admin/activity?limit=100')).json<
      { summary: string; link: string | null }[]
    >();
    const moved = activity.find((entry) => entry.summary.includes('from Open to Filled'));
    expect(moved?.link).toBe(`/admin/orders/${id}`);
  });

  it('refuses a move the board does not allow with 409, and changes nothing', async () => {
    const id = await sendOrder(t.app);
    const skip = await patch(recruiter, id, { status: 'filled' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json<ErrorAnswer>().error).toContain('cannot become');
    await patch(recruiter, id, { status: 'cancelled', reason: 'Budget frozen' });
    const reopen = await patch(recruiter, id, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    const order = (await recruiter.get(`/api/admin/orders/${id}`)).json<JobOrderDetail>();
    expect(order.status).toBe('cancelled');
    expect(order.history.filter((event) => event.kind === 'status')).toHaveLength(1);
  });

  it('needs a reason to cancel or lose an order, and keeps it', async () => {
    const id = await sendOrder(t.app);
    for (const status of ['cancelled', 'lost']) {
      const response = await patch(recruiter, id, { status });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().fieldErrors).toEqual({
        reason: JOB_ORDER_MESSAGES.reasonRequired,
      });
    }
    const stray = await patch(recruiter, id, { status: 'qualified', reason: 'Because' });
    expect(stray.statusCode).toBe(400);
    expect(stray.json<ErrorAnswer>().fieldErrors).toHaveProperty('reason');

    const lost = await patch(recruiter, id, { status: 'lost', reason: 'Went with another agency' });
    expect(lost.statusCode).toBe(200);
    const order = lost.json<JobOrderDetail>();
    expect(order).toMatchObject({ status: 'lost', statusReason: 'Went with another agency' });
    expect(order.history.at(-1)).toMatchObject({
      kind: 'status',
      toStatus: 'lost',
      text: 'Went with another agency',
    });
  });

  it('applies a move only if nobody moved the order meanwhile (409)', async () => {
    const id = await sendOrder(t.app);
    expect(
      (await patch(recruiter, id, { status: 'qualified', fromStatus: 'new' })).statusCode,
    ).toBe(200);
    const stale = await patch(recruiter, id, { status: 'lost', reason: 'x', fromStatus: 'new' });
    expect(stale.statusCode).toBe(409);
  });

  it('gives an order to whoever takes it only if it still has the owner they saw (409 else)', async () => {
    const id = await sendOrder(t.app);
    const other = await loggedInClient(t.app, 'recruiter');
    const taken = await patch(other.client, id, { ownerId: other.user.id, fromOwnerId: null });
    expect(taken.statusCode, taken.body).toBe(200);
    const late = await patch(recruiter, id, { ownerId: recruiterId, fromOwnerId: null });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorAnswer>().error).toBe(JOB_ORDER_MESSAGES.ownerChanged);
    const detail = (await recruiter.get(`/api/admin/orders/${id}`)).json<JobOrderDetail>();
    expect(detail.owner?._id).toBe(other.user.id);
    // Handing it on from the owner seen works; a `fromOwnerId` alone changes nothing (400).
    const handed = await patch(recruiter, id, { ownerId: recruiterId, fromOwnerId: other.user.id });
    expect(handed.statusCode).toBe(200);
    expect((await patch(recruiter, id, { fromOwnerId: recruiterId })).statusCode).toBe(400);
  });

  it('refuses unknown or misplaced fields with 400', async () => {
    const id = await sendOrder(t.app);
    const response = await patch(recruiter, id, { status: 'qualified', company: 'Renamed' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().fieldErrors).toEqual({ company: 'Unknown field' });
    expect((await patch(recruiter, id, {})).statusCode).toBe(400);
    const query = await recruiter.get('/api/admin/orders?colour=red');
    expect(query.statusCode).toBe(400);
    expect(query.json<ErrorAnswer>().fieldErrors).toEqual({ colour: 'Unknown field' });
    expect((await recruiter.get('/api/admin/orders?sort=salary')).statusCode).toBe(400);
    expect((await recruiter.get('/api/admin/orders/not-an-id')).statusCode).toBe(404);
  });

  it('gives the order to a staff member, never to a job seeker, and counts the filled places', async () => {
    const id = await sendOrder(t.app);
    const owners = (await recruiter.get('/api/admin/orders/owners')).json<JobOrderOwner[]>();
    expect(owners.map((owner) => owner._id)).toContain(recruiterId);
    const seeker = await loggedInClient(t.app, 'user');
    expect(owners.map((owner) => owner._id)).not.toContain(seeker.user.id);

    const refused = await patch(recruiter, id, { ownerId: seeker.user.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorAnswer>().fieldErrors).toHaveProperty('ownerId');

    const given = await patch(recruiter, id, { ownerId: recruiterId, filledCount: 2 });
    expect(given.statusCode).toBe(200);
    expect(given.json<JobOrderDetail>()).toMatchObject({
      owner: { _id: recruiterId },
      filledCount: 2,
    });
    expect((await patch(recruiter, id, { filledCount: 4 })).statusCode).toBe(400);
    const history = given.json<JobOrderDetail>().history.map((event) => event.kind);
    expect(history).toEqual(['received', 'owner', 'filled']);
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', id)
      .execute();
    expect(logged.map((entry) => entry.action)).toContain('job_order.owner_changed');
  });
});

describe('order board: filters, sort and paging', () => {
  const t = useTestApp();
  let recruiter: TestClient;
  let recruiterId = '';
  beforeAll(async () => {
    const signedIn = await loggedInClient(t.app, 'recruiter');
    recruiter = signedIn.client;
    recruiterId = signedIn.user.id;
    const companies = [
      {
        company: 'Acme Builders',
        industry: 'Construction',
        headcount: 10,
        startDate: '2027-01-04',
      },
      { company: 'Beacon Health', industry: 'Healthcare', headcount: 2, startDate: '2026-12-14' },
      { company: 'Cedar Logistics', industry: 'Drivers', headcount: 5, startDate: '2027-02-01' },
      { company: 'Delta Care', industry: 'Healthcare', headcount: 1, startDate: '2026-12-21' },
      { company: 'Echo Tech', industry: 'ItTech', headcount: 3, startDate: '2027-01-11' },
    ];
    for (const order of companies) {
      await sendOrder(t.app, {
        ...order,
        position: `${order.company} crew`,
        endDate: '2027-06-30',
      });
    }
    const beacon = await t.app.db
      .selectFrom('job_orders')
      .select('id')
      .where('company', '=', 'Beacon Health')
      .executeTakeFirstOrThrow();
    await recruiter.request('PATCH', `/api/admin/orders/${beacon.id}`, {
      json: { status: 'qualified', ownerId: recruiterId },
    });
  });

  const list = async (query: string) => {
    const response = await recruiter.get(`/api/admin/orders${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<JobOrderList>();
  };
  const companiesOf = (answer: JobOrderList) => answer.orders.map((order) => order.company);

  it('lists newest first by default with the board columns', async () => {
    const answer = await list('');
    expect(answer.total).toBe(5);
    expect(companiesOf(answer)).toEqual([
      'Echo Tech',
      'Delta Care',
      'Cedar Logistics',
      'Beacon Health',
      'Acme Builders',
    ]);
    expect(answer.orders[3]).toMatchObject({
      status: 'qualified',
      industry: 'Healthcare',
      headcount: 2,
      filledCount: 0,
      startDate: '2026-12-14',
      owner: { _id: recruiterId },
    });
  });

  it('filters by status, industry, owner and words', async () => {
    expect(companiesOf(await list('?status=qualified'))).toEqual(['Beacon Health']);
    expect(companiesOf(await list('?industry=Healthcare'))).toEqual([
      'Delta Care',
      'Beacon Health',
    ]);
    expect(companiesOf(await list('?owner=me'))).toEqual(['Beacon Health']);
    expect(companiesOf(await list(`?owner=${recruiterId}`))).toEqual(['Beacon Health']);
    expect((await list('?owner=none')).total).toBe(4);
    expect(companiesOf(await list('?q=cedar'))).toEqual(['Cedar Logistics']);
    expect(companiesOf(await list('?q=CARE%20delta'))).toEqual(['Delta Care']);
    expect((await list('?q=100%25')).total).toBe(0);
    expect((await list('?status=&industry=')).total).toBe(5);
  });

  it('sorts by start date, company and headcount either way', async () => {
    expect(companiesOf(await list('?sort=start'))).toEqual([
      'Beacon Health',
      'Delta Care',
      'Acme Builders',
      'Echo Tech',
      'Cedar Logistics',
    ]);
    expect(companiesOf(await list('?sort=company&dir=desc'))[0]).toBe('Echo Tech');
    expect(companiesOf(await list('?sort=headcount'))[0]).toBe('Acme Builders');
    expect(companiesOf(await list('?sort=headcount&dir=asc'))[0]).toBe('Delta Care');
  });

  it('pages without repeating or skipping an order', async () => {
    const first = await list('?sort=company&limit=2');
    const second = await list('?sort=company&limit=2&page=2');
    const third = await list('?sort=company&limit=2&page=3');
    expect([...companiesOf(first), ...companiesOf(second), ...companiesOf(third)]).toEqual([
      'Acme Builders',
      'Beacon Health',
      'Cedar Logistics',
      'Delta Care',
      'Echo Tech',
    ]);
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect((await recruiter.get('/api/admin/orders?limit=1000')).statusCode).toBe(400);
    expect((await recruiter.get('/api/admin/orders?page=0')).statusCode).toBe(400);
  });
});

describe('order board: post as a job', () => {
  const t = useTestApp();
  let recruiter: TestClient;
  beforeAll(async () => {
    recruiter = (await loggedInClient(t.app, 'recruiter')).client;
  });

  it('links the job and the order both ways, and lists the job’s applications on the order', async () => {
    const id = await sendOrder(t.app, { company: 'Linked Clinic' });
    const created = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Night Nurse (Linked Clinic)', jobOrderId: id }),
    );
    expect(created.statusCode).toBe(201);
    const job = created.json<Job>();

    const order = (await recruiter.get(`/api/admin/orders/${id}`)).json<JobOrderDetail>();
    expect(order.jobId).toBe(job._id);
    expect(order.job).toMatchObject({ _id: job._id, title: 'Night Nurse (Linked Clinic)' });
    expect(order.history.at(-1)).toMatchObject({ kind: 'job' });
    // The job's way back to its order.
    const byJob = (await recruiter.get(`/api/admin/orders?jobId=${job._id}`)).json<JobOrderList>();
    expect(byJob.orders.map((entry) => entry._id)).toEqual([id]);

    const visitor = new TestClient(t.app);
    const applied = await visitor.multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', jobId: job._id },
      pdfFile(makePdf(1500), 'ada.pdf'),
    );
    expect(applied.statusCode).toBe(201);
    const withApplications = (
      await recruiter.get(`/api/admin/orders/${id}`)
    ).json<JobOrderDetail>();
    expect(withApplications.applications).toEqual([
      expect.objectContaining({ firstName: 'Ada', email: 'ada@example.com', status: 'new' }),
    ]);
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', id)
      .execute();
    expect(logged.map((entry) => entry.action)).toContain('job_order.job_posted');
  });

  it('refuses a second job for the same order and keeps no job from the attempt', async () => {
    const id = await sendOrder(t.app, { company: 'Twice Co' });
    const countJobs = async () =>
      (
        await t.app.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(
      (await recruiter.post('/api/jobs/create-job', validJobPayload({ jobOrderId: id })))
        .statusCode,
    ).toBe(201);
    const before = await countJobs();
    const again = await recruiter.post('/api/jobs/create-job', validJobPayload({ jobOrderId: id }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().error).toBe(JOB_ORDER_MESSAGES.alreadyPosted);
    expect(await countJobs()).toBe(before);
  });

  it('keeps the order, without its link, when its job is deleted, and lets it be posted again', async () => {
    const id = await sendOrder(t.app, { company: 'Deleted Job Co' });
    const created = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: id }),
    );
    const job = created.json<Job>();
    expect((await recruiter.request('DELETE', `/api/jobs/job/${job._id}`)).statusCode).toBe(204);
    const order = (await recruiter.get(`/api/admin/orders/${id}`)).json<JobOrderDetail>();
    expect(order).toMatchObject({ jobId: null, job: null, applications: [] });
    expect(order.history.map((event) => event.kind)).toContain('job');
    expect(
      (await recruiter.post('/api/jobs/create-job', validJobPayload({ jobOrderId: id })))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an unknown order (404) and a cancelled one (409)', async () => {
    const unknown = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: '01930000-0000-7000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    const id = await sendOrder(t.app, { company: 'Cancelled Co' });
    await recruiter.request('PATCH', `/api/admin/orders/${id}`, {
      json: { status: 'cancelled', reason: 'No longer needed' },
    });
    const closed = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: id }),
    );
    expect(closed.statusCode).toBe(409);
  });
});
