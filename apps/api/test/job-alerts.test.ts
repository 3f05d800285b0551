import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, type JobAlert } from '@staffing/shared/alert-schemas';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { insertAlert } from '../src/modules/alerts/alerts-repository.ts';
import { unsubscribeTokenFor } from '../src/modules/alerts/alert-digests.ts';
import { createEmailTransport } from '../src/modules/email/email-transport.ts';
import { createOutboxWorker } from '../src/modules/email/outbox-worker.ts';
import { jobRow } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { header, parseMime, startSmtpSink } from './helpers/smtp-sink.ts';
import { testConfig, useTestApp, TEST_SESSION_SECRET } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { loggedInClient } from './helpers/users.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { markEmailVerified } from '../src/modules/users/users-repository.ts';
import { readZip } from './helpers/read-zip.ts';

const PUBLIC_URL = 'https://jobs.example.com';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type OutboxRow = {
  to_address: string;
  subject: string;
  text_body: string;
  headers_json: string | null;
};

async function outboxTo(app: FastifyInstance, to: string): Promise<OutboxRow[]> {
  return app.db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'text_body', 'headers_json'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const alertsOf = (app: FastifyInstance, email: string) =>
  app.db
    .selectFrom('job_alerts')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();

// Jobs posted `minutesAgo` minutes ago (newest first in the list given).
async function postJobs(
  app: FastifyInstance,
  jobs: {
    title: string;
    industry?: 'Healthcare' | 'Business';
    minutesAgo: number;
    description?: string;
  }[],
): Promise<string[]> {
  const now = Date.now();
  const rows = jobs.map((job) =>
    jobRow(
      {
        title: job.title,
        location: 'Chicago, IL',
        salary: '$30/hr',
        type: 'Full-Time',
        schedule: 'Days',
        industry: job.industry ?? 'Healthcare',
        description: job.description ?? 'Care for patients.',
        responsibilities: 'Work',
        skills: 'Skills',
      },
      { createdAt: new Date(now - job.minutesAgo * 60_000).toISOString() },
    ),
  );
  await insertJobs(
    app.db,
    [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at)),
  );
  return rows.map((row) => row.id);
}

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

// Due now with a window opened `minutesAgo` minutes ago.
async function makeDue(app: FastifyInstance, email: string, minutesAgo?: number) {
  await app.db
    .updateTable('job_alerts')
    .set({
      next_due_at: new Date(Date.now() - 1000).toISOString(),
      ...(minutesAgo !== undefined
        ? { jobs_since: new Date(Date.now() - minutesAgo * 60_000).toISOString() }
        : {}),
    })
    .where('email', '=', email)
    .execute();
}

