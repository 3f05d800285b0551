import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFailedNotification } from '@staffing/shared/outbox-schemas';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, type AppConfig } from '../src/config/env.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { testConfig, useTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { loggedInClient } from './helpers/users.ts';

const KEY = 'e2e0f1a2b3c4d5e6';
const CLIENT_EMAIL = 'indexer@agency-project.iam.gserviceaccount.com';

type Received = { path: string; body: unknown; authorization: string | undefined };

// Local stand-ins for IndexNow, Google's token endpoint and the Indexing API: real HTTP
// servers, so the requests cross a socket as they would in production. The token endpoint
// checks the JWT's signature with the public half of the service account's key.
class FakeEngines {
  server: Server;
  received: Received[] = [];
  tokenRequests = 0;
  // Answers to give before answering 200, per path.
  failures: Record<string, { status: number; times: number }> = {};
  refuse: RegExp | undefined;
  private publicKey: KeyObject;

  constructor(publicKey: KeyObject) {
    this.publicKey = publicKey;
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }

  sentTo(pathName: string): Received[] {
    return this.received.filter((entry) => entry.path === pathName);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const pathName = new URL(request.url ?? '/', 'http://x').pathname;
    const failing = this.failures[pathName];
    if (failing && failing.times > 0) {
      failing.times -= 1;
      response.writeHead(failing.status, { 'retry-after': '0' }).end('busy');
      return;
    }
    if (pathName === '/token') {
      this.tokenRequests += 1;
      const form = new URLSearchParams(text);
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', this.publicKey, {
          issuer: CLIENT_EMAIL,
          audience: `${this.base()}/token`,
        });
        expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
        expect(payload.scope).toBe('https://www.googleapis.com/auth/indexing');
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'token-1', expires_in: 3600 }));
      return;
    }
    const body: unknown = JSON.parse(text);
    this.received.push({ path: pathName, body, authorization: request.headers.authorization });
    if (this.refuse?.test(text)) {
      response.writeHead(403).end('Permission denied. Failed to verify the URL ownership.');
      return;
    }
    response.writeHead(pathName === '/indexnow' ? 202 : 200).end('{}');
  }

  private base() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 8000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

function enginesConfig(base: string, quota = 200): AppConfig['searchEngines'] {
  return {
    indexNow: { key: KEY, endpoint: `${base}/indexnow` },
    google: {
      clientEmail: CLIENT_EMAIL,
      privateKey: privatePem,
      endpoint: `${base}/indexing`,
      tokenUrl: `${base}/token`,
      dailyQuota: quota,
    },
    pollMs: 30,
    retryBaseMs: 30,
  };
}

const postJob = async (client: Awaited<ReturnType<typeof loggedInClient>>['client']) => {
  const response = await client.post('/api/jobs/create-job', validJobPayload());
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
};

