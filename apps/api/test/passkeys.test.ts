import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD } from '@staffing/shared/api-error';
import { MESSAGES } from '@staffing/shared/messages';
import type { Passkey } from '@staffing/shared/passkey-schemas';
import {
  SoftwareAuthenticator,
  type RegistrationOptions,
} from './helpers/software-authenticator.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// The test app's PUBLIC_URL is http://localhost:3000: rpID localhost, that origin.
const ORIGIN = 'http://localhost:3000';

type Signed = Awaited<ReturnType<typeof loggedInClient>>;

async function addPasskey(
  client: TestClient,
  authenticator: SoftwareAuthenticator,
  name = 'Laptop',
) {
  const options = await client.post('/api/users/me/passkeys/options', {});
  expect(options.statusCode, options.body).toBe(200);
  const body = options.json<RegistrationOptions & Record<string, unknown>>();
  const response = authenticator.register(body);
  return client.post('/api/users/me/passkeys', { name, response });
}

async function signInWithPasskey(
  app: FastifyInstance,
  authenticator: SoftwareAuthenticator,
  rpIdOverride?: string,
) {
  const client = new TestClient(app);
  const options = await client.post('/api/auth/passkeys/options', {});
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.authenticate(options.json(), rpIdOverride);
  const verified = await client.post('/api/auth/passkeys/verify', { response });
  return { client, verified };
}

