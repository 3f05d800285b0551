import { describe, expect, it } from 'vitest';
import type { ActivityEntry, AdminStats, AdminUser } from '@staffing/shared/application-schemas';
import { csvCell } from '../src/lib/csv.ts';
import { weekStartOf } from '../src/modules/admin/admin-insights-repository.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { seedJobs, validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

describe('admin area: authorization matrix', () => {
  const t = useTestApp();

  it('answers 401 to visitors and 403 to users on every admin endpoint', async () => {
    const target = await createUser(t.app);
    const visitor = new TestClient(t.app);
    const { client: user } = await loggedInClient(t.app, 'user');
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const reads = [
      '/api/admin/users',
      `/api/admin/users/${target.id}/resume`,
      '/api/admin/activity',
      '/api/admin/stats',
      '/api/admin/export/applications.csv',
      '/api/admin/export/users.csv',
      '/api/admin/applications',
      '/api/admin/contact-messages',
    ];
    for (const url of reads) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
      expect((await user.get(url)).statusCode, url).toBe(403);
      expect([200, 404], url).toContain((await admin.get(url)).statusCode);
    }
    const patch = (client: TestClient) =>
      client.request('PATCH', `/api/admin/users/${target.id}`, { json: { role: 'admin' } });
    expect((await patch(visitor)).statusCode).toBe(401);
    expect((await patch(user)).statusCode).toBe(403);
    expect((await patch(admin)).statusCode).toBe(200);
  });
});

