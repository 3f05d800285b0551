import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TotpEnrolment } from '@staffing/shared/security-schemas';
import {
  CLIENT_MESSAGES,
  type ClientCompanyDetail,
  type ClientHome,
  type ClientList,
  type OrderClient,
} from '@staffing/shared/client-schemas';
import { latestInvitationToken, signedInClientContact } from './helpers/clients.ts';
import { readZip } from './helpers/read-zip.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type Caller = 'anonymous' | 'seeker' | 'clientA' | 'clientB' | 'recruiter' | 'admin';

describe('client companies: who may use each route', () => {
  const t = useTestApp();
  const callers = {} as Record<Caller, TestClient>;
  let companyA = '';
  let contactA = '';
  let orderA = '';
  let orderB = '';
  let companyB = '';
  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    callers.seeker = (await loggedInClient(t.app, 'user')).client;
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
    companyA = a.companyId;
    contactA = a.contactId;
    companyB = b.companyId;
    orderA = await sendOrder(t.app, { email: 'ann@alpha.example', company: 'Alpha Clinic' });
    orderB = await sendOrder(t.app, { email: 'bob@beta.example', company: 'Beta Builders' });
    for (const [order, companyId] of [
      [orderA, companyA],
      [orderB, companyB],
    ] as const) {
      const linked = await callers.recruiter.request('PUT', `/api/admin/orders/${order}/client`, {
        json: { companyId },
      });
      if (linked.statusCode !== 200) throw new Error(linked.body);
    }
  });

  const status = async (
    caller: Caller,
    call: (client: TestClient) => Promise<{ statusCode: number }>,
  ) => (await call(callers[caller])).statusCode;

  const staffRoutes = [
    { name: 'the list', call: (c: TestClient) => c.get('/api/admin/clients') },
    { name: 'a company', call: (c: TestClient) => c.get(`/api/admin/clients/${companyA}`) },
    {
      name: 'a change',
      call: (c: TestClient) =>
        c.request('PATCH', `/api/admin/clients/${companyA}`, { json: { notes: 'Key account' } }),
    },
    {
      name: "an order's client",
      call: (c: TestClient) => c.get(`/api/admin/orders/${orderA}/client`),
    },
    {
      name: 'linking an order',
      call: (c: TestClient) =>
        c.request('PUT', `/api/admin/orders/${orderA}/client`, { json: { companyId: companyA } }),
    },
  ];
  for (const route of staffRoutes) {
    it(`${route.name}: anonymous 401, job seeker and both client contacts 403, staff 200`, async () => {
      expect(await status('anonymous', route.call)).toBe(401);
      expect(await status('seeker', route.call)).toBe(403);
      expect(await status('clientA', route.call)).toBe(403);
      expect(await status('clientB', route.call)).toBe(403);
      expect(await status('recruiter', route.call)).toBe(200);
      expect(await status('admin', route.call)).toBe(200);
    });
  }

  it('creating a company and adding a contact: 401, 403 for seekers and clients, 201 for staff', async () => {
    const create = (c: TestClient) =>
      c.post('/api/admin/clients', { name: 'Gamma Goods', industry: 'Business', locations: [] });
    expect(await status('anonymous', create)).toBe(401);
    for (const caller of ['seeker', 'clientA', 'clientB'] as const) {
      expect(await status(caller, create)).toBe(403);
    }
    expect(await status('recruiter', create)).toBe(201);
    expect(await status('admin', create)).toBe(201);
    let n = 0;
    const addContact = (c: TestClient) =>
      c.post(`/api/admin/clients/${companyA}/contacts`, {
        name: 'Extra Person',
        email: `extra${(n += 1)}@alpha.example`,
      });
    expect(await status('anonymous', addContact)).toBe(401);
    for (const caller of ['seeker', 'clientA', 'clientB'] as const) {
      expect(await status(caller, addContact)).toBe(403);
    }
    expect(await status('recruiter', addContact)).toBe(201);
    const invite = (c: TestClient) =>
      c.post(`/api/admin/clients/${companyA}/contacts/${contactA}/invitation`, {});
    for (const caller of ['seeker', 'clientA', 'clientB'] as const) {
      expect(await status(caller, invite)).toBe(403);
    }
  });

  it('a client contact gets 403 on every /api/admin route, whatever the id', async () => {
    for (const url of [
      '/api/admin/orders',
      `/api/admin/orders/${orderA}`,
      '/api/admin/candidates',
      '/api/admin/applications',
      '/api/admin/users',
      '/api/admin/outbox',
      '/api/admin/clients',
      `/api/admin/clients/${companyA}`,
    ]) {
      expect((await callers.clientA.get(url)).statusCode, url).toBe(403);
    }
    const patch = await callers.clientA.request('PATCH', `/api/admin/orders/${orderA}`, {
      json: { note: 'mine' },
    });
    expect(patch.statusCode).toBe(403);
  });

  it('the portal: anonymous 401, job seeker and staff 403, each contact its own company only', async () => {
    const home = (c: TestClient) => c.get('/api/client/home');
    expect(await status('anonymous', home)).toBe(401);
    for (const caller of ['seeker', 'recruiter', 'admin'] as const) {
      expect(await status(caller, home)).toBe(403);
    }
    const a = (await callers.clientA.get('/api/client/home')).json<ClientHome>();
    expect(a.company.name).toBe('Alpha Clinic');
    expect(a.orders.map((order) => order._id)).toEqual([orderA]);
    const b = (await callers.clientB.get('/api/client/home')).json<ClientHome>();
    expect(b.orders.map((order) => order._id)).toEqual([orderB]);

    expect((await callers.clientA.get(`/api/client/orders/${orderA}`)).statusCode).toBe(200);
    // Another company's order, an unknown id and a malformed one look the same: 404.
    for (const id of [orderB, '0190c4f0-0000-7000-8000-000000000000', 'nope']) {
      const response = await callers.clientA.get(`/api/client/orders/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: CLIENT_MESSAGES.orderNotFound });
    }
    expect((await callers.clientB.get(`/api/client/orders/${orderA}`)).statusCode).toBe(404);
    for (const caller of ['anonymous', 'seeker', 'recruiter'] as const) {
      expect(await status(caller, (c) => c.get(`/api/client/orders/${orderA}`))).not.toBe(200);
    }
  });

  it('the invitation check and acceptance are open to anyone with the link, and only with it', async () => {
    for (const caller of ['anonymous', 'seeker', 'clientA'] as const) {
      const response = await callers[caller].post('/api/client-invitations/check', {
        token: 'not-a-token',
      });
      expect(response.statusCode, `${caller}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ error: CLIENT_MESSAGES.invitationInvalid });
    }
  });
});

