import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { useTestApp } from './helpers/test-app.ts';

describe('API foundation', () => {
  const t = useTestApp();

  it('answers liveness without touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers readiness when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('prices random reads as an SSD does on every PostgreSQL connection of the pool', async () => {
    if (t.app.dbDialect !== 'postgres') return;
    // More queries at once than the pool has connections, so every connection answers.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        sql<{ random_page_cost: string }>`show random_page_cost`.execute(t.app.db),
      ),
    );
    expect(new Set(answers.map((answer) => answer.rows[0]?.random_page_cost))).toEqual(
      new Set(['1.1']),
    );
  });

  it('answers unknown API routes with a JSON 404 in the shared error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: MESSAGES.apiRouteNotFound });
    }
  });

  it('turns malformed JSON into a 400 without internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no-such',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('serves the public site configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, string>>();
    expect(Object.keys(body).sort()).toEqual(
      ['address', 'agencyName', 'phone', 'phoneHours', 'publicUrl'].sort(),
    );
    expect(body.phoneHours).toBe('9AM–5PM Central Time');
  });

  it('sends security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Over plain HTTP a browser would refuse an HSTS header's promise it cannot keep.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('keeps only the guards that apply to any response on the built scripts and stylesheets', async () => {
    // Not built in this test: the answer is the not-found one, with the asset headers.
    const response = await t.app.inject({ method: 'GET', url: '/assets/site-0000.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('answers non-API paths with 404 when the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers behind HTTPS', () => {
  const t = useTestApp({ publicUrl: 'https://jobs.example.com' });

  it('promises HTTPS for a year and upgrades insecure requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/jobs' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('compression', () => {
  const t = useTestApp();

  it('compresses large answers for clients that accept it and leaves small ones alone', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/jobs?limit=50',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    // With no jobs the list is tiny: nothing to gain, so it is sent as is.
    expect(large.headers['content-encoding']).toBeUndefined();
    const site = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(site.headers['content-encoding']).toBe('gzip');
  });
});
