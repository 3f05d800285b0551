import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-schemas';
import { pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp, type TestAppContext } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';
import { isEmailVerified } from '../src/modules/users/users-repository.ts';

const LINK = /http:\/\/localhost:3000\/verify-email\?token=([\w-]+)/;

async function linksTo(t: TestAppContext, email: string): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const match = LINK.exec(row.text_body);
    return match?.[1] ? [decodeURIComponent(match[1])] : [];
  });
}

async function signUp(t: TestAppContext, email: string) {
  const client = new TestClient(t.app);
  const response = await client.multipart('POST', '/api/users/signup', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: 'a good long password',
  });
  expect(response.statusCode).toBe(201);
  const login = await client.post('/api/users/login', { email, password: 'a good long password' });
  expect(login.statusCode).toBe(200);
  return { client, id: response.json<{ _id: string }>()._id };
}

describe('email verification', () => {
  const t = useTestApp();

  it('mails a link on signup, stores only its hash, and verifies the account once', async () => {
    const email = 'grace@example.com';
    const { client, id } = await signUp(t, email);
    const [token] = await linksTo(t, email);
    expect(token).toMatch(/^[\w-]{43}$/);

    const stored = await t.app.db
      .selectFrom('email_verification_tokens')
      .select(['token_hash', 'email'])
      .where('user_id', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    expect(stored[0]?.email).toBe(email);

    const before = await client.get('/api/auth/check-session');
    expect(before.json()).toMatchObject({ emailVerified: false });

    // The link is opened signed out, in another browser.
    const stranger = new TestClient(t.app);
    const verified = await stranger.post('/api/users/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: ACCOUNT_MESSAGES.emailVerified,
      attachedApplications: 0,
    });
    expect(await isEmailVerified(t.app.db, id)).toBe(true);
    const after = await client.get('/api/auth/check-session');
    expect(after.json()).toMatchObject({ emailVerified: true });

    const again = await stranger.post('/api/users/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.verificationLinkInvalid });

    const activity = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', id)
      .where('action', '=', 'user.email_verified')
      .execute();
    expect(activity).toHaveLength(1);
  });

  it('rejects unknown, empty and missing tokens with 400 and changes nothing', async () => {
    const { id } = await signUp(t, 'nobody-verified@example.com');
    const client = new TestClient(t.app);
    for (const body of [
      { token: 'not-a-real-token' },
      { token: '' },
      {},
      { token: 'x'.repeat(500) },
    ]) {
      const response = await client.post('/api/users/verify-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    expect(await isEmailVerified(t.app.db, id)).toBe(false);
  });

  it('refuses a verification without the CSRF header (403)', async () => {
    const email = 'csrf-verify@example.com';
    const { id } = await signUp(t, email);
    const [token] = await linksTo(t, email);
    const response = await new TestClient(t.app).post(
      '/api/users/verify-email',
      { token },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(await isEmailVerified(t.app.db, id)).toBe(false);
  });

  it('attaches applications sent signed out with the same address, and only on verification', async () => {
    const [jobId] = (await seedJobs(t.app, [{ title: 'Night Nurse' }])) as [string];
    const email = 'earlier@example.com';
    const visitor = new TestClient(t.app);
    const applied = await visitor.multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Early', lastName: 'Bird', email: 'Earlier@Example.com', jobId },
      pdfFile(),
    );
    expect(applied.statusCode).toBe(201);

    const { client, id } = await signUp(t, email);
    const owned = async () =>
      t.app.db.selectFrom('applications').select('id').where('user_id', '=', id).execute();
    expect(await owned()).toHaveLength(0);

    const [token] = await linksTo(t, email);
    const verified = await client.post('/api/users/verify-email', { token });
    expect(verified.json()).toMatchObject({ attachedApplications: 1 });
    expect(await owned()).toHaveLength(1);
  });

  it('a link mailed before an email change does not verify the new address', async () => {
    const { client, id } = await signUp(t, 'old-address@example.com');
    const [oldToken] = await linksTo(t, 'old-address@example.com');
    const changed = await client.multipart('PUT', '/api/users/profile', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'new-address@example.com',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ emailVerified: false });

    const stale = await client.post('/api/users/verify-email', { token: oldToken });
    expect(stale.statusCode).toBe(400);
    expect(await isEmailVerified(t.app.db, id)).toBe(false);

    const [newToken] = await linksTo(t, 'new-address@example.com');
    const fresh = await client.post('/api/users/verify-email', { token: newToken });
    expect(fresh.statusCode).toBe(200);
    expect(await isEmailVerified(t.app.db, id)).toBe(true);
  });

  it('resends a link to a signed-in, unverified user, with a limit per hour', async () => {
    const { client, user } = await loggedInClient(t.app);
    const first = await client.post('/api/users/verify-email/resend');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationSent(user.email) });
    expect(await linksTo(t, user.email)).toHaveLength(1);

    for (let sent = 1; sent < 5; sent += 1) {
      expect((await client.post('/api/users/verify-email/resend')).statusCode).toBe(200);
    }
    const limited = await client.post('/api/users/verify-email/resend');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toEqual(expect.any(String));
    expect(await linksTo(t, user.email)).toHaveLength(5);

    // Any of the links works; then resending is a conflict.
    const [token] = await linksTo(t, user.email);
    expect((await client.post('/api/users/verify-email', { token })).statusCode).toBe(200);
    const done = await client.post('/api/users/verify-email/resend');
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ error: ACCOUNT_MESSAGES.alreadyVerified });
  });

  it('resend needs a session (401) and the CSRF header (403)', async () => {
    const anonymous = await new TestClient(t.app).post('/api/users/verify-email/resend');
    expect(anonymous.statusCode).toBe(401);
    const { client, user } = await loggedInClient(t.app);
    const noCsrf = await client.post('/api/users/verify-email/resend', {}, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(await linksTo(t, user.email)).toHaveLength(0);
  });
});
