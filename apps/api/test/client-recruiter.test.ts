import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientHome } from '@staffing/shared/client-schemas';
import { useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

type Caller = 'anonymous' | 'seeker' | 'clientA' | 'clientB' | 'recruiter' | 'admin';

// The portal names the contact's recruiter on every page (GET /api/client/home's
// `recruiter`): the owner of the company's newest order still in progress, else of its newest
// owned order, a staff account that is not disabled; nobody's when no order has an owner.
describe('the client portal: the contact’s recruiter', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller, TestClient>;
  const rita = { id: '', email: '' };
  const sam = { id: '', email: '' };
  let companyA = '';
  let companyB = '';

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    callers.seeker = (await loggedInClient(t.app, 'user')).client;
    callers.recruiter = (await loggedInClient(t.app, 'recruiter')).client;
    callers.admin = (await loggedInClient(t.app, 'admin')).client;
    Object.assign(rita, await createUser(t.app, { role: 'recruiter', firstName: 'Rita' }));
    Object.assign(sam, await createUser(t.app, { role: 'recruiter', firstName: 'Sam' }));
    const a = await signedInClientContact(t.app, callers.admin, {
      name: 'Alpha Clinic',
      email: 'ann@alpha.example',
    });
    const b = await signedInClientContact(t.app, callers.admin, {
      name: 'Beta Builders',
      email: 'bob@beta.example',
    });
    callers.clientA = a.client;
    callers.clientB = b.client;
    companyA = a.companyId;
    companyB = b.companyId;
  });

  const recruiterOf = async (caller: 'clientA' | 'clientB') => {
    const response = await callers[caller].get('/api/client/home');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ClientHome>().recruiter;
  };

  // An order of the company, created at a given time (orders sent in one millisecond would
  // tie), owned by whom the admin says.
  async function companyOrder(companyId: string, createdAt: string, ownerId: string | null) {
    const sender =
      companyId === companyA
        ? { email: 'ann@alpha.example', company: 'Alpha Clinic' }
        : { email: 'bob@beta.example', company: 'Beta Builders' };
    const id = await sendOrder(t.app, sender);
    const linked = await callers.admin.request('PUT', `/api/admin/orders/${id}/client`, {
      json: { companyId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    if (ownerId) {
      const owned = await callers.admin.request('PATCH', `/api/admin/orders/${id}`, {
        json: { ownerId },
      });
      expect(owned.statusCode, owned.body).toBe(200);
    }
    await t.app.db
      .updateTable('job_orders')
      .set({ created_at: createdAt })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const cancel = async (id: string) => {
    const response = await callers.admin.request('PATCH', `/api/admin/orders/${id}`, {
      json: { status: 'cancelled', reason: 'Budget cut' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('only a client contact reads it: anonymous 401, a job seeker and staff 403', async () => {
    expect((await callers.anonymous.get('/api/client/home')).statusCode).toBe(401);
    for (const caller of ['seeker', 'recruiter', 'admin'] as const) {
      expect((await callers[caller].get('/api/client/home')).statusCode, caller).toBe(403);
    }
  });

  it('is nobody while the company has no order, or none with an owner', async () => {
    expect(await recruiterOf('clientA')).toBeNull();
    await companyOrder(companyA, '2026-01-01T09:00:00.000Z', null);
    expect(await recruiterOf('clientA')).toBeNull();
  });

  it('is the owner of the newest order in progress, then of the newest owned one', async () => {
    const first = await companyOrder(companyA, '2026-02-01T09:00:00.000Z', rita.id);
    const home = (await callers.clientA.get('/api/client/home')).json<ClientHome>();
    // A name and an address, nothing that identifies the staff account itself.
    expect(home.recruiter).toEqual({ name: expect.stringMatching(/^Rita /), email: rita.email });

    const second = await companyOrder(companyA, '2026-03-01T09:00:00.000Z', sam.id);
    expect(await recruiterOf('clientA')).toMatchObject({ email: sam.email });

    // Sam's order ends: Rita's, still in progress, comes first though older.
    await cancel(second);
    expect(await recruiterOf('clientA')).toMatchObject({ email: rita.email });

    // Both ended: the newest order that has an owner.
    await cancel(first);
    expect(await recruiterOf('clientA')).toMatchObject({ email: sam.email });
  });

  it('skips an owner whose account is disabled or no longer staff', async () => {
    await t.app.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', sam.id)
      .execute();
    expect(await recruiterOf('clientA')).toMatchObject({ email: rita.email });
    await t.app.db.updateTable('users').set({ role: 'user' }).where('id', '=', rita.id).execute();
    expect(await recruiterOf('clientA')).toBeNull();
  });

  it('is each company’s own: another company’s orders never name its recruiter', async () => {
    await t.app.db
      .updateTable('users')
      .set({ role: 'recruiter', disabled_at: null })
      .where('id', 'in', [rita.id, sam.id])
      .execute();
    expect(await recruiterOf('clientB')).toBeNull();
    const bea = await createUser(t.app, { role: 'admin', firstName: 'Bea' });
    await companyOrder(companyB, '2026-04-01T09:00:00.000Z', bea.id);
    expect(await recruiterOf('clientB')).toMatchObject({ email: bea.email });
    expect(await recruiterOf('clientA')).toMatchObject({ email: sam.email });
  });
});