describe('search engines told of job changes', () => {
  const fake = new FakeEngines(publicKey);
  const overrides: Partial<AppConfig> = {};
  beforeAll(async () => {
    overrides.searchEngines = enginesConfig(await fake.start());
  });
  afterAll(async () => {
    await fake.stop();
  });
  afterEach(() => {
    fake.received = [];
    fake.failures = {};
    fake.refuse = undefined;
  });
  const t = useTestApp(overrides);

  it('tells IndexNow and Google of a posted job, then of its deletion', async () => {
    const { client } = await loggedInClient(t.app, 'recruiter');
    const jobId = await postJob(client);
    const url = `${t.config.publicUrl}/jobs/${jobId}`;

    const [indexNow] = await until<Received[]>(
      () => fake.sentTo('/indexnow').length > 0 && fake.sentTo('/indexnow'),
    );
    expect(indexNow?.body).toEqual({
      host: new URL(t.config.publicUrl).host,
      key: KEY,
      keyLocation: `${t.config.publicUrl}/${KEY}.txt`,
      urlList: [url],
    });
    const [google] = await until<Received[]>(
      () => fake.sentTo('/indexing').length > 0 && fake.sentTo('/indexing'),
    );
    expect(google?.body).toEqual({ url, type: 'URL_UPDATED' });
    expect(google?.authorization).toBe('Bearer token-1');

    expect((await client.request('DELETE', `/api/jobs/job/${jobId}`)).statusCode).toBe(204);
    await until(() =>
      fake
        .sentTo('/indexing')
        .some((entry) => (entry.body as { type: string }).type === 'URL_DELETED'),
    );
    expect(fake.sentTo('/indexing').at(-1)?.body).toEqual({ url, type: 'URL_DELETED' });
    await until(() => fake.sentTo('/indexnow').length === 2);
    // One token served every request.
    expect(fake.tokenRequests).toBe(1);
  });

  it('retries after 503 and 429, and keeps what an engine refuses for staff', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    fake.failures = {
      '/indexnow': { status: 503, times: 2 },
      '/indexing': { status: 429, times: 1 },
    };
    const jobId = await postJob(client);
    await until(async () => {
      const rows = await t.app.db
        .selectFrom('search_engine_notifications')
        .select(['status', 'attempts', 'engine'])
        .where('job_id', '=', jobId)
        .execute();
      return rows.length === 2 && rows.every((row) => row.status === 'sent') && rows;
    });
    const attempts = await t.app.db
      .selectFrom('search_engine_notifications')
      .select(['engine', 'attempts'])
      .where('job_id', '=', jobId)
      .orderBy('engine')
      .execute();
    expect(attempts).toEqual([
      { engine: 'google', attempts: 2 },
      { engine: 'indexnow', attempts: 3 },
    ]);

    fake.refuse = /URL_UPDATED/u;
    const refusedId = await postJob(client);
    const failed = await until<AdminFailedNotification[]>(async () => {
      const list = await client.get('/api/admin/search-engine-notifications');
      const rows = list.json<AdminFailedNotification[]>();
      return rows.length > 0 && rows;
    });
    expect(failed).toMatchObject([
      {
        engine: 'google',
        kind: 'updated',
        url: `${t.config.publicUrl}/jobs/${refusedId}`,
        attempts: 1,
        lastError: expect.stringContaining('HTTP 403'),
      },
    ]);
    fake.refuse = undefined;
    const retried = await client.post(
      `/api/admin/search-engine-notifications/${failed[0]?._id}/retry`,
    );
    expect(retried.statusCode).toBe(204);
    expect((await client.get('/api/admin/search-engine-notifications')).json<unknown[]>()).toEqual(
      [],
    );
    await until(async () => {
      const row = await t.app.db
        .selectFrom('search_engine_notifications')
        .select('status')
        .where('id', '=', failed[0]?._id ?? '')
        .executeTakeFirst();
      return row?.status === 'sent';
    });

    // What no longer matters can be discarded; the queue's own rows are not for staff.
    fake.refuse = /URL_UPDATED/u;
    await postJob(client);
    const [discardable] = await until<AdminFailedNotification[]>(async () => {
      const list = await client.get('/api/admin/search-engine-notifications?status=failed');
      const rows = list.json<AdminFailedNotification[]>();
      return rows.length > 0 && rows;
    });
    const discardUrl = `/api/admin/search-engine-notifications/${discardable?._id}`;
    expect((await client.request('DELETE', discardUrl)).statusCode).toBe(204);
    expect((await client.request('DELETE', discardUrl)).statusCode).toBe(409);
    const after = await client.get('/api/admin/search-engine-notifications?status=failed');
    expect(after.json()).toEqual([]);
    const pending = await client.get('/api/admin/search-engine-notifications?status=pending');
    expect(pending.statusCode).toBe(400);
  });

  it('notifies a job whose closing date passed, without anyone touching it', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const jobId = await postJob(client);
    await until(() => fake.sentTo('/indexing').length > 0);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.app.db
      .updateTable('jobs')
      .set({ valid_through: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', jobId)
      .execute();
    await t.app.db
      .updateTable('search_engine_watermarks')
      .set({ value: hourAgo })
      .where('name', '=', 'closing-dates')
      .execute();
    await until(() =>
      fake
        .sentTo('/indexing')
        .some(
          (entry) =>
            (entry.body as { url: string; type: string }).type === 'URL_DELETED' &&
            (entry.body as { url: string }).url.endsWith(jobId),
        ),
    );
  });
});