describe('passkeys', () => {
  const t = useTestApp();

  async function withPasskey(): Promise<Signed & { authenticator: SoftwareAuthenticator }> {
    const signed = await loggedInClient(t.app);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(signed.client, authenticator);
    expect(added.statusCode, added.body).toBe(201);
    return { ...signed, authenticator };
  }

  it('registers a discoverable passkey for this site and lists it', async () => {
    const { client } = await loggedInClient(t.app);
    const options = (await client.post('/api/users/me/passkeys/options', {})).json<{
      rp: { id: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      excludeCredentials: unknown[];
    }>();
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(client, authenticator, 'My phone');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      _id: authenticator.id,
      name: 'My phone',
      lastUsedAt: null,
    });

    const listed = (await client.get('/api/users/me/passkeys')).json<Passkey[]>();
    expect(listed).toEqual([
      {
        _id: authenticator.id,
        name: 'My phone',
        createdAt: expect.any(String) as string,
        lastUsedAt: null,
        deviceType: 'singleDevice',
        backedUp: false,
      },
    ]);
    // Registering again is refused before the browser asks: the passkey is excluded.
    const again = (await client.post('/api/users/me/passkeys/options', {})).json<{
      excludeCredentials: { id: string }[];
    }>();
    expect(again.excludeCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
  });

  it('asks for a recent sign-in before adding a passkey', async () => {
    const { client, user } = await loggedInClient(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const options = await client.post('/api/users/me/passkeys/options', {});
    expect(options.statusCode).toBe(403);
    expect(options.json()).toEqual({ error: MESSAGES.reauthenticationRequired });
  });

  it('spends each challenge once', async () => {
    const { client } = await loggedInClient(t.app);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = (
      await client.post('/api/users/me/passkeys/options', {})
    ).json<RegistrationOptions>();
    const response = authenticator.register(options);
    expect((await client.post('/api/users/me/passkeys', { name: 'A', response })).statusCode).toBe(
      201,
    );
    const replay = await client.post('/api/users/me/passkeys', { name: 'B', response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: MESSAGES.passkeyChallengeExpired });
  });

  it('signs in without an email, updates the counter and last use', async () => {
    const { user, authenticator } = await withPasskey();
    const { client, verified } = await signInWithPasskey(t.app, authenticator);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email: user.email });
    expect((await client.get('/api/auth/check-session')).json()).toMatchObject({
      email: user.email,
    });
    const [listed] = (await client.get('/api/users/me/passkeys')).json<Passkey[]>();
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    const stored = await t.app.db
      .selectFrom('passkeys')
      .select('counter')
      .where('id', '=', authenticator.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);

    // A replayed counter (a cloned authenticator) is refused.
    authenticator.counter = 0;
    const cloned = await signInWithPasskey(t.app, authenticator);
    expect(cloned.verified.statusCode).toBe(401);
    expect(cloned.verified.json()).toEqual({ error: MESSAGES.passkeyRejected });
  });

  it('refuses a signature made for another origin or site', async () => {
    const { authenticator } = await withPasskey();
    authenticator.origin = 'https://phishing.example';
    const wrongOrigin = await signInWithPasskey(t.app, authenticator);
    expect(wrongOrigin.verified.statusCode).toBe(401);
    expect(wrongOrigin.verified.json()).toEqual({ error: MESSAGES.passkeyRejected });
    expect((await wrongOrigin.client.get('/api/auth/check-session')).statusCode).toBe(401);

    authenticator.origin = ORIGIN;
    const wrongRp = await signInWithPasskey(t.app, authenticator, 'phishing.example');
    expect(wrongRp.verified.statusCode).toBe(401);
    const right = await signInWithPasskey(t.app, authenticator);
    expect(right.verified.statusCode, right.verified.body).toBe(200);
  });

  it('needs user verification to sign in with the passkey alone', async () => {
    const { authenticator } = await withPasskey();
    authenticator.userVerified = false;
    expect((await signInWithPasskey(t.app, authenticator)).verified.statusCode).toBe(401);
  });

  it('refuses a passkey it does not know', async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    const { verified } = await signInWithPasskey(t.app, stranger);
    expect(verified.statusCode).toBe(401);
    expect(verified.json()).toEqual({ error: MESSAGES.passkeyUnknown });
  });

  it('renames and removes only the account’s own passkeys', async () => {
    const owner = await withPasskey();
    const other = await loggedInClient(t.app);
    const url = `/api/users/me/passkeys/${owner.authenticator.id}`;

    expect(
      (await other.client.request('PATCH', url, { json: { name: 'Mine now' } })).statusCode,
    ).toBe(404);
    const foreign = await other.client.request('DELETE', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: MESSAGES.passkeyNotFound });

    const renamed = await owner.client.request('PATCH', url, { json: { name: '  Work laptop ' } });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect((await owner.client.get('/api/users/me/passkeys')).json()).toMatchObject([
      { name: 'Work laptop' },
    ]);
    expect((await owner.client.request('DELETE', url)).statusCode).toBe(204);
    expect((await owner.client.get('/api/users/me/passkeys')).json()).toEqual([]);
  });

  it('asks for a recent sign-in before removing the last second factor', async () => {
    const owner = await withPasskey();
    await t.app.db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('user_id', '=', owner.user.id)
      .execute();
    const url = `/api/users/me/passkeys/${owner.authenticator.id}`;
    const stale = await owner.client.request('DELETE', url);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ error: MESSAGES.reauthenticationRequired });

    // Proving it again with the passkey itself opens the window.
    const options = await owner.client.post('/api/auth/passkeys/reauthenticate/options', {});
    expect(options.json<{ allowCredentials: { id: string }[] }>().allowCredentials).toEqual([
      expect.objectContaining({ id: owner.authenticator.id }),
    ]);
    const response = owner.authenticator.authenticate(options.json());
    const again = await owner.client.post('/api/auth/passkeys/reauthenticate', { response });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ recentUntil: string | null }>().recentUntil).toEqual(expect.any(String));
    expect((await owner.client.request('DELETE', url)).statusCode).toBe(204);
  });

  it('says so when re-authenticating with a passkey on an account without one', async () => {
    const { client } = await loggedInClient(t.app);
    const options = await client.post('/api/auth/passkeys/reauthenticate/options', {});
    expect(options.statusCode).toBe(400);
    expect(options.json()).toEqual({ error: MESSAGES.noPasskeys });
  });

  it('does not re-authenticate with someone else’s passkey', async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    const options = await other.client.post('/api/auth/passkeys/reauthenticate/options', {});
    const response = owner.authenticator.authenticate(options.json());
    const refused = await other.client.post('/api/auth/passkeys/reauthenticate', { response });
    expect(refused.statusCode).toBe(401);
  });

  it('completes a pending password sign-in as its second factor', async () => {
    const { user, authenticator } = await withPasskey();
    const stranger = await withPasskey();
    const client = new TestClient(t.app);
    const login = await client.post('/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.json()).toEqual({ mfaRequired: true, methods: ['passkey'] });

    // Only this account's passkeys are asked for, and no one else's completes it.
    const options = await client.post('/api/auth/passkeys/options', {});
    const body = options.json<{ challenge: string; allowCredentials: { id: string }[] }>();
    expect(body.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
    const foreign = await client.post('/api/auth/passkeys/verify', {
      response: stranger.authenticator.authenticate(body),
    });
    expect(foreign.statusCode).toBe(401);
    expect((await client.get('/api/auth/check-session')).statusCode).toBe(401);

    // After the password, the passkey's presence is the second factor.
    authenticator.userVerified = false;
    const again = (await client.post('/api/auth/passkeys/options', {})).json<{
      challenge: string;
    }>();
    const verified = await client.post('/api/auth/passkeys/verify', {
      response: authenticator.authenticate(again),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await client.get('/api/auth/check-session')).json()).toMatchObject({
      email: user.email,
    });
    // The pending sign-in is spent.
    expect((await client.post('/api/auth/mfa', { code: '123456' })).statusCode).toBe(401);
  });

  it('refuses unknown fields', async () => {
    const { client, authenticator } = await withPasskey();
    const rename = await client.request('PATCH', `/api/users/me/passkeys/${authenticator.id}`, {
      json: { name: 'Ok', admin: true },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ fieldErrors: { admin: UNKNOWN_FIELD } });
    const options = await client.post('/api/users/me/passkeys/options', { userId: 'someone' });
    expect(options.statusCode).toBe(400);
    expect(options.json()).toMatchObject({ fieldErrors: { userId: UNKNOWN_FIELD } });
    const add = await client.post('/api/users/me/passkeys', {
      name: 'x',
      response: authenticator.register({ challenge: 'x', rp: {}, user: { id: 'x' } }),
      extra: 1,
    });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toMatchObject({ fieldErrors: { extra: UNKNOWN_FIELD } });
    const verify = await new TestClient(t.app).post('/api/auth/passkeys/verify', {
      response: authenticator.authenticate({ challenge: 'x' }),
      email: 'a@b.c',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ fieldErrors: { email: UNKNOWN_FIELD } });
  });

  it('needs a signed-in account to manage passkeys', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/users/me/passkeys')).statusCode).toBe(401);
    expect((await anonymous.post('/api/users/me/passkeys/options', {})).statusCode).toBe(401);
  });
});
