import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE_NAME, RESUME_MAX_BYTES } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { makeDoc, makeDocx, makePdf, makePng, makeZip, pdfFile } from './helpers/fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

const signupFields = (email: string) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email,
  password: 'a good long password',
});

describe('signup', () => {
  const t = useTestApp();

  it('creates the user (201) with a lowercased, trimmed email and no secrets in the answer', async () => {
    const client = new TestClient(t.app);
    const response = await client.multipart(
      'POST',
      '/api/users/signup',
      signupFields('  Jane.Doe@Example.COM '),
    );
    expect(response.statusCode).toBe(201);
    const user = response.json<Record<string, unknown>>();
    expect(user).toEqual({
      _id: expect.any(String),
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      role: 'user',
      emailVerified: false,
    });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it("answers 200 { message: 'User exists' } for a taken email, whatever its case", async () => {
    const client = new TestClient(t.app);
    await client.multipart('POST', '/api/users/signup', signupFields('taken@example.com'));
    const again = await client.multipart(
      'POST',
      '/api/users/signup',
      signupFields('TAKEN@example.com'),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.userExists });
  });

  it('refuses invalid input with 400 and field errors', async () => {
    const client = new TestClient(t.app);
    const response = await client.multipart('POST', '/api/users/signup', {
      firstName: '',
      lastName: 'Doe',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'firstName', 'password']);
    expect(body.fieldErrors.email).toBe(MESSAGES.invalidEmail);
  });

  it('refuses a JSON body (the form is multipart) with 400', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/users/signup', signupFields('json@example.com'));
    expect(response.statusCode).toBe(400);
  });

  it('stores a PDF resume and reports its name', async () => {
    const client = new TestClient(t.app);
    const response = await client.multipart(
      'POST',
      '/api/users/signup',
      { ...signupFields('with-resume@example.com'), resumeName: 'Jane Doe CV.pdf' },
      pdfFile(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ resume: { name: string } }>().resume).toEqual({
      name: 'Jane Doe CV.pdf',
    });
  });

  it('accepts DOC and DOCX by content', async () => {
    for (const [content, name] of [
      [makeDocx(), 'cv.docx'],
      [makeDoc(), 'cv.doc'],
    ] as const) {
      const client = new TestClient(t.app);
      const response = await client.multipart(
        'POST',
        '/api/users/signup',
        signupFields(`word-${name}@example.com`),
        { fileName: name, contentType: 'application/octet-stream', content },
      );
      expect(response.statusCode, name).toBe(201);
      expect(response.json<{ resume: { name: string } }>().resume.name).toBe(name);
    }
  });

  it('refuses a PNG renamed to .pdf, a zip that is not a DOCX, and an empty file', async () => {
    const cases = [
      { fileName: 'resume.pdf', contentType: 'application/pdf', content: makePng() },
      {
        fileName: 'resume.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: makeZip({ 'notes.txt': 'hello' }),
      },
    ];
    for (const file of cases) {
      const client = new TestClient(t.app);
      const response = await client.multipart(
        'POST',
        '/api/users/signup',
        signupFields(`bad-${file.fileName}@example.com`),
        file,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: MESSAGES.resumeWrongType });
    }
    const client = new TestClient(t.app);
    const empty = await client.multipart(
      'POST',
      '/api/users/signup',
      signupFields('empty@example.com'),
      {
        fileName: 'resume.pdf',
        contentType: 'application/pdf',
        content: Buffer.alloc(0),
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: MESSAGES.resumeRequired });
  });

  it('accepts exactly 5,242,880 bytes and refuses 5,242,881 with 413, storing nothing', async () => {
    const atLimit = new TestClient(t.app);
    const ok = await atLimit.multipart(
      'POST',
      '/api/users/signup',
      signupFields('limit@example.com'),
      pdfFile(makePdf(RESUME_MAX_BYTES)),
    );
    expect(ok.statusCode).toBe(201);

    const over = new TestClient(t.app);
    const response = await over.multipart(
      'POST',
      '/api/users/signup',
      signupFields('over@example.com'),
      pdfFile(makePdf(RESUME_MAX_BYTES + 1)),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: MESSAGES.fileTooLarge });
    const stored = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'over@example.com')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('login, session and logout', () => {
  const t = useTestApp();

  it('logs in (200 with the user) and the session answers check-session', async () => {
    const user = await createUser(t.app, { email: 'login@example.com' });
    const client = new TestClient(t.app);
    const login = await client.post('/api/users/login', {
      email: 'LOGIN@example.com ',
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ _id: user.id, email: 'login@example.com', role: 'user' });
    const sessionCookie = login.cookies.find((cookie) => cookie.name === 'sid');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const check = await client.get('/api/auth/check-session');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ _id: user.id });
  });

  it('answers 401 with the same body for an unknown email and a wrong password', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    const unknown = await client.post('/api/users/login', {
      email: 'nobody@example.com',
      password: 'whatever123',
    });
    const wrong = await client.post('/api/users/login', {
      email: user.email,
      password: 'wrong password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: MESSAGES.incorrectCredentials });
    expect(wrong.body).toBe(unknown.body);
  });

  it('answers check-session with 401 and a CSRF cookie when not logged in', async () => {
    const client = new TestClient(t.app);
    const response = await client.get('/api/auth/check-session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE_NAME);
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('rotates the session id at login: the earlier id stops working', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    await client.post('/api/users/login', { email: user.email, password: user.password });
    const first = client.cookies.get('sid');
    await client.post('/api/users/login', { email: user.email, password: user.password });
    const second = client.cookies.get('sid');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { cookie: `sid=${first}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('logout ends the session on the server (the old cookie no longer works) and answers 204', async () => {
    const { client } = await loggedInClient(t.app);
    const token = client.cookies.get('sid');
    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(client.cookies.has('sid')).toBe(false);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { cookie: `sid=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const { client } = await loggedInClient(t.app);
    const token = client.cookies.get('sid')!;
    const rows = await t.app.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((row) => row.id_hash === token)).toBe(false);
  });

  it('refuses login for a disabled account even with the right password', async () => {
    const user = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const client = new TestClient(t.app);
    const response = await client.post('/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(403);
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('validates the login body', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/users/login', { email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('fieldErrors');
  });
});

describe('CSRF protection', () => {
  const t = useTestApp();

  it('refuses a state-changing request without the token header (403)', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/auth/check-session');
    const response = await client.post(
      '/api/users/login',
      { email: 'a@b.co', password: 'x' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.csrfRejected });
  });

  it('refuses a wrong token (403)', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/auth/check-session');
    const response = await client.post(
      '/api/users/login',
      { email: 'a@b.co', password: 'x' },
      { headers: { 'X-XSRF-TOKEN': 'forged.token' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it("refuses another session's token even when cookie and header agree (403)", async () => {
    const alice = await loggedInClient(t.app);
    const bob = await loggedInClient(t.app);
    const aliceToken = alice.client.cookies.get(CSRF_COOKIE_NAME)!;
    bob.client.cookies.set(CSRF_COOKIE_NAME, aliceToken);
    const response = await bob.client.post(
      '/api/auth/logout',
      {},
      { headers: { 'X-XSRF-TOKEN': aliceToken } },
    );
    expect(response.statusCode).toBe(403);
    // Bob is still logged in: nothing changed.
    expect((await bob.client.get('/api/auth/check-session')).statusCode).toBe(200);
  });

  it('refuses cross-site requests by Sec-Fetch-Site and by Origin', async () => {
    const client = new TestClient(t.app);
    const crossSite = await client.post(
      '/api/auth/logout',
      {},
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.statusCode).toBe(403);
    const evilOrigin = await client.post(
      '/api/auth/logout',
      {},
      { headers: { origin: 'https://evil.example' } },
    );
    expect(evilOrigin.statusCode).toBe(403);
    const sameOrigin = await client.post(
      '/api/auth/logout',
      {},
      { headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameOrigin.statusCode).toBe(204);
  });
});

describe('login rate limits', () => {
  const t = useTestApp();

  it('answers 429 with Retry-After after repeated failures for one account, even with the right password', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    for (let attempt = 0; attempt < t.config.limits.loginFailuresPerAccount; attempt++) {
      const response = await client.post('/api/users/login', {
        email: user.email,
        password: `wrong-${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await client.post('/api/users/login', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    const client = new TestClient(t.app);
    const limit = t.config.limits.loginFailuresPerIp;
    let last = 0;
    for (let attempt = 0; attempt <= limit; attempt++) {
      const response = await client.post('/api/users/login', {
        email: `spray${attempt}@example.com`,
        password: 'guess-guess',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('profile and resume', () => {
  const t = useTestApp();

  it('requires login (401)', async () => {
    const client = new TestClient(t.app);
    const response = await client.multipart('PUT', '/api/users/profile', {
      firstName: 'a',
      lastName: 'b',
      email: 'a@b.co',
    });
    expect(response.statusCode).toBe(401);
    expect((await client.get('/api/users/resume')).statusCode).toBe(401);
  });

  it('updates names and email (200) and validates them (400)', async () => {
    const { client } = await loggedInClient(t.app);
    const ok = await client.multipart('PUT', '/api/users/profile', {
      firstName: 'New',
      lastName: 'Name',
      email: 'New.Address@Example.com',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: 'New',
      lastName: 'Name',
      email: 'new.address@example.com',
    });
    const bad = await client.multipart('PUT', '/api/users/profile', {
      firstName: '',
      lastName: 'x',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 409 when the new email is someone else's", async () => {
    const other = await createUser(t.app);
    const { client } = await loggedInClient(t.app);
    const response = await client.multipart('PUT', '/api/users/profile', {
      firstName: 'a',
      lastName: 'b',
      email: other.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MESSAGES.emailInUse });
  });

  it('serves the own resume with its type, an RFC 6266 disposition and nosniff; 404 when none', async () => {
    const { client } = await loggedInClient(t.app);
    expect((await client.get('/api/users/resume')).statusCode).toBe(404);
    const pdf = makePdf(2048);
    const update = await client.multipart(
      'PUT',
      '/api/users/profile',
      {
        firstName: 'A',
        lastName: 'B',
        email: `resume-${Date.now()}@example.com`,
        resumeName: 'Résumé "final".pdf',
      },
      pdfFile(pdf),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json<{ resume: { name: string } }>().resume.name).toBe('Résumé "final".pdf');

    const download = await client.get('/api/users/resume');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('replaces the old resume instead of keeping both', async () => {
    const { client, user } = await loggedInClient(t.app);
    const fields = { firstName: 'A', lastName: 'B', email: user.email };
    await client.multipart('PUT', '/api/users/profile', fields, pdfFile(makePdf(700)));
    await client.multipart('PUT', '/api/users/profile', fields, {
      fileName: 'cv.docx',
      contentType: 'application/octet-stream',
      content: makeDocx(),
    });
    const owned = await t.app.db
      .selectFrom('resumes')
      .select('id')
      .where('owner_user_id', '=', user.id)
      .execute();
    expect(owned).toHaveLength(1);
    const download = await client.get('/api/users/resume');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("changing the email ends the account's other sessions but keeps this one", async () => {
    const user = await createUser(t.app);
    const laptop = new TestClient(t.app);
    const phone = new TestClient(t.app);
    await laptop.post('/api/users/login', { email: user.email, password: user.password });
    await phone.post('/api/users/login', { email: user.email, password: user.password });
    const response = await laptop.multipart('PUT', '/api/users/profile', {
      firstName: 'A',
      lastName: 'B',
      email: `moved-${Date.now()}@example.com`,
    });
    expect(response.statusCode).toBe(200);
    expect((await laptop.get('/api/auth/check-session')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/check-session')).statusCode).toBe(401);
  });
});
