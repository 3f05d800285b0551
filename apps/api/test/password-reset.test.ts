import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser } from './helpers/users.ts';

describe('password reset', () => {
  const t = useTestApp();

  async function requestReset(email: string) {
    const client = new TestClient(t.app);
    return client.post('/api/auth/forgot-password', { email });
  }

  async function latestResetLink(to: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select(['text_body', 'to_address'])
      .where('to_address', '=', to)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const match = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(row.text_body);
    if (!match?.[1]) throw new Error('no reset link in the email');
    return match[1];
  }

  it('answers the same for known and unknown emails, and emails only the real account', async () => {
    const user = await createUser(t.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
    expect(unknown.body).toBe(known.body);
    const queued = await t.app.db.selectFrom('email_outbox').select('to_address').execute();
    expect(queued.map((row) => row.to_address)).toContain(user.email);
    expect(queued.map((row) => row.to_address)).not.toContain('ghost@example.com');
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const token = await latestResetLink(user.email);
    const rows = await t.app.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const user = await createUser(t.app);
    const elsewhere = new TestClient(t.app);
    await elsewhere.post('/api/users/login', { email: user.email, password: user.password });
    expect((await elsewhere.get('/api/auth/check-session')).statusCode).toBe(200);

    await requestReset(user.email);
    const token = await latestResetLink(user.email);
    const client = new TestClient(t.app);
    const reset = await client.post('/api/auth/reset-password', {
      token,
      password: 'brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MESSAGES.passwordResetDone });

    expect((await elsewhere.get('/api/auth/check-session')).statusCode).toBe(401);
    const oldLogin = await client.post('/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await client.post('/api/users/login', {
      email: user.email,
      password: 'brand new password',
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await client.post('/api/auth/reset-password', {
      token,
      password: 'another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: MESSAGES.resetLinkInvalid });
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const token = await latestResetLink(user.email);
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/reset-password', {
      token,
      password: 'brand new password',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a newer link replaces an older one', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const first = await latestResetLink(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestReset(user.email);
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/reset-password', {
      token: first,
      password: 'brand new password',
    });
    expect(response.statusCode).toBe(400);
  });

  it('validates the new password', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/reset-password', {
      token: 'x',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('fieldErrors.password');
  });
});