describe('admin area: managing users', () => {
  const t = useTestApp();

  it('lists users newest first with search by name or email, paged', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    await createUser(t.app, { email: 'zelda.search@example.com', firstName: 'Zelda' });
    await createUser(t.app, { email: 'percent%user@example.com', firstName: 'Pat' });
    const all = await admin.get('/api/admin/users?limit=2');
    expect(all.json<AdminUser[]>()).toHaveLength(2);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    const byName = (await admin.get('/api/admin/users?q=zeld')).json<AdminUser[]>();
    expect(byName.map((user) => user.email)).toEqual(['zelda.search@example.com']);
    expect(byName[0]).toMatchObject({ role: 'user', disabled: false, lastLoginAt: null });
    const byEmail = (await admin.get('/api/admin/users?q=SEARCH@EXAMPLE')).json<AdminUser[]>();
    expect(byEmail).toHaveLength(1);
    // A % in the search is a character, not a wildcard.
    const literal = (await admin.get('/api/admin/users?q=%25user')).json<AdminUser[]>();
    expect(literal.map((user) => user.email)).toEqual(['percent%user@example.com']);
    const one = (await admin.get(`/api/admin/users?id=${byName[0]!._id}`)).json<AdminUser[]>();
    expect(one.map((user) => user.email)).toEqual(['zelda.search@example.com']);
  });

  it('promotes and demotes, never the acting admin and never the last admin', async () => {
    const { client: admin, user: me } = await loggedInClient(t.app, 'admin');
    const other = await createUser(t.app);
    const self = await admin.request('PATCH', `/api/admin/users/${me.id}`, {
      json: { role: 'user' },
    });
    expect(self.statusCode).toBe(409);

    const promoted = await admin.request('PATCH', `/api/admin/users/${other.id}`, {
      json: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    const demoted = await admin.request('PATCH', `/api/admin/users/${other.id}`, {
      json: { role: 'user' },
    });
    expect(demoted.json()).toMatchObject({ role: 'user' });
  });

  it('keeps the last active admin even when asked directly (one conditional statement)', async () => {
    const only = await createUser(t.app, { role: 'admin' });
    const disabledAdmin = await createUser(t.app, { role: 'admin' });
    await t.app.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', 'not in', [only.id, disabledAdmin.id])
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', disabledAdmin.id)
      .execute();
    const { demoteOrDisableAdmin } = await import('../src/modules/admin/admin-users-repository.ts');
    expect(await demoteOrDisableAdmin(t.app.db, only.id, { role: 'user' })).toBe(false);
    expect(await demoteOrDisableAdmin(t.app.db, only.id, { disabled: true })).toBe(false);
    const row = await t.app.db
      .selectFrom('users')
      .select(['role', 'disabled_at'])
      .where('id', '=', only.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', disabled_at: null });
  });

  it('refuses to demote the last active admin through the API', async () => {
    await t.app.db.updateTable('users').set({ role: 'user' }).execute();
    const { client: admin, user: me } = await loggedInClient(t.app, 'admin');
    const { client: helper, user: helperUser } = await loggedInClient(t.app, 'admin');
    // helper demotes me: allowed, helper remains.
    expect(
      (await helper.request('PATCH', `/api/admin/users/${me.id}`, { json: { role: 'user' } }))
        .statusCode,
    ).toBe(200);
    // I am no longer an admin: my session cannot demote helper.
    expect(
      (
        await admin.request('PATCH', `/api/admin/users/${helperUser.id}`, {
          json: { role: 'user' },
        })
      ).statusCode,
    ).toBe(403);
    const admins = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins.map((row) => row.id)).toEqual([helperUser.id]);
  });

  it('disabling ends the sessions at once (the next request is 401) and blocks login; enabling restores', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const target = await createUser(t.app);
    const victim = new TestClient(t.app);
    await victim.post('/api/users/login', { email: target.email, password: target.password });
    expect((await victim.get('/api/auth/check-session')).statusCode).toBe(200);

    const disabled = await admin.request('PATCH', `/api/admin/users/${target.id}`, {
      json: { disabled: true },
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await victim.get('/api/auth/check-session')).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/api/users/login', {
      email: target.email,
      password: target.password,
    });
    expect(login.statusCode).toBe(403);

    await admin.request('PATCH', `/api/admin/users/${target.id}`, { json: { disabled: false } });
    const again = await new TestClient(t.app).post('/api/users/login', {
      email: target.email,
      password: target.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('validates changes and answers 404 for unknown users', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const target = await createUser(t.app);
    expect(
      (await admin.request('PATCH', `/api/admin/users/${target.id}`, { json: {} })).statusCode,
    ).toBe(400);
    expect(
      (await admin.request('PATCH', `/api/admin/users/${target.id}`, { json: { role: 'owner' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await admin.request('PATCH', '/api/admin/users/0190a5a0-0000-7000-8000-000000000000', {
          json: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("lets an admin open a user's resume", async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const { client: owner, user } = await loggedInClient(t.app, 'user');
    const pdf = makePdf(900);
    await owner.multipart(
      'PUT',
      '/api/users/profile',
      { firstName: 'A', lastName: 'B', email: user.email },
      pdfFile(pdf),
    );
    const response = await admin.get(`/api/admin/users/${user.id}/resume`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('admin area: activity, stats and exports', () => {
  const t = useTestApp();

  it('shows the newest activity in words, with links to what it is about', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const job = (
      await admin.post('/api/jobs/create-job', validJobPayload({ title: 'Activity Job' }))
    ).json<{ _id: string }>();
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', jobId: job._id },
      pdfFile(),
    );
    await new TestClient(t.app).multipart('POST', '/api/users/signup', {
      firstName: 'New',
      lastName: 'Person',
      email: 'new.person@example.com',
      password: 'long enough pw',
    });
    const entries = (await admin.get('/api/admin/activity')).json<ActivityEntry[]>();
    expect(entries.slice(0, 3).map((entry) => entry.action)).toEqual([
      'user.signed_up',
      'application.received',
      'job.created',
    ]);
    expect(entries[1]).toMatchObject({
      summary: 'Ann Lee applied for “Activity Job”',
      link: '/admin/applications',
    });
    expect(entries[2]).toMatchObject({
      link: `/jobs/${job._id}`,
      actorName: expect.stringContaining('Test'),
    });
    await admin.request('DELETE', `/api/jobs/job/${job._id}`);
    const after = (await admin.get('/api/admin/activity')).json<ActivityEntry[]>();
    expect(after[0]?.action).toBe('job.deleted');
    expect(after.find((entry) => entry.action === 'job.created')?.link).toBeNull();
    expect(
      (await admin.get('/api/admin/activity?limit=500')).json<ActivityEntry[]>().length,
    ).toBeLessThanOrEqual(100);
  });

  it('counts open jobs by industry and applications per week for 12 weeks', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const [jobId] = (await seedJobs(t.app, [
      { title: 'A', industry: 'Drivers' },
      { title: 'B', industry: 'Drivers' },
      { title: 'C', industry: 'Healthcare' },
    ])) as [string];
    await t.app.db.updateTable('jobs').set({ status: 'filled' }).where('title', '=', 'C').execute();
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'A', lastName: 'B', email: 'a@example.com', jobId },
      pdfFile(),
    );
    const stats = (await admin.get('/api/admin/stats')).json<AdminStats>();
    expect(stats.openJobsByIndustry).toMatchObject({ Drivers: 2, Healthcare: 0 });
    expect(stats.applicationsPerWeek).toHaveLength(12);
    expect(stats.applicationsPerWeek.at(-1)).toEqual({
      weekStart: weekStartOf(new Date()),
      count: expect.any(Number),
    });
    expect(stats.applicationsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(
      stats.totalApplications,
    );
  });

  it('exports CSV with formula cells neutralised', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const [jobId] = (await seedJobs(t.app, [{ title: '=HYPERLINK("http://evil")' }])) as [string];
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: '+SUM(1,2)', lastName: '@cmd', email: 'csv@example.com', jobId },
      pdfFile(),
    );
    const response = await admin.get('/api/admin/export/applications.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const line = response.body.split('\r\n').find((row) => row.includes('csv@example.com'));
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`"'+SUM(1,2)"`);
    expect(line).toContain(`"'@cmd"`);
    const users = await admin.get('/api/admin/export/users.csv');
    expect(users.body).toContain('"Email","Role"');
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['plain "quoted"', `"plain ""quoted"""`],
    [null, '""'],
  ])('%j -> %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});
