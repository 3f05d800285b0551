import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startResult } from './bench-result.ts';
import { psql, runCli, startServer } from './bench-support.ts';
import { pdfOfSize } from './http-client.ts';

// npm run check:instances
// Two API processes on one PostgreSQL database, sharing nothing but the database and Redis:
// a session started on one works on the other, a resume uploaded to one downloads from the
// other, and rate limits count requests to both. The feeds (sitemap index, /jobs.xml) are
// built once, by one of them, and both serve the same bytes and ETags.

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
  FEEDS_DEBOUNCE_MS: '500',
  FEEDS_POLL_MS: '200',
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

  // A job posted on A reaches both instances' feeds through one build.
  const database = new pg.Client({ connectionString: env.DATABASE_URL });
  await database.connect();
  const builds = async () =>
    Number(
      (await database.query<{ builds: string }>(`select builds from feed_builds`)).rows[0]
        ?.builds ?? -1,
    );
  // Wait out the first build of the empty board, then count from a quiet moment.
  for (let waited = 0; waited < 30_000 && (await builds()) < 1; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const buildsBefore = await builds();
  const posted = await fetch(`${a.url}/api/jobs/create-job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar(), 'x-xsrf-token': csrf() },
    body: JSON.stringify({
      title: 'Two instances',
      location: 'Chicago, IL',
      salary: '$20/hr',
      type: 'Full-Time',
      schedule: 'Days',
      industry: 'Business',
      description: 'A job.',
      responsibilities: 'Work',
      skills: 'Skills',
    }),
  });
  const jobId = ((await posted.json()) as { _id?: string })._id ?? 'none';
  const inFeed = async (url: string) =>
    (await (await fetch(`${url}/jobs.xml`)).text()).includes(jobId);
  const postedAt = Date.now();
  while (Date.now() - postedAt < 60_000 && !((await inFeed(a.url)) && (await inFeed(b.url)))) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const freshMs = Date.now() - postedAt;
  checks.push([
    `a posted job is in both instances' /jobs.xml within 60 s (${freshMs} ms)`,
    freshMs < 60_000,
  ]);
  // Both polled several times since: had each built, the counter would show two.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  checks.push(['the build ran once for both instances', (await builds()) === buildsBefore + 1]);
  await database.end();
  for (const feed of ['/sitemap.xml', '/jobs.xml']) {
    const [onA, onB] = await Promise.all([fetch(`${a.url}${feed}`), fetch(`${b.url}${feed}`)]);
    const [bytesA, bytesB] = await Promise.all([onA.arrayBuffer(), onB.arrayBuffer()]);
    checks.push([
      `${feed}: the same bytes and ETag from A and B`,
      onA.status === 200 &&
        onA.headers.get('etag') !== null &&
        onA.headers.get('etag') === onB.headers.get('etag') &&
        Buffer.from(bytesA).equals(Buffer.from(bytesB)),
    ]);
  }

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
