import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { testConfig } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import type { Job } from '@staffing/shared/job-schemas';
import { validJobPayload } from './helpers/jobs.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisReachable();

// Two API instances on one database and no shared memory, as behind a load balancer. Each
// client request goes to whichever instance the test names.
describe('several instances on one database', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let config: AppConfig;
  const prefix = `test-${Date.now()}-${Math.random().toString(36).slice(2)}:`;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    const base = testConfig(database);
    config = {
      ...base,
      ...(hasRedis ? { redisUrl: REDIS_URL, redisKeyPrefix: prefix } : {}),
      limits: { ...base.limits, loginFailuresPerAccount: 3, formsPerIp: 3 },
      feeds: { ...base.feeds, debounceMs: 0, pollMs: 50 },
    };
    first = await buildApp(config, { searchPath: database.searchPath });
    second = await buildApp(config, { searchPath: database.searchPath, migrate: false });
  });
  afterAll(async () => {
    if (hasRedis) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await first.close();
    await second.close();
    await database.cleanup();
  });

  // A client whose cookie jar is shared while its requests alternate between instances.
  function clientOn(app: FastifyInstance, jar?: TestClient) {
    const client = new TestClient(app);
    if (jar) for (const [name, value] of jar.cookies) client.cookies.set(name, value);
    return client;
  }

  it('logs in on one instance and uses the session (and its CSRF token) on the other', async () => {
    const user = await createUser(first);
    const onFirst = clientOn(first);
    expect(
      (await onFirst.post('/api/users/login', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
    const onSecond = clientOn(second, onFirst);
    expect((await onSecond.get('/api/auth/check-session')).json()).toMatchObject({
      email: user.email,
    });

    const pdf = makePdf(3000);
    const upload = await onSecond.multipart(
      'PUT',
      '/api/users/profile',
      { firstName: 'Multi', lastName: 'Instance', email: user.email },
      pdfFile(pdf),
    );
    expect(upload.statusCode).toBe(200);
    const download = await clientOn(first, onSecond).get('/api/users/resume');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    expect((await clientOn(second, onSecond).post('/api/auth/logout')).statusCode).toBe(204);
    expect((await clientOn(first, onFirst).get('/api/auth/check-session')).statusCode).toBe(401);
  });

  it('builds the feeds once for both instances, which serve the same bytes and ETags', async () => {
    const admin = (await loggedInClient(first, 'admin')).client;
    await first.feeds.settle();
    const builds = async () =>
      (await first.db.selectFrom('feed_builds').select('builds').executeTakeFirstOrThrow()).builds;
    const before = await builds();
    const created = await admin.post('/api/jobs/create-job', validJobPayload({ title: 'Both' }));
    const url = `http://localhost:3000/jobs/${created.json<Job>()._id}`;
    const fetchBoth = async (path: string) =>
      Promise.all([first, second].map((app) => app.inject({ method: 'GET', url: path })));
    const started = Date.now();
    for (;;) {
      const feeds = await fetchBoth('/jobs.xml');
      if (feeds.every((response) => response.body.includes(url))) break;
      expect(Date.now() - started).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Both had the chance to build; one did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await builds()).toBe(before + 1);
    for (const path of ['/sitemap.xml', '/sitemaps/jobs-1.xml', '/jobs.xml', '/jobs.rss']) {
      const [a, b] = await fetchBoth(path);
      expect(a!.statusCode, path).toBe(200);
      expect(b!.headers.etag, path).toBe(a!.headers.etag);
      expect(b!.rawPayload.equals(a!.rawPayload), path).toBe(true);
    }
  });

  it.skipIf(!hasRedis)('holds login failure limits across both instances (Redis)', async () => {
    const user = await createUser(first);
    const attempt = (app: FastifyInstance, password: string) =>
      new TestClient(app).post('/api/users/login', { email: user.email, password });
    expect((await attempt(first, 'wrong-1')).statusCode).toBe(401);
    expect((await attempt(second, 'wrong-2')).statusCode).toBe(401);
    expect((await attempt(first, 'wrong-3')).statusCode).toBe(401);
    const blocked = await attempt(second, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.skipIf(!hasRedis)('holds per-address form limits across both instances (Redis)', async () => {
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      const response = await new TestClient(app).post('/api/auth/forgot-password', {
        email: 'nobody@example.com',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
