import { describe, expect, it } from 'vitest';
import { CSRF_HEADER_NAME } from '@staffing/shared/constants';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-schemas';
import { readZip } from './helpers/read-zip.ts';
import { sendOrder, validOrder } from './helpers/job-orders.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type ErrorAnswer = { error: string; fieldErrors?: Record<string, string> };

async function countRows(
  t: ReturnType<typeof useTestApp>,
  table: 'job_orders' | 'job_order_events' | 'email_outbox' | 'activity_log',
): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

async function counts(t: ReturnType<typeof useTestApp>) {
  return {
    orders: await countRows(t, 'job_orders'),
    events: await countRows(t, 'job_order_events'),
    emails: await countRows(t, 'email_outbox'),
    activity: await countRows(t, 'activity_log'),
  };
}

describe('job orders: the public "Request staff" form', () => {
  const t = useTestApp();

  it('stores the order, its first history event, and queues the receipt and the agency notice', async () => {
    const before = await counts(t);
    const response = await new TestClient(t.app).post('/api/job-orders', validOrder());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: JOB_ORDER_MESSAGES.received });

    const order = await t.app.db
      .selectFrom('job_orders')
      .selectAll()
      .where('company', '=', 'Lakeside Clinic')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'new',
      position: 'Registered Nurse',
      industry: 'Healthcare',
      headcount: 3,
      filled_count: 0,
      start_date: '2026-12-07',
      end_date: '2027-03-31',
      assignment_type: 'temporary',
      shift: 'night',
      pay_min_cents: 4200,
      pay_max_cents: 5550,
      pay_period: 'hour',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      email: 'grace@lakeside.example',
      owner_user_id: null,
      job_id: null,
      client_company_id: null,
    });
    const events = await t.app.db
      .selectFrom('job_order_events')
      .selectAll()
      .where('job_order_id', '=', order.id)
      .execute();
    expect(events).toEqual([expect.objectContaining({ kind: 'received', to_status: 'new' })]);

    const emails = await t.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .orderBy('created_at')
      .execute();
    const notice = emails.find((email) => email.to_address === t.config.agencyEmail);
    const receipt = emails.find((email) => email.to_address === 'grace@lakeside.example');
    expect(notice?.reply_to).toBe('grace@lakeside.example');
    expect(notice?.subject).toContain('Registered Nurse');
    expect(notice?.text_body).toContain('$42 – $55.50 per hour');
    expect(notice?.text_body).toContain(`/admin/orders/${order.id}`);
    expect(receipt?.subject).toContain('Registered Nurse');
    expect(receipt?.text_body).toContain('Hello Grace Hopper');

    expect(await counts(t)).toEqual({
      orders: before.orders + 1,
      events: before.events + 1,
      emails: before.emails + 2,
      activity: before.activity + 1,
    });
    const activity = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(activity.action).toBe('job_order.received');
  });

  it('accepts the form as the browser sends it: numbers as text, the ongoing box, blanks', async () => {
    const response = await new TestClient(t.app).post(
      '/api/job-orders',
      validOrder({
        headcount: '2',
        endDate: '',
        ongoing: 'on',
        payMin: '',
        payMax: '',
        payPeriod: '',
        licences: '',
        state: 'il',
        company: 'Ongoing Co',
      }),
    );
    expect(response.statusCode).toBe(201);
    const order = await t.app.db
      .selectFrom('job_orders')
      .selectAll()
      .where('company', '=', 'Ongoing Co')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      headcount: 2,
      ongoing: 1,
      end_date: null,
      pay_min_cents: null,
      pay_period: null,
      licences: null,
      state: 'IL',
    });
  });

  it('names every bad field in a 400 and stores nothing', async () => {
    const before = await counts(t);
    const response = await new TestClient(t.app).post('/api/job-orders', {
      position: '',
      industry: 'Mining',
      headcount: 0,
      startDate: 'next week',
      assignmentType: 'forever',
      shift: 'lunch',
      payMin: 'lots',
      city: '',
      state: 'XX',
      zip: '123',
      contactName: '',
      company: '',
      email: 'not-an-email',
      phone: '12',
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<ErrorAnswer>();
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(
      [
        'assignmentType',
        'city',
        'company',
        'contactName',
        'email',
        'headcount',
        'industry',
        'payMin',
        'phone',
        'position',
        'shift',
        'startDate',
        'state',
        'zip',
      ].sort(),
    );
    expect(answer.fieldErrors?.position).toBe('Position is required');
    expect(await counts(t)).toEqual(before);
  });

  it('checks the fields against each other: end date or ongoing, end after start, pay range and period', async () => {
    const client = new TestClient(t.app);
    const fieldErrorsOf = async (overrides: Record<string, unknown>) => {
      const response = await client.post('/api/job-orders', validOrder(overrides));
      expect(response.statusCode).toBe(400);
      return response.json<ErrorAnswer>().fieldErrors;
    };
    expect(await fieldErrorsOf({ endDate: undefined })).toEqual({
      endDate: JOB_ORDER_MESSAGES.endDateOrOngoing,
    });
    expect(await fieldErrorsOf({ ongoing: true })).toEqual({
      endDate: JOB_ORDER_MESSAGES.endDateNotBoth,
    });
    expect(await fieldErrorsOf({ endDate: '2026-12-01' })).toEqual({
      endDate: JOB_ORDER_MESSAGES.endBeforeStart,
    });
    expect(await fieldErrorsOf({ payMin: 60 })).toEqual({
      payMax: JOB_ORDER_MESSAGES.payMaxBelowMin,
    });
    expect(await fieldErrorsOf({ payPeriod: undefined })).toEqual({
      payPeriod: JOB_ORDER_MESSAGES.payPeriodRequired,
    });
    // A direct hire has no end date, and needs none.
    expect(
      (
        await client.post(
          '/api/job-orders',
          validOrder({ assignmentType: 'direct-hire', endDate: undefined, company: 'Direct Co' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses unknown or misplaced fields by name with 400', async () => {
    const before = await counts(t);
    const response = await new TestClient(t.app).post(
      '/api/job-orders',
      validOrder({ status: 'filled', ownerId: 'me', jobId: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    const answer = response.json<ErrorAnswer>();
    expect(answer.fieldErrors).toEqual({
      status: 'Unknown field',
      ownerId: 'Unknown field',
      jobId: 'Unknown field',
    });
    expect(answer.error).toContain('status');
    expect(await counts(t)).toEqual(before);
  });

  it('answers 403 without the CSRF token, and stores nothing', async () => {
    const before = await counts(t);
    const client = new TestClient(t.app);
    const withoutToken = await client.post('/api/job-orders', validOrder(), { csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    const wrongToken = await client.post('/api/job-orders', validOrder(), {
      headers: { [CSRF_HEADER_NAME]: 'forged' },
    });
    expect(wrongToken.statusCode).toBe(403);
    expect(await counts(t)).toEqual(before);
  });

  it('drops a bot that fills the invisible field, with the same answer', async () => {
    const before = await counts(t);
    const response = await new TestClient(t.app).post(
      '/api/job-orders',
      validOrder({ website: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(await counts(t)).toEqual(before);
  });
});

describe('job orders: rate limit', () => {
  const t = useTestApp({
    limits: {
      loginFailuresPerAccount: 5,
      loginFailuresPerIp: 20,
      loginWindowMs: 15 * 60_000,
      formsPerIp: 2,
      formsWindowMs: 10 * 60_000,
    },
  });

  it('answers 429 once an address has sent too many orders, and stores no more', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/job-orders', validOrder())).statusCode).toBe(201);
    expect((await client.post('/api/job-orders', validOrder())).statusCode).toBe(201);
    const limited = await client.post('/api/job-orders', validOrder());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countRows(t, 'job_orders')).toBe(2);
  });
});

describe("job orders: the sender's right of access and to erasure", () => {
  const t = useTestApp();

  async function exportedOrders(client: TestClient) {
    const response = await client.get('/api/users/me/export');
    expect(response.statusCode).toBe(200);
    const json = JSON.parse(
      readZip(response.rawPayload).get('my-data.json')?.toString('utf8') ?? '{}',
    ) as { jobOrders?: { company: string; email: string }[] };
    return json.jobOrders;
  }

  it('exports the orders sent from a verified address, and none before it is verified', async () => {
    const { client, user } = await loggedInClient(t.app, 'user');
    await sendOrder(t.app, { email: user.email.toUpperCase(), company: 'Export Co' });
    await sendOrder(t.app, { company: 'Someone Else Co' });
    expect(await exportedOrders(client)).toEqual([]);

    await t.app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect(await exportedOrders(client)).toEqual([
      expect.objectContaining({ company: 'Export Co', email: user.email.toLowerCase() }),
    ]);
  });

  it('deleting a verified account keeps its orders without the person in them', async () => {
    const { client, user } = await loggedInClient(t.app, 'user');
    await t.app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const mine = await sendOrder(t.app, { email: user.email, company: 'Erased Co' });
    const other = await sendOrder(t.app, { company: 'Kept Co' });

    const deleted = await client.request('DELETE', '/api/users/me', {
      json: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('job_orders')
      .select(['id', 'company', 'contact_name', 'email', 'phone', 'notes'])
      .where('id', 'in', [mine, other])
      .orderBy('company')
      .execute();
    expect(rows).toEqual([
      { id: mine, company: 'Erased Co', contact_name: '', email: '', phone: '', notes: null },
      {
        id: other,
        company: 'Kept Co',
        contact_name: 'Grace Hopper',
        email: 'grace@lakeside.example',
        phone: '(312) 555-0100',
        notes: 'Night shifts on the cardiac ward.',
      },
    ]);
    const received = await t.app.db
      .selectFrom('job_order_events')
      .select('actor_name')
      .where('job_order_id', '=', mine)
      .executeTakeFirstOrThrow();
    expect(received.actor_name).not.toContain('Grace');
  });
});