describe('job alerts for visitors: double opt-in, digests, unsubscribe', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL });
  const email = 'visitor.alerts@example.com';

  it('refuses bad input with 400 and stores nothing', async () => {
    const visitor = new TestClient(t.app);
    const cases = [
      { frequency: 'hourly', email, search: {} },
      { frequency: 'daily', search: {} },
      { frequency: 'daily', email: 'not-an-email', search: {} },
      { frequency: 'daily', email, search: { industry: 'Astronauts' } },
      { frequency: 'daily', email, search: { q: 'x'.repeat(201) } },
    ];
    for (const body of cases) {
      const response = await visitor.post('/api/alerts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    const industry = await visitor.post('/api/alerts', cases[3]);
    expect(industry.json()).toMatchObject({ fieldErrors: { industry: 'Choose an industry' } });
    expect(await alertsOf(t.app, email)).toHaveLength(0);
    expect(await outboxTo(t.app, email)).toHaveLength(0);
  });

  it('needs the CSRF token to create an alert', async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.post(
      '/api/alerts',
      { frequency: 'daily', email, search: {} },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(await alertsOf(t.app, email)).toHaveLength(0);
  });

  let confirmToken = '';

  it('sends one confirmation, and only one, to an unconfirmed address', async () => {
    const visitor = new TestClient(t.app);
    const first = await visitor.post('/api/alerts', {
      frequency: 'daily',
      email: 'Visitor.Alerts@Example.com',
      search: { q: 'nurse', industry: 'Healthcare', page: '3', limit: '5', cursor: '' },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: ALERT_MESSAGES.checkInbox });
    // A second alert and a repeat of the first: no more mail to an address not yet confirmed.
    expect(
      (
        await visitor.post('/api/alerts', {
          frequency: 'weekly',
          email,
          search: { type: 'Part-Time' },
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (
        await visitor.post('/api/alerts', {
          frequency: 'daily',
          email,
          search: { q: 'nurse', industry: 'Healthcare' },
        })
      ).statusCode,
    ).toBe(202);

    const alerts = await alertsOf(t.app, email);
    expect(alerts).toHaveLength(2);
    // Paging is not part of a saved search.
    expect(JSON.parse(alerts[0]!.search_json)).toEqual({ q: 'nurse', industry: 'Healthcare' });
    expect(alerts.every((alert) => alert.confirmed_at === null)).toBe(true);
    // Only hashes are stored.
    expect(alerts[0]!.confirm_token_hash).toHaveLength(43);

    const mails = await outboxTo(t.app, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain('Confirm your job alert');
    confirmToken = tokenIn(mail.text_body, `${PUBLIC_URL}/alerts/confirm`) ?? '';
    expect(confirmToken).toHaveLength(43);
    expect(alerts[0]!.confirm_token_hash).toBe(sha256(confirmToken));
    expect(JSON.stringify(alerts)).not.toContain(confirmToken);
    const headers = JSON.parse(mail.headers_json ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/jobs\.example\.com\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text_body).toContain(`${PUBLIC_URL}/alerts/unsubscribe?token=`);
  });

  it('writes the confirmation of an alert saved on the Spanish pages in Spanish, with Spanish links', async () => {
    const visitor = new TestClient(t.app);
    const spanish = 'visitante@example.com';
    const response = await visitor.post('/api/alerts', {
      frequency: 'weekly',
      email: spanish,
      search: { q: 'almacén', lang: 'es' },
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await outboxTo(t.app, spanish);
    expect(mail?.subject).toBe('Confirme su alerta de empleo en Keystone Staffing');
    expect(mail?.text_body).toContain('pidió un correo semanal');
    expect(mail?.text_body).toContain('“almacén”');
    expect(tokenIn(mail?.text_body ?? '', `${PUBLIC_URL}/es/alerts/confirm`)).toHaveLength(43);
    expect(tokenIn(mail?.text_body ?? '', `${PUBLIC_URL}/es/alerts/unsubscribe`)).toHaveLength(43);
    expect(mail?.text_body).not.toContain('Someone');
    // Its digests search the English of its words, and link to the Spanish page.
    expect(JSON.parse((await alertsOf(t.app, spanish))[0]!.search_json)).toEqual({
      q: 'almacén',
      lang: 'es',
    });
  });

  it('sends no digest before the address is confirmed', async () => {
    await postJobs(t.app, [{ title: 'Night Nurse', minutesAgo: 30 }]);
    await makeDue(t.app, email, 60);
    expect(await t.app.alerts.sendDue()).toEqual({ checked: 0, sent: 0 });
    expect(await outboxTo(t.app, email)).toHaveLength(1);
  });

  it('confirms through the link: bad and unknown tokens are 400 and change nothing', async () => {
    const visitor = new TestClient(t.app);
    for (const token of ['short', 'A'.repeat(43), undefined]) {
      const response = await visitor.post('/api/alerts/confirm', { token });
      expect(response.statusCode).toBe(400);
    }
    expect((await visitor.post('/api/alerts/confirm', { token: 'A'.repeat(43) })).json()).toEqual({
      error: ALERT_MESSAGES.confirmLinkInvalid,
    });
    expect((await alertsOf(t.app, email)).every((alert) => alert.confirmed_at === null)).toBe(true);
    const response = await visitor.post('/api/alerts/confirm', { token: confirmToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ALERT_MESSAGES.confirmed, confirmed: 2 });
    expect((await alertsOf(t.app, email)).every((alert) => alert.confirmed_at !== null)).toBe(true);
    // Used up.
    expect((await visitor.post('/api/alerts/confirm', { token: confirmToken })).statusCode).toBe(
      400,
    );
  });

  it('mails a digest of at most 20 new matching jobs, with a link to the rest and one-click unsubscribe headers', async () => {
    await t.app.db.deleteFrom('email_outbox').execute();
    await makeDue(t.app, email, 60);
    await postJobs(t.app, [
      ...Array.from({ length: 23 }, (_, index) => ({
        title: `Nurse ${String(index + 1).padStart(2, '0')}`,
        minutesAgo: index + 1,
      })),
      { title: 'Nurse in the wrong industry', industry: 'Business', minutesAgo: 1 },
      { title: 'Nurse posted before the alert', minutesAgo: 120 },
    ]);
    const result = await t.app.alerts.sendDue();
    // Both alerts of the address ran; the Part-Time one matches nothing new.
    expect(result).toEqual({ checked: 2, sent: 1 });
    const mails = await outboxTo(t.app, email);
    expect(mails).toHaveLength(1);
    const digest = mails[0]!;
    expect(digest.subject).toBe('20+ new jobs for “nurse” · Healthcare');
    const listed = digest.text_body.match(/^\* .+$/gm) ?? [];
    expect(listed).toHaveLength(20);
    // Newest first.
    expect(listed[0]).toBe('* Nurse 01');
    expect(listed[19]).toBe('* Nurse 20');
    expect(digest.text_body).not.toContain('wrong industry');
    expect(digest.text_body).not.toContain('before the alert');
    expect(digest.text_body).toContain(`${PUBLIC_URL}/find-job?industry=Healthcare&q=nurse`);
    expect(digest.text_body).toMatch(
      /Unsubscribe from this alert: https:\/\/jobs\.example\.com\/alerts\/unsubscribe\?token=/,
    );

    // Through the real transport to a real SMTP server: the headers are on the wire.
    const sink = await startSmtpSink();
    const transport = createEmailTransport({
      smtpUrl: sink.url,
      mailFrom: t.config.mailFrom,
      dataDir: t.config.dataDir,
      db: t.app.db,
      log: silentLog,
    });
    try {
      const worker = createOutboxWorker({ db: t.app.db, transport, log: silentLog, pollMs: 1000 });
      expect((await worker.deliverDue()).sent).toBe(1);
      const wire = parseMime(sink.messages[0]!.raw);
      expect(header(wire, 'list-unsubscribe')).toMatch(
        /^<https:\/\/jobs\.example\.com\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
      );
      expect(header(wire, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      transport.close();
      await sink.close();
    }
  });

  it('lists only jobs posted since the last digest, and is not due again until its period passed', async () => {
    await t.app.db.deleteFrom('email_outbox').execute();
    expect(await t.app.alerts.sendDue()).toEqual({ checked: 0, sent: 0 });
    await makeDue(t.app, email);
    // Nothing new: checked, no mail.
    expect(await t.app.alerts.sendDue()).toEqual({ checked: 2, sent: 0 });
    expect(await outboxTo(t.app, email)).toHaveLength(0);
    const [alert] = await alertsOf(t.app, email);
    expect(Date.parse(alert!.next_due_at) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);

    await postJobs(t.app, [{ title: 'Fresh Nurse', minutesAgo: 0 }]);
    await makeDue(t.app, email);
    expect(await t.app.alerts.sendDue()).toEqual({ checked: 2, sent: 1 });
    const [digest] = await outboxTo(t.app, email);
    expect(digest?.subject).toBe('1 new job for “nurse” · Healthcare');
    expect(digest?.text_body.match(/^\* .+$/gm)).toEqual(['* Fresh Nurse']);
  });

  it('unsubscribes with a one-click POST: no login, no CSRF token, form body', async () => {
    const [alert] = await alertsOf(t.app, email);
    const token = unsubscribeTokenFor(TEST_SESSION_SECRET, alert!.id);
    expect(alert!.unsubscribe_token_hash).toBe(sha256(token));

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/alerts/unsubscribe/details?token=${token}`,
    });
    expect(details.json()).toEqual({
      description: '“nurse” · Healthcare',
      frequency: 'daily',
      unsubscribed: false,
    });
    // A GET (a person following the header's URL, or a link scanner) changes nothing.
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/alerts/unsubscribe?token=${token}`,
    });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/alerts/unsubscribe?token=${token}`);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: ALERT_MESSAGES.unsubscribed });
    const after = await alertsOf(t.app, email);
    expect(after[0]!.unsubscribed_at).not.toBeNull();
    expect(after[1]!.unsubscribed_at).toBeNull();
    // Again: still fine (mail providers may retry).
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);

    // Never mailed again.
    await t.app.db.deleteFrom('email_outbox').execute();
    await postJobs(t.app, [{ title: 'Another Nurse', minutesAgo: 0 }]);
    await makeDue(t.app, email);
    await t.app.alerts.sendDue();
    const mails = await outboxTo(t.app, email);
    expect(mails.every((mail) => !mail.subject.includes('nurse'))).toBe(true);
  });

  it('answers 400 for a malformed unsubscribe token and 404 for an unknown one', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe?token=abc',
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${'B'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ALERT_MESSAGES.unsubscribeLinkInvalid });
  });
});

describe('job alerts for signed-in users', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL });

  it('needs a session to list or delete', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/alerts')).statusCode).toBe(401);
    const response = await visitor.request(
      'DELETE',
      '/api/alerts/0190c2a4-0000-7000-8000-000000000000',
    );
    expect(response.statusCode).toBe(401);
  });

  it('creates, lists and deletes the account’s alerts; duplicates are 409', async () => {
    const { client, user } = await loggedInClient(t.app);
    const created = await client.post('/api/alerts', {
      frequency: 'weekly',
      // Ignored when signed in: the account's address is used.
      email: 'someone.else@example.com',
      search: { industry: 'Business', type: 'Part-Time' },
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json<{ alert: JobAlert }>().alert;
    expect(alert).toMatchObject({
      frequency: 'weekly',
      search: { industry: 'Business', type: 'Part-Time' },
      description: 'Business · Part-Time',
      lastSentAt: null,
      // A new account's address is not verified yet.
      confirmed: false,
    });
    expect(created.json()).toMatchObject({ message: ALERT_MESSAGES.waitsForVerification });
    expect(await outboxTo(t.app, 'someone.else@example.com')).toHaveLength(0);
    expect(await alertsOf(t.app, user.email)).toHaveLength(1);

    const duplicate = await client.post('/api/alerts', {
      frequency: 'weekly',
      search: { type: 'Part-Time', industry: 'Business' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'You already have this job alert.' });
    expect(await alertsOf(t.app, user.email)).toHaveLength(1);

    const list = (await client.get('/api/alerts')).json<JobAlert[]>();
    expect(list.map((entry) => entry._id)).toEqual([alert._id]);

    // Someone else's alert is not found, and stays.
    const { client: other } = await loggedInClient(t.app);
    expect((await other.request('DELETE', `/api/alerts/${alert._id}`)).statusCode).toBe(404);
    expect((await other.request('DELETE', '/api/alerts/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await client.request('DELETE', `/api/alerts/${alert._id}`, { csrf: false })).statusCode,
    ).toBe(403);
    expect(await alertsOf(t.app, user.email)).toHaveLength(1);
    expect((await client.request('DELETE', `/api/alerts/${alert._id}`)).statusCode).toBe(204);
    expect((await client.get('/api/alerts')).json()).toEqual([]);
  });
});

describe('job alerts and email verification', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL });

  it('starts at once for a verified address', async () => {
    const { client, user } = await loggedInClient(t.app);
    expect(await markEmailVerified(t.app.db, user.id, user.email)).toBe(true);
    const created = await client.post('/api/alerts', { frequency: 'daily', search: {} });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      alert: { confirmed: true, description: 'All jobs' },
      message: ALERT_MESSAGES.created,
    });
    // No confirmation mail: the verified address needs none.
    expect(await outboxTo(t.app, user.email)).toHaveLength(0);
  });

  it('waits for an unverified address and starts when the verification link is used', async () => {
    const { client, user } = await loggedInClient(t.app);
    await client.post('/api/alerts', { frequency: 'daily', search: { industry: 'Healthcare' } });
    await makeDue(t.app, user.email, 30);
    await postJobs(t.app, [{ title: 'Verified Nurse', minutesAgo: 1 }]);
    await t.app.alerts.sendDue();
    expect(await outboxTo(t.app, user.email)).toHaveLength(0);

    expect((await client.post('/api/users/verify-email/resend')).statusCode).toBe(200);
    const [mail] = await outboxTo(t.app, user.email);
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect((await client.post('/api/users/verify-email', { token })).statusCode).toBe(200);
    expect((await client.get('/api/alerts')).json<JobAlert[]>()[0]).toMatchObject({
      confirmed: true,
    });
    await makeDue(t.app, user.email, 30);
    expect((await t.app.alerts.sendDue()).sent).toBe(1);
    const digests = await outboxTo(t.app, user.email);
    expect(digests.at(-1)?.subject).toBe('1 new job for Healthcare');
  });
});

describe('job alerts in my data', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL });

  it('are in the export and go with the account, with those made signed out for its address', async () => {
    const { client, user } = await loggedInClient(t.app);
    await client.post('/api/alerts', { frequency: 'weekly', search: { q: 'welder' } });
    // Made earlier without signing in, for the same address.
    const visitor = new TestClient(t.app);
    await visitor.post('/api/alerts', { frequency: 'daily', email: user.email, search: {} });
    const other = 'someone.else@example.com';
    await visitor.post('/api/alerts', { frequency: 'daily', email: other, search: {} });

    const exported = await client.get('/api/users/me/export');
    expect(exported.statusCode).toBe(200);
    const json = JSON.parse(
      readZip(exported.rawPayload).get('my-data.json')?.toString() ?? '{}',
    ) as {
      jobAlerts: (JobAlert & { email: string })[];
    };
    expect(json.jobAlerts).toEqual([
      expect.objectContaining({ description: '“welder”', frequency: 'weekly', email: user.email }),
    ]);

    const deleted = await client.request('DELETE', '/api/users/me', {
      json: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await alertsOf(t.app, user.email)).toHaveLength(0);
    expect(await alertsOf(t.app, other)).toHaveLength(1);
  });
});

describe('job alerts: rate limit on the endpoint that sends mail', () => {
  const t = useTestApp({
    limits: {
      loginFailuresPerAccount: 5,
      loginFailuresPerIp: 20,
      loginWindowMs: 15 * 60_000,
      formsPerIp: 2,
      formsWindowMs: 10 * 60_000,
    },
  });

  it('answers 429 once an address has created too many alerts', async () => {
    const visitor = new TestClient(t.app);
    const create = (n: number) =>
      visitor.post('/api/alerts', {
        frequency: 'daily',
        email: `limit${n}@example.com`,
        search: {},
      });
    expect((await create(1)).statusCode).toBe(202);
    expect((await create(2)).statusCode).toBe(202);
    const limited = await create(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toEqual(expect.any(String));
    expect(await alertsOf(t.app, 'limit3@example.com')).toHaveLength(0);
  });
});

describe('job alerts: the schedule inside the server process', () => {
  const email = 'scheduled@example.com';
  // The due alert and its new job are stored before the timer's first pass: a pass between
  // the two would find the alert due with nothing new and move its next digest a day on.
  const t = useTestApp(
    { alerts: { intervalMs: 100, leaseMs: 60_000 } },
    {
      beforeReady: async (app) => {
        await insertAlert(app.db, {
          userId: null,
          email,
          search: { industry: 'Healthcare' },
          frequency: 'daily',
          confirmed: true,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          unsubscribeTokenHash: sha256('scheduled-token'),
        });
        await makeDue(app, email, 10);
        await postJobs(app, [{ title: 'Scheduled Nurse', minutesAgo: 1 }]);
      },
    },
  );

  it('queues due digests on its own', async () => {
    await expect
      .poll(async () => (await outboxTo(t.app, email)).length, { timeout: 5000, interval: 100 })
      .toBe(1);
  });

  it('is off by default in tests', () => {
    expect(
      testConfig({
        url: 'sqlite::memory:',
        dataDir: '/tmp',
        dialect: 'sqlite',
        searchPath: undefined,
        cleanup: () => Promise.resolve(),
      }).alerts.intervalMs,
    ).toBe(0);
  });
});

// Several instances on one database, each running the digest pass at the same moment: every
// digest is queued exactly once.
describe('job alerts: two workers at once', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let config: AppConfig;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    config = testConfig(database);
    first = await buildApp(config, { searchPath: database.searchPath });
    // Two instances, each with its own connections, as two servers on one PostgreSQL. SQLite
    // (one file per process, whose driver blocks the thread while it waits for a lock) gets
    // two concurrent passes in one instance instead.
    second =
      database.dialect === 'postgres'
        ? await buildApp(config, { searchPath: database.searchPath, migrate: false })
        : first;
    await first.ready();
    await second.ready();
  });
  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    await database.cleanup();
  });

  it('sends each digest once', async () => {
    const count = 40;
    for (let index = 0; index < count; index += 1) {
      await insertAlert(first.db, {
        userId: null,
        email: `worker${index}@example.com`,
        search: index % 2 === 0 ? { industry: 'Healthcare' } : { q: 'welder' },
        frequency: index % 3 === 0 ? 'weekly' : 'daily',
        confirmed: true,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribeTokenHash: sha256(`worker-token-${index}`),
      });
    }
    await first.db
      .updateTable('job_alerts')
      .set({ jobs_since: new Date(Date.now() - 60 * 60_000).toISOString() })
      .execute();
    await postJobs(first, [
      { title: 'Welder', industry: 'Business', description: 'Welding', minutesAgo: 5 },
      { title: 'Ward Nurse', minutesAgo: 6 },
    ]);
    const [a, b] = await Promise.all([first.alerts.sendDue(), second.alerts.sendDue()]);
    expect(a.sent + b.sent).toBe(count);
    expect(a.checked + b.checked).toBe(count);
    const digests = await first.db
      .selectFrom('email_outbox')
      .select(['to_address'])
      .where('to_address', 'like', 'worker%')
      .execute();
    expect(digests).toHaveLength(count);
    expect(new Set(digests.map((row) => row.to_address)).size).toBe(count);
    // And a second round at once finds nothing due.
    const again = await Promise.all([first.alerts.sendDue(), second.alerts.sendDue()]);
    expect(again.every((result) => result.checked === 0)).toBe(true);
  });
});
