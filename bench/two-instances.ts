import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startResult } from './bench-result.ts';
import { psql, runCli, startServer } from './bench-support.ts';
import { pdfOfSize } from './http-client.ts';

// npm run check:instances
// Two API processes on one PostgreSQL database, sharing nothing but the database and Redis:
// a session started on one works on the other, a resume uploaded to one downloads from the
// other, and rate limits count requests to both.

const recorder = startResult('check:instances', {
  instances: 2,
  database: 'postgres',
  redis: true,
});
const databaseName = 'staffing_two_instances';
psql(`drop database if exists ${databaseName}`);
psql(`create database ${databaseName}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'two-instances-'));
const prefix = `two-instances-${Date.now()}:`;
const env = {
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
  DATA_DIR: dataDir,
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: prefix,
};
runCli('migrate.ts', [], env);
runCli('admin-create.ts', ['--email', 'two@example.com'], env, 'two-instances-password\n');
const [a, b] = await Promise.all([startServer(env), startServer(env)]);
const checks: [string, boolean][] = [];

try {
  const cookies = new Map<string, string>();
  const jar = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const csrf = () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');

  keep(await fetch(`${a.url}/api/auth/check-session`));
  const login = keep(
    await fetch(`${a.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar(), 'x-xsrf-token': csrf() },
      body: JSON.stringify({ email: 'two@example.com', password: 'two-instances-password' }),
    }),
  );
  checks.push(['log in on A', login.status === 200]);
  const onB = await fetch(`${b.url}/api/auth/check-session`, { headers: { cookie: jar() } });
  checks.push(['the session works on B', onB.status === 200]);

  const pdf = pdfOfSize(300 * 1024, 'two-instances');
  const form = new FormData();
  form.set('firstName', 'Two');
  form.set('lastName', 'Instances');
  form.set('email', 'two@example.com');
  form.set('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${a.url}/api/users/profile`, {
    method: 'PUT',
    headers: { cookie: jar(), 'x-xsrf-token': csrf() },
    body: form,
  });
  checks.push(['upload a resume to A', upload.status === 200]);
  const download = await fetch(`${b.url}/api/users/resume`, { headers: { cookie: jar() } });
  const same =
    createHash('sha256')
      .update(Buffer.from(await download.arrayBuffer()))
      .digest('hex') === createHash('sha256').update(pdf).digest('hex');
  checks.push(['download the same bytes from B', download.status === 200 && same]);

  // The form limit is 20 per address per 10 minutes: 20 requests spread over both instances
  // pass, the 21st (whichever instance gets it) is refused.
  const statuses: number[] = [];
  for (let index = 0; index < 21; index++) {
    const target = index % 2 === 0 ? a : b;
    const response = await fetch(`${target.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar(), 'x-xsrf-token': csrf() },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    statuses.push(response.status);
  }
  checks.push([
    'rate limit counts requests to both (20 × 200, then 429)',
    statuses.slice(0, 20).every((status) => status === 200) && statuses[20] === 429,
  ]);

  const logout = keep(
    await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: jar(), 'x-xsrf-token': csrf() },
    }),
  );
  checks.push(['log out on B', logout.status === 204]);
} finally {
  await Promise.all([a.stop(), b.stop()]);
  const redis = new Redis('redis://127.0.0.1:6379');
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  psql(`drop database if exists ${databaseName}`);
  rmSync(dataDir, { recursive: true, force: true });
}

const summary = checks.map(([name, ok]) => `${ok ? 'pass' : 'FAIL'}: ${name}`).join('; ');
console.log(summary);
const passed = checks.every(([, ok]) => ok);
recorder.write({
  passed,
  rows: checks.map(([name, ok]) => ({
    name,
    params: { database: 'postgres', redis: true },
    metrics: { passed: ok },
  })),
});
process.exit(passed ? 0 : 1);
