import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../apps/api/src/db/create-database.ts';
import { startResult } from './bench-result.ts';
import { psql, runCli, startServer } from './bench-support.ts';
import { pdfOfSize, VirtualVisitor } from './http-client.ts';

// npm run load:mixed [-- --db sqlite|postgres --seconds 60 --visitors 12]
// Browsing, searching, logins and applications with a 1 MB PDF at once, for a fixed time.
// Passes when no answer was a 5xx and every application answered 201 is in the database
// afterwards with its resume byte for byte.

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '60' },
    visitors: { type: 'string', default: '12' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
const seconds = Number(values.seconds);
const visitorCount = Number(values.visitors);
const jobs = 5000;
const recorder = startResult('load:mixed', {
  db: values.db,
  seconds,
  visitors: visitorCount,
  jobs,
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'load-mixed-'));
const databaseName = 'staffing_load_mixed';
const databaseUrl =
  values.db === 'postgres'
    ? `${values.postgres}/${databaseName}`
    : `sqlite:${path.join(dataDir, 'load.db')}`;
if (values.db === 'postgres') {
  psql(`drop database if exists ${databaseName}`);
  psql(`create database ${databaseName}`);
}
const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
runCli('seed.ts', ['--jobs', String(jobs)], env);

const server = await startServer({ ...env, TRUST_PROXY: 'true', OUTBOX_POLL_MS: '500' });
const statuses = new Map<number, number>();
const applied: { email: string; sha256: string; bytes: number }[] = [];
const failures: string[] = [];
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

const jobIds = (
  (await (await fetch(`${server.url}/api/jobs/jobs?limit=200`)).json()) as { _id: string }[]
).map((job) => job._id);
const deadline = Date.now() + seconds * 1000;
const words = [
  'nurse',
  'driver',
  'developer',
  'electrician',
  'analyst',
  'manager',
  'chicago',
  'remote',
];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function visitorLoop(index: number) {
  const visitor = new VirtualVisitor(
    server.url,
    `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  );
  const email = `load-user-${index}@example.com`;
  const signup = new FormData();
  for (const [key, value] of Object.entries({
    firstName: 'Load',
    lastName: `User${index}`,
    email,
    password: 'load-test-password',
  }))
    signup.set(key, value);
  count((await visitor.request('POST', '/api/users/signup', signup)).status);
  let applications = 0;
  while (Date.now() < deadline) {
    const roll = Math.random();
    let response: Response;
    if (roll < 0.3)
      response = await visitor.request(
        'GET',
        `/api/jobs/jobs?limit=9&page=${1 + Math.floor(Math.random() * 20)}`,
      );
    else if (roll < 0.5) response = await visitor.request('GET', `/api/jobs/job/${pick(jobIds)}`);
    else if (roll < 0.7)
      response = await visitor.request('GET', `/api/jobs/jobs?q=${pick(words)}&limit=20`);
    else if (roll < 0.85) {
      response = await visitor.request('POST', '/api/users/login', {
        email,
        password: 'load-test-password',
      });
      count(response.status);
      await response.arrayBuffer();
      response = await visitor.request('GET', '/api/auth/check-session');
    } else {
      applications += 1;
      const applicant = `applicant-${index}-${applications}@example.com`;
      const pdf = pdfOfSize(1024 * 1024, applicant);
      const form = new FormData();
      form.set('firstName', 'Ada');
      form.set('lastName', `Visitor${index}`);
      form.set('email', applicant);
      form.set('jobId', pick(jobIds));
      form.set(
        'resume',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'resume.pdf',
      );
      // Each applicant is a different person at a different address.
      const applicantVisitor = new VirtualVisitor(
        server.url,
        `10.30.${index}.${applications % 250}`,
      );
      response = await applicantVisitor.request('POST', '/api/email/quick-apply', form);
      if (response.status === 201) {
        applied.push({
          email: applicant,
          sha256: createHash('sha256').update(pdf).digest('hex'),
          bytes: pdf.length,
        });
      }
    }
    count(response.status);
    if (response.status >= 500)
      failures.push(`${response.status} ${response.url} ${await response.text()}`);
    else await response.arrayBuffer();
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: visitorCount }, (_, index) => visitorLoop(index)));
const elapsed = (Date.now() - started) / 1000;
await server.stop();

// The audit: every 201 is in the database with its resume intact.
const handle = createDatabase(databaseUrl);
let lost = 0;
for (const application of applied) {
  const row = await handle.db
    .selectFrom('applications')
    .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
    .select(['resumes.content'])
    .where('applications.email', '=', application.email)
    .executeTakeFirst();
  const ok =
    row &&
    createHash('sha256').update(Buffer.from(row.content)).digest('hex') === application.sha256;
  if (!ok) lost += 1;
}
await handle.destroy();
rmSync(dataDir, { recursive: true, force: true });
if (values.db === 'postgres') psql(`drop database if exists ${databaseName}`);

const total = [...statuses.values()].reduce((sum, value) => sum + value, 0);
const fiveXx = [...statuses]
  .filter(([status]) => status >= 500)
  .reduce((sum, [, value]) => sum + value, 0);
const summary = `${values.db}: ${total} requests in ${elapsed.toFixed(0)} s by ${visitorCount} visitors (${(total / elapsed).toFixed(0)} req/s); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${applied.length} applications answered 201 with a 1 MB PDF, ${lost} missing or altered afterwards; ${fiveXx} answers were 5xx.`;
console.log(summary);
for (const failure of failures.slice(0, 5)) console.log(failure);
const passed = fiveXx === 0 && lost === 0;
recorder.write({
  passed,
  rows: [
    {
      name: 'mixed load',
      params: { database: values.db, visitors: visitorCount },
      metrics: {
        requests: total,
        seconds: Math.round(elapsed * 10) / 10,
        reqPerSec: Math.round(total / elapsed),
        applicationsAccepted: applied.length,
        applicationsMissingOrAltered: lost,
        answers5xx: fiveXx,
        ...Object.fromEntries([...statuses].sort().map(([status, n]) => [`status${status}`, n])),
        passed,
      },
    },
  ],
  details: { firstFailures: failures.slice(0, 5) },
});
process.exit(passed ? 0 : 1);
