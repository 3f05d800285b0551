import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// PostgreSQL at an address where nothing listens: what the API does while its database is
// down. Readiness fails, liveness does not, and requests that need data answer 503 in the
// shared error shape, never 500.
describe('database unreachable', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(
      { ...testConfig(database), databaseUrl: 'postgres://postgres@127.0.0.1:1/none' },
      { migrate: false },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('keeps liveness green and fails readiness with 503', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toHaveProperty('error');
  });

  it('answers data requests with 503 and Retry-After', async () => {
    for (const url of [
      '/api/jobs/jobs',
      '/api/jobs/job/0190a5a0-0000-7000-8000-000000000000',
      '/sitemap.xml',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    }
  });

  it('answers a request with a session cookie with 503, not 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { cookie: 'sid=abc' },
    });
    expect(response.statusCode).toBe(503);
  });
});
