import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// An account made on the Spanish pages (locale=es) keeps its language: its address's
// confirmation is mailed in Spanish with the Spanish page's link, and so is a password reset
// asked for from a Spanish page. English accounts and pages are as before.
describe('accounts in Spanish', () => {
  const t = useTestApp();

  const signUp = (email: string, locale?: string) =>
    new TestClient(t.app).multipart('POST', '/api/users/signup', {
      firstName: 'Lucía',
      lastName: 'Pérez',
      email,
      password: 'correct horse battery',
      ...(locale ? { locale } : {}),
    });

  const lastMailTo = async (address: string) =>
    (
      await t.app.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', address)
        .orderBy('created_at', 'desc')
        .execute()
    )[0];

  it('confirms the address of an account made in Spanish in Spanish, and stores its language', async () => {
    expect((await signUp('lucia.cuenta@example.com', 'es')).statusCode).toBe(201);
    const mail = await lastMailTo('lucia.cuenta@example.com');
    expect(mail?.subject).toBe('Confirme su correo electrónico para Keystone Staffing');
    expect(mail?.text_body).toContain('Hola, Lucía:');
    expect(mail?.text_body).toMatch(/http:\/\/localhost:3000\/es\/verify-email\?token=/);
    const user = await t.app.db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', 'lucia.cuenta@example.com')
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('es');

    expect((await signUp('english.cuenta@example.com')).statusCode).toBe(201);
    const english = await lastMailTo('english.cuenta@example.com');
    expect(english?.subject).toBe('Confirm your email for Keystone Staffing');
    expect(english?.text_body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
  });

  it('writes a password reset in the language of the page that asked, else the account’s', async () => {
    await signUp('reset.es@example.com', 'es');
    const visitor = new TestClient(t.app);
    // Asked from an English page: English, whatever the account's language.
    await visitor.post('/api/auth/forgot-password', {
      email: 'reset.es@example.com',
      locale: 'en',
    });
    expect((await lastMailTo('reset.es@example.com'))?.subject).toBe(
      'Reset your Keystone Staffing password',
    );
    // Asked with no language: the account's.
    await visitor.post('/api/auth/forgot-password', { email: 'reset.es@example.com' });
    const mail = await lastMailTo('reset.es@example.com');
    expect(mail?.subject).toBe('Restablezca su contraseña de Keystone Staffing');
    expect(mail?.text_body).toMatch(/\/es\/reset-password\?token=/);
    expect(
      (await visitor.post('/api/auth/forgot-password', { email: 'x@example.com', locale: 'fr' }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the language a person chooses with the language link: in a cookie, and on a signed-in account', async () => {
    const visitor = new TestClient(t.app);
    const signedOut = await visitor.request('PUT', '/api/language', { json: { locale: 'es' } });
    expect(signedOut.statusCode).toBe(204);
    expect(visitor.cookies.get('lang')).toBe('es');
    expect(
      (await visitor.request('PUT', '/api/language', { json: { locale: 'fr' } })).statusCode,
    ).toBe(400);

    // An account made on the English pages, which then chooses Spanish: its emails follow.
    const seeker = new TestClient(t.app);
    await seeker.multipart('POST', '/api/users/signup', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana.idioma@example.com',
      password: 'correct horse battery',
    });
    await seeker.post('/api/users/login', {
      email: 'ana.idioma@example.com',
      password: 'correct horse battery',
    });
    const storedLocale = async () =>
      (
        await t.app.db
          .selectFrom('users')
          .select('locale')
          .where('email', '=', 'ana.idioma@example.com')
          .executeTakeFirstOrThrow()
      ).locale;
    expect(await storedLocale()).toBeNull();
    expect(
      (await seeker.request('PUT', '/api/language', { json: { locale: 'es' } })).statusCode,
    ).toBe(204);
    expect(await storedLocale()).toBe('es');
    // The account's talent-pool candidate follows, for its emails and for staff.
    const candidate = await t.app.db
      .selectFrom('candidates')
      .select('locale')
      .where('email', '=', 'ana.idioma@example.com')
      .executeTakeFirstOrThrow();
    expect(candidate.locale).toBe('es');
    await new TestClient(t.app).post('/api/auth/forgot-password', {
      email: 'ana.idioma@example.com',
    });
    expect((await lastMailTo('ana.idioma@example.com'))?.subject).toBe(
      'Restablezca su contraseña de Keystone Staffing',
    );
    expect(
      (await seeker.request('PUT', '/api/language', { json: { locale: 'en' } })).statusCode,
    ).toBe(204);
    expect(await storedLocale()).toBeNull();
  });

  it('answers every caller alike, and refuses a field it does not know', async () => {
    for (const role of ['user', 'recruiter', 'admin'] as const) {
      const { client, user } = await loggedInClient(t.app, role);
      const answer = await client.request('PUT', '/api/language', { json: { locale: 'es' } });
      expect(answer.statusCode, role).toBe(204);
      const stored = await t.app.db
        .selectFrom('users')
        .select('locale')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow();
      expect(stored.locale, role).toBe('es');
    }
    const visitor = new TestClient(t.app);
    const extra = await visitor.request('PUT', '/api/language', {
      json: { locale: 'es', userId: 'someone-else' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ fieldErrors: Record<string, string> }>().fieldErrors.userId).toBeTruthy();
    expect((await visitor.request('PUT', '/api/language', { json: {} })).statusCode).toBe(400);
  });
});
