import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { createDatabase } from '../apps/api/src/db/create-database.ts';
import { startResult } from './bench-result.ts';
import { freePort, psql, runCli, startServer } from './bench-support.ts';
import { pdfOfSize, VirtualVisitor } from './http-client.ts';

// npm run fault:kill [-- --db sqlite|postgres]
// A burst of applications, kill -9 of the server in the middle of it, a restart on the same
// database. Passes when every application answered 201 is there with its resume, nothing is
// half-written (no application without both emails queued, no resume without an owner), and
// after the restart the outbox delivers every pending email exactly once to a real SMTP server.

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
const recorder = startResult('fault:kill', {
  db: values.db,
  applicants: 12,
  killAfterSeconds: 2.5,
  resumeKb: 200,
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'kill-restart-'));
const databaseName = 'staffing_kill_restart';
const databaseUrl =
  values.db === 'postgres'
    ? `${values.postgres}/${databaseName}`
    : `sqlite:${path.join(dataDir, 'kill.db')}`;
if (values.db === 'postgres') {
  psql(`drop database if exists ${databaseName}`);
  psql(`create database ${databaseName}`);
}
runCli('seed.ts', ['--jobs', '200'], { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });

// A real SMTP server that counts each message by its Message-ID.
const received = new Map<string, number>();
const smtpPort = await freePort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const id =
        /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 'none';
      received.set(id, (received.get(id) ?? 0) + 1);
      callback();
    });
  },
});
// The killed server's SMTP connections die mid-conversation; that is the point, not an error.
smtp.on('error', () => undefined);
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const env = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  OUTBOX_POLL_MS: '100',
  // Short enough that the message being sent at the moment of the kill is retried within this
  // run; loopback SMTP answers in milliseconds, so a live send never outlasts it.
  OUTBOX_LEASE_MS: '10000',
};
const first = await startServer(env);
const jobIds = (
  (await (await fetch(`${first.url}/api/jobs/jobs?limit=50`)).json()) as { _id: string }[]
).map((job) => job._id);

const accepted: { email: string; sha256: string }[] = [];
let refused = 0;
let cutOff = 0;
let sequence = 0;
let killed = false;

async function applicant() {
  while (!killed) {
    sequence += 1;
    const email = `burst-${sequence}@example.com`;
    const pdf = pdfOfSize(200 * 1024, email);
    const form = new FormData();
    form.set('firstName', 'Burst');
    form.set('lastName', `Applicant${sequence}`);
    form.set('email', email);
    form.set('jobId', jobIds[sequence % jobIds.length] ?? '');
    form.set('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    try {
      const response = await new VirtualVisitor(
        first.url,
        `10.40.${sequence % 250}.${Math.floor(sequence / 250) % 250}`,
      ).request('POST', '/api/email/quick-apply', form);
      if (response.status === 201)
        accepted.push({ email, sha256: createHash('sha256').update(pdf).digest('hex') });
      else refused += 1;
      await response.arrayBuffer();
    } catch {
      cutOff += 1; // the connection died with the process: no answer, no promise made
    }
  }
}

const burst = Promise.all(Array.from({ length: 12 }, () => applicant()));
await new Promise((resolve) => setTimeout(resolve, 2500));
killed = true;
first.process.kill('SIGKILL');
await burst;
// The exit may already have happened; after SIGKILL only signalCode is set, not exitCode.
if (first.process.exitCode === null && first.process.signalCode === null) {
  await new Promise((resolve) => first.process.once('exit', resolve));
}

const second = await startServer(env);
const handle = createDatabase(databaseUrl);
// Wait for the restarted server's outbox worker to drain what was queued.
const drainDeadline = Date.now() + 120_000;
for (;;) {
  const pending = await handle.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (pending.n === 0 || Date.now() > drainDeadline) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await second.stop();

let missing = 0;
for (const application of accepted) {
  const row = await handle.db
    .selectFrom('applications')
    .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
    .select('resumes.content')
    .where('applications.email', '=', application.email)
    .executeTakeFirst();
  if (
    !row ||
    createHash('sha256').update(Buffer.from(row.content)).digest('hex') !== application.sha256
  )
    missing += 1;
}
const applications = await handle.db
  .selectFrom('applications')
  .select(['id', 'email', 'resume_id'])
  .execute();
const outbox = await handle.db
  .selectFrom('email_outbox')
  .select(['id', 'to_address', 'status', 'attachment_resume_id'])
  .execute();
const orphanResumes = await handle.db
  .selectFrom('resumes')
  .select('resumes.id')
  .where((eb) =>
    eb.and([
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.resume_id', '=', 'resumes.id'),
        ),
      ),
      eb.not(
        eb.exists(
          eb.selectFrom('users').select('users.id').whereRef('users.resume_id', '=', 'resumes.id'),
        ),
      ),
    ]),
  )
  .execute();
// Each stored application must have its two emails: to the agency (with its resume) and to
// the applicant.
const halfWritten = applications.filter(
  (application) =>
    !outbox.some((email) => email.attachment_resume_id === application.resume_id) ||
    !outbox.some((email) => email.to_address === application.email),
).length;
await handle.destroy();
await new Promise<void>((resolve) => {
  smtp.close(() => {
    resolve();
  });
});

const notSent = outbox.filter((email) => email.status !== 'sent').length;
const deliveredOnce = outbox.filter((email) =>
  [...received].some(([id, times]) => id.startsWith(`<${email.id}@`) && times === 1),
).length;
const duplicates = [...received.values()].filter((times) => times > 1).length;
const summary = `${values.db}: killed with SIGKILL after 2.5 s of 12 concurrent applicants; ${accepted.length} answered 201, ${refused} refused, ${cutOff} cut off without an answer; after restart ${missing} of the 201s missing or altered, ${applications.length} applications stored, ${halfWritten} half-written, ${orphanResumes.length} orphan resumes; outbox: ${outbox.length} emails, ${notSent} not sent after the restart, ${deliveredOnce} delivered exactly once, ${duplicates} delivered more than once.`;
console.log(summary);
rmSync(dataDir, { recursive: true, force: true });
if (values.db === 'postgres') psql(`drop database if exists ${databaseName}`);
const ok =
  missing === 0 &&
  halfWritten === 0 &&
  orphanResumes.length === 0 &&
  notSent === 0 &&
  deliveredOnce === outbox.length;
recorder.write({
  passed: ok,
  rows: [
    {
      name: 'kill -9 during a burst of applications',
      params: { database: values.db },
      metrics: {
        accepted: accepted.length,
        refused,
        cutOff,
        acceptedMissingOrAltered: missing,
        applicationsStored: applications.length,
        halfWritten,
        orphanResumes: orphanResumes.length,
        emails: outbox.length,
        emailsNotSent: notSent,
        emailsDeliveredOnce: deliveredOnce,
        emailsDeliveredMoreThanOnce: duplicates,
        passed: ok,
      },
    },
  ],
});
process.exit(ok ? 0 : 1);
