import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import type { TotpEnrolment, TwoFactorStatus } from '@staffing/shared/security-schemas';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser } from './helpers/users.ts';

// Codes computed from the test's clock, as an authenticator app would.
const codeFor = (secret: string, offsetSteps = 0) =>
  OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function signedIn(
  t: ReturnType<typeof useTestApp>,
  account: { email: string; password: string },
) {
  const client = new TestClient(t.app);
  const response = await client.post('/api/users/login', account);
  return { client, response };
}

async function enrol(client: TestClient) {
  const started = await client.post('/api/users/me/totp');
  expect(started.statusCode, started.body).toBe(200);
  const enrolment = started.json<TotpEnrolment>();
  const confirmed = await client.post('/api/users/me/totp/confirm', {
    code: codeFor(enrolment.secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...enrolment, ...confirmed.json<{ recoveryCodes: string[] }>() };
}

describe('two-step sign-in with an authenticator app', () => {
  const t = useTestApp();

  it('enrols with a QR code drawn here, then asks for a code after the password', async () => {
    const account = await createUser(t.app);
    const { client } = await signedIn(t, account);
    const started = await client.post('/api/users/me/totp');
    const enrolment = started.json<TotpEnrolment>();
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\//u);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg/u);
    // A wrong code does not confirm it.
    const wrong = await client.post('/api/users/me/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await client.post('/api/users/me/totp/confirm', {
      code: codeFor(enrolment.secret),
    });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored as hashes only.
    const stored = await t.app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect((await client.get('/api/users/me/two-factor')).json<TwoFactorStatus>()).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });

    const second = new TestClient(t.app);
    const login = await second.post('/api/users/login', account);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery-code'] });
    // No session yet.
    expect((await second.get('/api/auth/check-session')).statusCode).toBe(401);
    const bad = await second.post('/api/auth/mfa', { code: '123456' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ fieldErrors: { code: MESSAGES.wrongSecondFactorCode } });
    const done = await second.post('/api/auth/mfa', { code: codeFor(enrolment.secret, 1) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: account.email });
    expect((await second.get('/api/auth/check-session')).statusCode).toBe(200);

    // The same code does not work twice.
    const third = new TestClient(t.app);
    await third.post('/api/users/login', account);
    const replay = await third.post('/api/auth/mfa', { code: codeFor(enrolment.secret, 1) });
    expect(replay.statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const account = await createUser(t.app);
    const { client } = await signedIn(t, account);
    const { recoveryCodes } = await enrol(client);
    const code = recoveryCodes[3] ?? '';
    const first = new TestClient(t.app);
    await first.post('/api/users/login', account);
    const used = await first.post('/api/auth/mfa', { recoveryCode: code.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    const again = new TestClient(t.app);
    await again.post('/api/users/login', account);
    expect((await again.post('/api/auth/mfa', { recoveryCode: code })).statusCode).toBe(401);
    expect((await client.get('/api/users/me/two-factor')).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('throttles wrong codes like logins, and needs the password step first', async () => {
    const account = await createUser(t.app);
    const { client } = await signedIn(t, account);
    const { secret } = await enrol(client);
    const stranger = new TestClient(t.app);
    const noChallenge = await stranger.post('/api/auth/mfa', { code: codeFor(secret) });
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json()).toEqual({ error: MESSAGES.mfaChallengeExpired });

    const guesser = new TestClient(t.app);
    await guesser.post('/api/users/login', account);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= t.config.limits.loginFailuresPerAccount; attempt += 1) {
      statuses.push((await guesser.post('/api/auth/mfa', { code: '111111' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await guesser.post('/api/auth/mfa', { code: codeFor(secret) })).statusCode).toBe(429);
  });

  it('removes the app only after a recent sign-in, and then the password is enough', async () => {
    const account = await createUser(t.app);
    const { client } = await signedIn(t, account);
    const { secret } = await enrol(client);
    await t.app.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - 3_600_000).toISOString() })
      .execute();
    const stale = await client.request('DELETE', '/api/users/me/totp');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ error: MESSAGES.reauthenticationRequired });
    // A code from the app counts as proving it again.
    const proven = await client.post('/api/users/me/reauthenticate', { code: codeFor(secret, 1) });
    expect(proven.statusCode, proven.body).toBe(200);
    expect((await client.request('DELETE', '/api/users/me/totp')).statusCode).toBe(204);
    const plain = await new TestClient(t.app).post('/api/users/login', account);
    expect(plain.json()).toMatchObject({ email: account.email });
  });

  it('admin:reset-mfa removes every factor of an account that lost them', async () => {
    const account = await createUser(t.app, { role: 'admin' });
    const { client } = await signedIn(t, account);
    await enrol(client);
    if (t.database.dialect !== 'sqlite') return;
    const cli = fileURLToPath(new URL('../src/cli/admin-reset-mfa.ts', import.meta.url));
    const result = spawnSync(process.execPath, [cli, '--email', account.email], {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        DATA_DIR: t.database.dataDir,
        SESSION_SECRET: 'reset-mfa-test-secret-that-is-long-enough-01234',
        NODE_ENV: 'test',
      },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect((await client.get('/api/auth/check-session')).statusCode).toBe(401);
    const plain = await new TestClient(t.app).post('/api/users/login', account);
    expect(plain.json()).toMatchObject({ email: account.email });
  });
});

describe('STAFF_MFA=required', () => {
  const t = useTestApp({ staffMfa: 'required' });

  it('lets a staff account without a second factor do nothing but set one up', async () => {
    const recruiter = await createUser(t.app, { role: 'recruiter' });
    const { client, response } = await signedIn(t, recruiter);
    expect(response.json()).toMatchObject({ role: 'recruiter', mustEnrolSecondFactor: true });
    expect((await client.get('/api/auth/check-session')).json()).toMatchObject({
      mustEnrolSecondFactor: true,
    });
    for (const url of ['/api/admin/applications', '/api/jobs/dashboard-stats']) {
      const refused = await client.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: MESSAGES.secondFactorEnrolmentRequired });
    }
    // Public pages are public.
    expect((await client.get('/api/jobs/jobs')).statusCode).toBe(200);
    expect((await client.get('/api/users/me/two-factor')).json()).toMatchObject({
      totp: false,
      required: true,
    });
    await enrol(client);
    expect((await client.get('/api/admin/applications')).statusCode).toBe(200);
    expect((await client.get('/api/auth/check-session')).json()).not.toHaveProperty(
      'mustEnrolSecondFactor',
    );
    // And cannot drop it again.
    expect((await client.request('DELETE', '/api/users/me/totp')).statusCode).toBe(409);
  });

  it('leaves job seekers alone', async () => {
    const seeker = await createUser(t.app);
    const { client, response } = await signedIn(t, seeker);
    expect(response.json()).not.toHaveProperty('mustEnrolSecondFactor');
    expect((await client.get('/api/users/saved-jobs')).statusCode).toBe(200);
  });
});