describe('client companies: making them from orders and inviting their people', () => {
  const t = useTestApp();
  let staff: TestClient;
  beforeAll(async () => {
    staff = (await loggedInClient(t.app, 'recruiter')).client;
  });

  it('turns an order sender into a company with a contact, and suggests it for the next order by domain', async () => {
    const first = await sendOrder(t.app, {
      email: 'Grace@Lakeside.example',
      company: 'Lakeside Clinic',
      contactName: 'Grace Hopper',
    });
    const none = (await staff.get(`/api/admin/orders/${first}/client`)).json<OrderClient>();
    expect(none).toEqual({ company: null, contact: null, suggestions: [] });

    const linked = await staff.request('PUT', `/api/admin/orders/${first}/client`, {
      json: {
        newCompany: {
          name: 'Lakeside Clinic',
          industry: 'Healthcare',
          locations: ['Chicago, IL', 'Evanston, IL'],
          notes: 'Cardiac ward',
        },
      },
    });
    expect(linked.statusCode).toBe(200);
    const client = linked.json<OrderClient>();
    expect(client.company?.name).toBe('Lakeside Clinic');
    expect(client.company?.emailDomain).toBe('lakeside.example');
    expect(client.contact).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@lakeside.example',
      access: 'none',
    });

    // Another person from the same domain: the company is suggested, not applied.
    const second = await sendOrder(t.app, {
      email: 'ada@lakeside.example',
      company: 'Lakeside Hospital Group',
      contactName: 'Ada King',
    });
    const suggested = (await staff.get(`/api/admin/orders/${second}/client`)).json<OrderClient>();
    expect(suggested.company).toBeNull();
    expect(suggested.suggestions.map((s) => [s.company.name, s.reason])).toEqual([
      ['Lakeside Clinic', 'domain'],
    ]);
    const row = await t.app.db
      .selectFrom('job_orders')
      .select(['client_company_id', 'client_contact_id'])
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_company_id: null, client_contact_id: null });

    // A public mail domain suggests nothing.
    const gmail = await sendOrder(t.app, { email: 'someone@gmail.com', company: 'Other Place' });
    await sendOrder(t.app, { email: 'else@gmail.com', company: 'Else Place' });
    await staff.request('PUT', `/api/admin/orders/${gmail}/client`, {
      json: { newCompany: { name: 'Other Place', industry: 'Business' } },
    });
    const latest = await t.app.db
      .selectFrom('job_orders')
      .select('id')
      .where('email', '=', 'else@gmail.com')
      .executeTakeFirstOrThrow();
    const gmailSuggestions = (
      await staff.get(`/api/admin/orders/${latest.id}/client`)
    ).json<OrderClient>();
    expect(gmailSuggestions.suggestions).toEqual([]);

    // Attaching to the existing company adds the sender as a contact and writes the history.
    const attached = await staff.request('PUT', `/api/admin/orders/${second}/client`, {
      json: { companyId: client.company?._id },
    });
    expect(attached.statusCode).toBe(200);
    const detail = (
      await staff.get(`/api/admin/clients/${client.company?._id ?? ''}`)
    ).json<ClientCompanyDetail>();
    expect(detail.contacts.map((c) => c.email)).toEqual([
      'grace@lakeside.example',
      'ada@lakeside.example',
    ]);
    expect(detail.orders.map((o) => o._id).sort()).toEqual([first, second].sort());
    expect(detail.locations).toEqual(['Chicago, IL', 'Evanston, IL']);
    const events = await t.app.db
      .selectFrom('job_order_events')
      .select('text')
      .where('job_order_id', '=', second)
      .where('kind', '=', 'note')
      .execute();
    expect(events.map((e) => e.text)).toContain('Linked to the client Lakeside Clinic');
    const activity = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', 'in', ['client.created', 'job_order.client_linked'])
      .execute();
    expect(activity.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses unknown and misplaced fields with 400, and unknown companies with 404', async () => {
    const order = await sendOrder(t.app, { email: 'x@xco.example', company: 'X Co' });
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/admin/clients',
        json: { name: 'A', industry: 'Business', extra: 1 },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/clients',
        json: { name: '', industry: 'Business' },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/clients',
        json: { name: 'A', industry: 'Mining' },
      },
      {
        method: 'PUT' as const,
        url: `/api/admin/orders/${order}/client`,
        json: { companyId: 'x', newCompany: {} },
      },
      { method: 'PUT' as const, url: `/api/admin/orders/${order}/client`, json: {} },
      { method: 'PUT' as const, url: `/api/admin/orders/${order}/client`, json: { company: 'X' } },
    ];
    for (const c of cases) {
      const response = await staff.request(c.method, c.url, { json: c.json });
      expect(response.statusCode, JSON.stringify(c.json)).toBe(400);
    }
    const created = (
      await staff.post('/api/admin/clients', { name: 'Field Co', industry: 'Business' })
    ).json<ClientCompanyDetail>();
    expect(
      (await staff.request('PATCH', `/api/admin/clients/${created._id}`, { json: { role: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await staff.post(`/api/admin/clients/${created._id}/contacts`, {
          name: 'P',
          email: 'p@f.example',
          admin: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await staff.post(
          `/api/admin/clients/${created._id}/contacts/0190c4f0-0000-7000-8000-000000000000/invitation`,
          { x: 1 },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await staff.get('/api/admin/clients/0190c4f0-0000-7000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await staff.get('/api/admin/clients/nope')).statusCode).toBe(404);
    expect(
      (
        await staff.request('PUT', `/api/admin/orders/${order}/client`, {
          json: { companyId: '0190c4f0-0000-7000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    const list = (await staff.get('/api/admin/clients?q=field')).json<ClientList>();
    expect(list.clients.map((c) => c.name)).toEqual(['Field Co']);
    expect((await staff.get('/api/admin/clients?sort=name')).statusCode).toBe(400);
  });

  it('the recent activity links a client company’s entries to its page', async () => {
    const created = (
      await staff.post('/api/admin/clients', { name: 'Linked Co', industry: 'Business' })
    ).json<ClientCompanyDetail>();
    const activity = (await staff.get('/api/admin/activity')).json<
      { action: string; summary: string; link: string | null }[]
    >();
    const entry = activity.find(
      (item) => item.action === 'client.created' && item.summary.includes('Linked Co'),
    );
    expect(entry?.link).toBe(`/admin/clients/${created._id}`);
  });

  it('an address is a contact of one company only', async () => {
    const one = (
      await staff.post('/api/admin/clients', { name: 'One', industry: 'Business' })
    ).json<ClientCompanyDetail>();
    const two = (
      await staff.post('/api/admin/clients', { name: 'Two', industry: 'Business' })
    ).json<ClientCompanyDetail>();
    expect(
      (
        await staff.post(`/api/admin/clients/${one._id}/contacts`, {
          name: 'P',
          email: 'same@one.example',
        })
      ).statusCode,
    ).toBe(201);
    const again = await staff.post(`/api/admin/clients/${two._id}/contacts`, {
      name: 'P',
      email: 'Same@One.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: CLIENT_MESSAGES.contactTaken });
  });

  it('invites a contact with a single-use link whose hash only is stored; the contact becomes a client', async () => {
    const company = (
      await staff.post('/api/admin/clients', { name: 'Invite Co', industry: 'ItTech' })
    ).json<ClientCompanyDetail>();
    const contact = (
      await staff.post(`/api/admin/clients/${company._id}/contacts`, {
        name: 'Ida Lane',
        email: 'ida@invite.example',
        title: 'HR lead',
      })
    ).json<{ _id: string; access: string }>();
    expect(contact.access).toBe('none');
    const invited = await staff.post(
      `/api/admin/clients/${company._id}/contacts/${contact._id}/invitation`,
      {},
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ access: 'invited' });
    const token = await latestInvitationToken(t.app, 'ida@invite.example');
    const stored = await t.app.db.selectFrom('client_invitations').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    // A second invitation replaces the first link.
    await staff.post(`/api/admin/clients/${company._id}/contacts/${contact._id}/invitation`, {});
    const newer = await latestInvitationToken(t.app, 'ida@invite.example');
    expect(newer).not.toBe(token);
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/client-invitations/check', { token })).statusCode).toBe(400);
    const check = await visitor.post('/api/client-invitations/check', { token: newer });
    expect(check.json()).toEqual({
      name: 'Ida Lane',
      email: 'ida@invite.example',
      company: 'Invite Co',
    });

    expect(
      (await visitor.post('/api/client-invitations/accept', { token: newer, password: 'short' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await visitor.post('/api/client-invitations/accept', {
          token: newer,
          password: 'long enough pw',
          role: 'admin',
        })
      ).statusCode,
    ).toBe(400);
    const accepted = await visitor.post('/api/client-invitations/accept', {
      token: newer,
      password: 'long enough pw',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      role: 'client',
      email: 'ida@invite.example',
      emailVerified: true,
      firstName: 'Ida',
      lastName: 'Lane',
    });
    expect((await visitor.get('/api/client/home')).statusCode).toBe(200);
    expect((await visitor.get('/api/admin/orders')).statusCode).toBe(403);

    // Used once: the link refuses a second time, and the contact cannot be invited again.
    const second = await new TestClient(t.app).post('/api/client-invitations/accept', {
      token: newer,
      password: 'another password',
    });
    expect(second.statusCode).toBe(400);
    expect(
      (await staff.post(`/api/admin/clients/${company._id}/contacts/${contact._id}/invitation`, {}))
        .statusCode,
    ).toBe(409);
    const detail = (
      await staff.get(`/api/admin/clients/${company._id}`)
    ).json<ClientCompanyDetail>();
    expect(detail.contacts[0]?.access).toBe('active');

    // The password works for an ordinary sign-in.
    const login = await new TestClient(t.app).post('/api/users/login', {
      email: 'ida@invite.example',
      password: 'long enough pw',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ role: string }>().role).toBe('client');
  });

  it('an expired link is refused', async () => {
    const company = (
      await staff.post('/api/admin/clients', { name: 'Late Co', industry: 'ItTech' })
    ).json<ClientCompanyDetail>();
    const contact = (
      await staff.post(`/api/admin/clients/${company._id}/contacts`, {
        name: 'Lee',
        email: 'lee@late.example',
      })
    ).json<{ _id: string }>();
    await staff.post(`/api/admin/clients/${company._id}/contacts/${contact._id}/invitation`, {});
    const token = await latestInvitationToken(t.app, 'lee@late.example');
    await t.app.db
      .updateTable('client_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await new TestClient(t.app).post('/api/client-invitations/accept', {
      token,
      password: 'long enough pw',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CLIENT_MESSAGES.invitationInvalid });
  });

  it('an admin cannot make a client contact staff', async () => {
    const admin = await loggedInClient(t.app, 'admin');
    const company = (
      await staff.post('/api/admin/clients', { name: 'Role Co', industry: 'ItTech' })
    ).json<ClientCompanyDetail>();
    const contact = (
      await staff.post(`/api/admin/clients/${company._id}/contacts`, {
        name: 'Rae',
        email: 'rae@role.example',
      })
    ).json<{ _id: string }>();
    await staff.post(`/api/admin/clients/${company._id}/contacts/${contact._id}/invitation`, {});
    const token = await latestInvitationToken(t.app, 'rae@role.example');
    const accepted = (
      await new TestClient(t.app).post('/api/client-invitations/accept', {
        token,
        password: 'long enough pw',
      })
    ).json<{ _id: string }>();
    // The role change needs a recent password: the admin just signed in.
    const change = await admin.client.request('PATCH', `/api/admin/users/${accepted._id}`, {
      json: { role: 'recruiter' },
    });
    expect(change.statusCode).toBe(409);
    const clientRole = await admin.client.request('PATCH', `/api/admin/users/${accepted._id}`, {
      json: { role: 'client' },
    });
    expect(clientRole.statusCode).toBe(400);
  });
});

describe('client contacts: two-step sign-in like staff', () => {
  const t = useTestApp();

  it('a contact adds an authenticator, then signs in with password and code, and still reaches only the portal', async () => {
    const staff = (await loggedInClient(t.app, 'recruiter')).client;
    const { client } = await signedInClientContact(t.app, staff, {
      name: 'Totp Co',
      email: 'tess@totp.example',
    });
    const started = await client.post('/api/users/me/totp');
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json<TotpEnrolment>();
    const code = (offsetSteps = 0) =>
      OTPAuth.TOTP.generate({
        secret: OTPAuth.Secret.fromBase32(secret),
        timestamp: Date.now() + offsetSteps * 30_000,
      });
    expect((await client.post('/api/users/me/totp/confirm', { code: code() })).statusCode).toBe(
      200,
    );

    const again = new TestClient(t.app);
    const login = await again.post('/api/users/login', {
      email: 'tess@totp.example',
      password: 'client password 123',
    });
    expect(login.json()).toMatchObject({ mfaRequired: true });
    expect((await again.get('/api/client/home')).statusCode).toBe(401);
    const done = await again.post('/api/auth/mfa', { code: code(1) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ role: 'client' });
    expect((await again.get('/api/client/home')).statusCode).toBe(200);
    expect((await again.get('/api/admin/clients')).statusCode).toBe(403);
  });
});

describe('client contacts: their data', () => {
  const t = useTestApp();

  it('the data export holds the contact record; deleting the account takes it from the company, whose orders stay', async () => {
    const staff = (await loggedInClient(t.app, 'recruiter')).client;
    const { client, companyId, contactId } = await signedInClientContact(t.app, staff, {
      name: 'Data Co',
      email: 'dora@data.example',
    });
    const orderId = await sendOrder(t.app, { email: 'dora@data.example', company: 'Data Co' });
    await staff.request('PUT', `/api/admin/orders/${orderId}/client`, { json: { companyId } });
    const exported = await client.get('/api/users/me/export');
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(
      readZip(exported.rawPayload).get('my-data.json')?.toString('utf8') ?? '{}',
    ) as {
      clientContact?: unknown;
    };
    expect(data.clientContact).toMatchObject({ company: 'Data Co', email: 'dora@data.example' });

    const deleted = await client.request('DELETE', '/api/users/me', {
      json: { password: 'client password 123' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const contact = await t.app.db
      .selectFrom('client_contacts')
      .select('id')
      .where('id', '=', contactId)
      .executeTakeFirst();
    expect(contact).toBeUndefined();
    const order = await t.app.db
      .selectFrom('job_orders')
      .select(['client_company_id', 'client_contact_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ client_company_id: companyId, client_contact_id: null });
  });
});
