import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { createDatabase } from '../src/db/create-database.ts';
import { findUserByEmail } from '../src/modules/users/users-repository.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

type Route = { method: string; url: string };

// Every route the app has, read from Fastify's own route tree, so a route added later is in
// the table below without anyone listing it.
function allRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

// What only an admin may reach; everything else a staff check guards is a recruiter's too.
const ADMIN_ONLY = [
  /^\/api\/admin\/users/u,
  /^\/api\/admin\/export/u,
  /^\/api\/admin\/outbox/u,
  /^\/api\/admin\/search-engine-notifications/u,
];
// The staff routes outside /api/admin: the spec's job writes and dashboard counts.
const STAFF_JOB_ROUTES = [
  'POST /api/jobs/create-job',
  'PUT /api/jobs/job/:id',
  'DELETE /api/jobs/job/:id',
  'GET /api/jobs/dashboard-stats',
];
const ROLE_REFUSALS: string[] = [MESSAGES.adminOnly, MESSAGES.staffOnly];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('staff roles: every staff route × {anonymous, user, client, recruiter, admin}', () => {
  const t = useTestApp();

  it('lets recruiters work the board and keeps accounts, exports and the outbox for admins', async () => {
    const routes = allRoutes(t.app).filter(
      (route) =>
        route.url.startsWith('/api/admin/') ||
        STAFF_JOB_ROUTES.includes(`${route.method} ${route.url}`),
    );
    // The tree was read: the table covers what it must (a parse that found nothing would
    // pass every check below).
    expect(routes.length).toBeGreaterThan(15);
    // The talent pool is a recruiter's as much as an admin's.
    const candidateRoutes = [
      'GET /api/admin/candidates',
      'GET /api/admin/candidates/tags',
      'GET /api/admin/candidates/:id',
      'PATCH /api/admin/candidates/:id',
      'DELETE /api/admin/candidates/:id',
      'GET /api/admin/candidates/:id/resumes/:resumeId',
      'PUT /api/admin/candidates/:id/tags/:tag',
      'DELETE /api/admin/candidates/:id/tags/:tag',
      'POST /api/admin/candidates/:id/notes',
    ];
    for (const known of [...STAFF_JOB_ROUTES, ...candidateRoutes, 'PATCH /api/admin/users/:id']) {
      expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(known);
    }

    const anonymous = new TestClient(t.app);
    const { client: user } = await loggedInClient(t.app, 'user');
    const { client: recruiter } = await loggedInClient(t.app, 'recruiter');
    const { client: admin } = await loggedInClient(t.app, 'admin');
    // A client company's contact (modules/clients) is no staff, whatever its company.
    const { client: clientContact } = await loggedInClient(t.app, 'client');
    const call = async (client: TestClient, route: Route) => {
      const url = route.url.replace(/:[A-Za-z]+/gu, SOME_ID);
      const response =
        route.method === 'GET'
          ? await client.get(url)
          : await client.request(route.method as 'POST', url, { json: {} });
      const error =
        response.headers['content-type']?.toString().includes('json') === true
          ? response.json<{ error?: string }>().error
          : undefined;
      return { status: response.statusCode, error };
    };
    const refused = (answer: { status: number; error?: string | undefined }) =>
      answer.status === 401 ||
      (answer.status === 403 && ROLE_REFUSALS.includes(answer.error ?? ''));

    const table: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const adminOnly = ADMIN_ONLY.some((pattern) => pattern.test(route.url));
      const asAnonymous = await call(anonymous, route);
      const asUser = await call(user, route);
      const asRecruiter = await call(recruiter, route);
      const asAdmin = await call(admin, route);
      expect(asAnonymous.status, `${name} anonymous`).toBe(401);
      expect(asUser, `${name} user`).toMatchObject({ status: 403 });
      expect(refused(asUser), `${name} user`).toBe(true);
      const asClient = await call(clientContact, route);
      expect(asClient, `${name} client`).toMatchObject({ status: 403 });
      expect(refused(asClient), `${name} client`).toBe(true);
      if (adminOnly) {
        expect(asRecruiter, `${name} recruiter`).toEqual({
          status: 403,
          error: MESSAGES.adminOnly,
        });
      } else {
        expect(refused(asRecruiter), `${name} recruiter: ${JSON.stringify(asRecruiter)}`).toBe(
          false,
        );
      }
      expect(refused(asAdmin), `${name} admin: ${JSON.stringify(asAdmin)}`).toBe(false);
      expect(asAdmin.status, `${name} admin`).toBeLessThan(500);
      expect(asRecruiter.status, `${name} recruiter`).toBeLessThan(500);
      table.push(`${name}: ${adminOnly ? 'admin' : 'recruiter, admin'}`);
    }
    expect(table.length).toBe(routes.length);
  });

  it('lets an admin make someone a recruiter, and a recruiter sees staff pages only', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const target = await createUser(t.app);
    const promoted = await admin.request('PATCH', `/api/admin/users/${target.id}`, {
      json: { role: 'recruiter' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'recruiter' });

    const recruiter = new TestClient(t.app);
    await recruiter.post('/api/users/login', { email: target.email, password: target.password });
    expect((await recruiter.get('/api/admin/applications')).statusCode).toBe(200);
    expect((await recruiter.get('/api/jobs/jobs?status=closed')).statusCode).toBe(200);
    expect((await recruiter.get('/api/admin/users')).statusCode).toBe(403);
    const session = await recruiter.get('/api/auth/check-session');
    expect(session.json()).toMatchObject({ role: 'recruiter' });

    const activity = await admin.get('/api/admin/activity');
    expect(JSON.stringify(activity.json())).toContain('a recruiter');
  });

  it('refuses a role it does not know', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const target = await createUser(t.app);
    const response = await admin.request('PATCH', `/api/admin/users/${target.id}`, {
      json: { role: 'owner' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { role: expect.any(String) } });
  });
});

describe('admin:create --role', () => {
  const CLI = fileURLToPath(new URL('../src/cli/admin-create.ts', import.meta.url));

  it('creates a recruiter, and refuses a role that is not a staff role', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
    const databaseUrl = `sqlite:${path.join(dataDir, 'staff.db')}`;
    const run = (args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          SESSION_SECRET: 'admin-create-test-secret-that-is-long-enough-0123',
          NODE_ENV: 'test',
        },
        input: 'a long enough password\n',
        encoding: 'utf8',
      });
    try {
      const created = run(['--email', 'recruiter@example.com', '--role', 'recruiter']);
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toContain('Recruiter recruiter@example.com created.');
      const refused = run(['--email', 'other@example.com', '--role', 'user']);
      expect(refused.status).toBe(64);
      const handle = createDatabase(databaseUrl);
      try {
        expect((await findUserByEmail(handle.db, 'recruiter@example.com'))?.role).toBe('recruiter');
        expect(await findUserByEmail(handle.db, 'other@example.com')).toBeUndefined();
      } finally {
        await handle.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