describe('search engines: nothing lost, quota kept', () => {
  const fake = new FakeEngines(publicKey);
  let base = '';
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    base = await fake.start();
    database = await createTestDatabase({ migrated: true });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake.stop();
    await database.cleanup();
  });
  const start = async (overrides: Partial<AppConfig>) => {
    const app = await buildApp(testConfig(database, overrides), {
      searchPath: database.searchPath,
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  it('serves the IndexNow key file beside the web app', async () => {
    const distDir = path.join(database.dataDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Site</title></head><body><div id="root"></div></body></html>',
    );
    const app = await start({
      webDistDir: distDir,
      searchEngines: { ...enginesConfig(base), google: null, pollMs: 60_000 },
    });
    const key = await app.inject({ method: 'GET', url: `/${KEY}.txt` });
    expect(key.statusCode).toBe(200);
    expect(key.headers['content-type']).toContain('text/plain');
    expect(key.body).toBe(KEY);
    // The web app is live: it answers pages, and a file it does not have is a 404.
    const page = await app.inject({ method: 'GET', url: '/about-us' });
    expect(page.headers['content-type']).toContain('text/html');
    expect((await app.inject({ method: 'GET', url: '/not-the-key.txt' })).statusCode).toBe(404);
    await app.close();
  });

  it('delivers after a restart what could not be sent while the engine was down', async () => {
    fake.failures = { '/indexing': { status: 503, times: 1_000 } };
    const first = await start({ searchEngines: { ...enginesConfig(base), indexNow: null } });
    const { client } = await loggedInClient(first, 'admin');
    const jobId = await postJob(client);
    await until(async () => {
      const row = await first.db
        .selectFrom('search_engine_notifications')
        .select('attempts')
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      return (row?.attempts ?? 0) >= 1;
    });
    await first.close();
    fake.failures = {};
    fake.received = [];
    const second = await start({
      searchEngines: { ...enginesConfig(base), indexNow: null, retryBaseMs: 10 },
    });
    await until(() => fake.sentTo('/indexing').length > 0, 15_000);
    expect(fake.sentTo('/indexing')[0]?.body).toMatchObject({ type: 'URL_UPDATED' });
    await second.close();
  });

  it('sends at most the daily quota, closings first, and keeps the rest for tomorrow', async () => {
    fake.received = [];
    const app = await start({
      searchEngines: { ...enginesConfig(base, 2), indexNow: null, pollMs: 60_000 },
    });
    // Yesterday's sends don't count; the first test's delivery today does.
    await app.db.deleteFrom('search_engine_notifications').execute();
    const { client } = await loggedInClient(app, 'admin');
    const ids = [await postJob(client), await postJob(client), await postJob(client)];
    expect((await client.request('DELETE', `/api/jobs/job/${ids[2]}`)).statusCode).toBe(204);

    await app.searchEngines.runOnce();
    await app.searchEngines.runOnce();
    const sent = fake.sentTo('/indexing').map((entry) => entry.body as { type: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.type).toBe('URL_DELETED');
    const waiting = await app.db
      .selectFrom('search_engine_notifications')
      .select(['status', 'next_attempt_at', 'attempts'])
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(2);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    for (const row of waiting) {
      expect(Date.parse(row.next_attempt_at)).toBe(midnight.getTime());
      expect(row.attempts).toBe(0);
    }
  });
});

describe('search engine configuration', () => {
  it('reads the service account key file at start, with a clear message when it is wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'google-key-'));
    const good = path.join(dir, 'key.json');
    writeFileSync(good, JSON.stringify({ client_email: CLIENT_EMAIL, private_key: privatePem }));
    const bad = path.join(dir, 'not-a-key.json');
    writeFileSync(bad, JSON.stringify({ hello: 'world' }));
    const config = loadConfig({ NODE_ENV: 'test', GOOGLE_INDEXING_CREDENTIALS: good });
    expect(config.searchEngines.google).toMatchObject({
      clientEmail: CLIENT_EMAIL,
      dailyQuota: 200,
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(config.searchEngines.indexNow).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', GOOGLE_INDEXING_CREDENTIALS: bad })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', GOOGLE_INDEXING_CREDENTIALS: path.join(dir, 'missing') }),
    ).toThrow(/cannot read/u);
    expect(() => loadConfig({ NODE_ENV: 'test', INDEXNOW_KEY: 'short' })).toThrow(ConfigError);
  });
});
