import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@staffing/shared/security-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { UNKNOWN_FIELD } from '@staffing/shared/api-error';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(
  t: ReturnType<typeof useTestApp>,
  account: { email: string; password: string },
  userAgent: string,
) {
  const client = new TestClient(t.app);
  const response = await client.request('POST', '/api/users/login', {
    json: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

describe('where you are signed in', () => {
  const t = useTestApp();

  it('lists the account’s sessions with browser and system, and ends another one', async () => {
    const account = await createUser(t.app);
    const laptop = await signIn(t, account, CHROME_MAC);
    const desktop = await signIn(t, account, FIREFOX_WINDOWS);
    const stranger = await loggedInClient(t.app);

    const listed = (await laptop.get('/api/users/me/sessions')).json<AccountSession[]>();
    expect(listed).toHaveLength(2);
    const mine = listed.find((session) => session.current);
    const other = listed.find((session) => !session.current);
    expect(mine).toMatchObject({ browser: 'Chrome 131', os: 'macOS Catalina', ip: '127.0.0.1' });
    expect(other).toMatchObject({ browser: 'Firefox 133', os: 'Windows 10' });
    // The session is named by a public id, never by its cookie's hash.
    expect(JSON.stringify(listed)).not.toMatch(/[0-9a-f]{64}/u);
    if (!other) throw new Error('no other session');

    // Someone else cannot end it, nor learn it exists.
    const foreign = await stranger.client.request('DELETE', `/api/users/me/sessions/${other._id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: MESSAGES.sessionNotFound });

    expect((await laptop.request('DELETE', `/api/users/me/sessions/${other._id}`)).statusCode).toBe(
      204,
    );
    expect((await desktop.get('/api/auth/check-session')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/check-session')).statusCode).toBe(200);
    expect((await laptop.get('/api/users/me/sessions')).json()).toHaveLength(1);
  });

  it('signs out every other session at once, and on a password change', async () => {
    const account = await createUser(t.app);
    const first = await signIn(t, account, CHROME_MAC);
    const second = await signIn(t, account, FIREFOX_WINDOWS);
    const third = await signIn(t, account, FIREFOX_WINDOWS);
    expect((await first.request('DELETE', '/api/users/me/sessions')).statusCode).toBe(204);
    expect((await second.get('/api/auth/check-session')).statusCode).toBe(401);
    expect((await third.get('/api/auth/check-session')).statusCode).toBe(401);
    expect((await first.get('/api/users/me/sessions')).json()).toHaveLength(1);

    const fourth = await signIn(t, account, FIREFOX_WINDOWS);
    const wrong = await first.request('PUT', '/api/users/me/password', {
      json: { currentPassword: 'not it', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await fourth.get('/api/auth/check-session')).statusCode).toBe(200);
    const changed = await first.request('PUT', '/api/users/me/password', {
      json: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await fourth.get('/api/auth/check-session')).statusCode).toBe(401);
    expect((await first.get('/api/auth/check-session')).statusCode).toBe(200);
    const again = await new TestClient(t.app).post('/api/users/login', {
      email: account.email,
      password: 'a brand new password',
    });
    expect(again.statusCode).toBe(200);
  });

  it('ends the current session through its own row like signing out', async () => {
    const account = await createUser(t.app);
    const client = await signIn(t, account, CHROME_MAC);
    const [mine] = (await client.get('/api/users/me/sessions')).json<AccountSession[]>();
    expect((await client.request('DELETE', `/api/users/me/sessions/${mine?._id}`)).statusCode).toBe(
      204,
    );
    expect((await client.get('/api/auth/check-session')).statusCode).toBe(401);
  });

  it('mails a staff member about a sign-in from a browser the account has not used', async () => {
    const recruiter = await createUser(t.app, { role: 'recruiter' });
    const jobSeeker = await createUser(t.app);
    const mailsTo = async (to: string) =>
      t.app.db
        .selectFrom('email_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', to)
        .execute();
    await signIn(t, recruiter, CHROME_MAC);
    await signIn(t, recruiter, CHROME_MAC);
    await signIn(t, recruiter, CHROME_MAC.replace('Chrome/131', 'Chrome/132'));
    expect(await mailsTo(recruiter.email)).toHaveLength(1);
    await signIn(t, recruiter, FIREFOX_WINDOWS);
    const mails = await mailsTo(recruiter.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('New sign-in to your');
    expect(mails[1]?.text_body).toContain('Firefox 133 on Windows 10');
    expect(mails[1]?.text_body).toContain('/profile/security');
    // A job seeker's sign-ins are theirs alone.
    await signIn(t, jobSeeker, FIREFOX_WINDOWS);
    expect(await mailsTo(jobSeeker.email)).toHaveLength(0);
  });
});

describe('re-authentication before sensitive changes', () => {
  const t = useTestApp();

  it('asks for the password again after ten minutes, and accepts it once given', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const target = await createUser(t.app);
    const client = await signIn(t, admin, CHROME_MAC);
    const stale = new Date(Date.now() - 11 * 60_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ authenticated_at: stale })
      .where('user_id', '=', admin.id)
      .execute();

    const sensitive = [
      () =>
        client.request('PATCH', `/api/admin/users/${target.id}`, { json: { role: 'recruiter' } }),
      () => client.request('PATCH', `/api/admin/users/${target.id}`, { json: { disabled: true } }),
      () => client.get('/api/admin/export/applications.csv'),
      () => client.get('/api/admin/export/users.csv'),
    ];
    for (const call of sensitive) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.reauthenticationRequired });
    }
    expect((await client.get('/api/users/me/reauthenticate')).json()).toEqual({
      recentUntil: null,
    });
    // Nothing changed.
    const list = await client.get(`/api/admin/users?id=${target.id}`);
    expect(list.json()).toMatchObject([{ role: 'user', disabled: false }]);

    const wrong = await client.post('/api/users/me/reauthenticate', { password: 'not it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ fieldErrors: { password: expect.any(String) } });
    const right = await client.post('/api/users/me/reauthenticate', { password: admin.password });
    expect(right.statusCode).toBe(200);
    const until = Date.parse(right.json<{ recentUntil: string }>().recentUntil);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);

    for (const call of sensitive) expect((await call()).statusCode).toBe(200);
  });

  it('throttles wrong passwords like logins', async () => {
    const account = await createUser(t.app);
    const client = await signIn(t, account, CHROME_MAC);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < t.config.limits.loginFailuresPerAccount + 1; attempt += 1) {
      statuses.push(
        (await client.post('/api/users/me/reauthenticate', { password: 'wrong' })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    const blocked = await client.post('/api/users/me/reauthenticate', {
      password: account.password,
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('refusing what the API does not understand', () => {
  const t = useTestApp();

  it('answers 400 naming each unknown field, and stores nothing', async () => {
    const { client, user } = await loggedInClient(t.app);
    const [jobId] = await seedJobs(t.app, [{ title: 'Forklift driver' }]);
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const save = await client.request('PUT', `/api/users/saved-jobs/${jobId}`);
    expect(save.statusCode).toBe(201);

    const cases: { name: string; call: () => ReturnType<TestClient['post']>; fields: string[] }[] =
      [
        {
          name: 'alert with a top-level q',
          call: () => client.post('/api/alerts', { frequency: 'daily', q: 'nurse' }),
          fields: ['q'],
        },
        {
          name: 'alert with a search key the list does not have',
          call: () =>
            client.post('/api/alerts', { frequency: 'daily', search: { keyword: 'nurse' } }),
          fields: ['search.keyword'],
        },
        {
          name: 'saved job with a body',
          call: () => client.request('PUT', `/api/users/saved-jobs/${jobId}`, { json: { x: 1 } }),
          fields: ['x'],
        },
        {
          name: 're-authentication',
          call: () =>
            client.post('/api/users/me/reauthenticate', { password: 'x', remember: true }),
          fields: ['remember'],
        },
        {
          name: 'account deletion',
          call: () =>
            client.request('DELETE', '/api/users/me', {
              json: { password: 'correct horse battery', reason: 'bye' },
            }),
          fields: ['reason'],
        },
        {
          name: 'role change',
          call: () =>
            admin.request('PATCH', `/api/admin/users/${user.id}`, {
              json: { role: 'recruiter', isAdmin: true },
            }),
          fields: ['isAdmin'],
        },
        {
          name: 'hiring pipeline',
          call: () =>
            admin.request('PATCH', `/api/admin/applications/00000000-0000-4000-8000-000000000000`, {
              json: { status: 'interview', stage: 'x' },
            }),
          fields: ['stage'],
        },
        {
          name: 'alert confirmation',
          call: () => client.post('/api/alerts/confirm', { token: 'a'.repeat(43), extra: 1 }),
          fields: ['extra'],
        },
      ];
    for (const { name, call, fields } of cases) {
      const response = await call();
      expect(response.statusCode, name).toBe(400);
      const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
      expect(body.error, name).toBe(
        `Unknown field${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}.`,
      );
      for (const field of fields) expect(body.fieldErrors[field], name).toBe(UNKNOWN_FIELD);
    }
    const alerts = await t.app.db.selectFrom('job_alerts').select('id').execute();
    expect(alerts).toHaveLength(0);
    expect((await client.get('/api/auth/check-session')).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/users?id=${user.id}`)).json()).toMatchObject([
      { role: 'user' },
    ]);
  });

  it("keeps accepting what the spec's own clients send", async () => {
    const account = await createUser(t.app);
    const client = new TestClient(t.app);
    const login = await client.post('/api/users/login', {
      email: account.email,
      password: account.password,
      rememberMe: true,
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('Permissions-Policy', () => {
  const t = useTestApp();

  it('switches off the powerful features the site never uses, and allows passkeys', async () => {
    for (const url of ['/api/health', '/', '/find-job']) {
      const policy = String((await new TestClient(t.app).get(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
      expect(policy).toContain('publickey-credentials-get=(self)');
      expect(policy).toContain('publickey-credentials-create=(self)');
    }
  });
});
