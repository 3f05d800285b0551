import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database.ts';
import type { Database } from '../src/db/schema.ts';
import { isoIn, nowIso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import {
  createEmailTransport,
  type EmailTransport,
  type MailLog,
} from '../src/modules/email/email-transport.ts';
import {
  claimEmail,
  countOutbox,
  enqueueEmail,
  findDueEmailIds,
  OUTBOX_MAX_ATTEMPTS,
  recordEmailFailure,
  retryDelayMs,
  type OutgoingEmail,
} from '../src/modules/email/outbox-repository.ts';
import { createOutboxWorker, type OutboxWorker } from '../src/modules/email/outbox-worker.ts';
import mailerPlugin from '../src/plugins/mailer.ts';
import {
  freePort,
  header,
  leafParts,
  parseMime,
  startSmtpSink,
  type SmtpSink,
} from './helpers/smtp-sink.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// Everything here runs the real repository, worker and nodemailer transports against the
// per-file database and a real SMTP server listening on 127.0.0.1.

type LogEntry = { level: string; details: object; message: string };

function recordingLog(): { entries: LogEntry[]; log: MailLog } {
  const entries: LogEntry[] = [];
  const at =
    (level: string) =>
    (details: object, message: string): void => {
      entries.push({ level, details, message });
    };
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

async function buildAppWithMailer(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(database, overrides), {
    searchPath: database.searchPath,
  });
  // Until app.ts registers the mailer itself; afterwards this is a no-op.
  if (!app.hasDecorator('mailer')) await app.register(mailerPlugin);
  await app.ready();
  return app;
}

describe('email outbox', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Kysely<Database>;
  let config: AppConfig;
  // Closed after each test that opens them, whatever happened in it.
  let cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    app = await buildAppWithMailer(database);
    db = app.db;
    config = app.config;
  });

  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  beforeEach(async () => {
    await db.deleteFrom('email_outbox').execute();
  });

  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    for (const started of sinks) await started.close();
    cleanups = [];
    sinks = [];
  });

  // Closed after the transports: a pooled connection left open would hold up close().
  let sinks: SmtpSink[] = [];
  async function sink(port?: number): Promise<SmtpSink> {
    const started = await startSmtpSink(port);
    sinks.push(started);
    return started;
  }

  function transportFor(
    smtpUrl: string | undefined,
    log: MailLog = recordingLog().log,
    on: Kysely<Database> = db,
  ): EmailTransport {
    const transport = createEmailTransport({
      smtpUrl,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      db: on,
      log,
    });
    cleanups.push(() => {
      transport.close();
    });
    return transport;
  }

  function workerFor(
    transport: EmailTransport,
    options: { on?: Kysely<Database>; batchSize?: number } = {},
  ): OutboxWorker {
    return createOutboxWorker({
      db: options.on ?? db,
      transport,
      log: recordingLog().log,
      pollMs: 50,
      batchSize: options.batchSize ?? 20,
    });
  }

  async function secondConnection(): Promise<DatabaseHandle> {
    const handle = createDatabase(database.url, { searchPath: database.searchPath ?? '' });
    cleanups.push(() => handle.destroy());
    return Promise.resolve(handle);
  }

  const row = (id: string) =>
    db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  // Stands in for waiting out the backoff.
  const makeDue = (id: string) =>
    db
      .updateTable('email_outbox')
      .set({ next_attempt_at: isoIn(-1000) })
      .where('id', '=', id)
      .execute();

  async function insertResume(content: Uint8Array, fileName = 'jane-doe-cv.pdf'): Promise<string> {
    const id = newId();
    await db
      .insertInto('resumes')
      .values({
        id,
        owner_user_id: null,
        file_name: fileName,
        mime_type: 'application/pdf',
        size_bytes: content.byteLength,
        content,
        created_at: nowIso(),
      })
      .execute();
    return id;
  }

  const application = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
    to: 'Keystone Careers <careers@keystone-staffing.example>',
    subject: 'New application: Forklift Operator',
    text: 'Jane Doe applied for Forklift Operator.\nResume attached.',
    replyTo: 'Jane Doe <jane.doe@example.com>',
    ...overrides,
  });

  it('delivers a queued message over SMTP with its resume attached byte for byte', async () => {
    const smtp = await sink();
    // Every byte value, line breaks included, so any re-encoding would show.
    const content = new Uint8Array(
      Buffer.concat([Buffer.from([0, 13, 10, 255]), randomBytes(40_000)]),
    );
    const resumeId = await insertResume(content);
    const id = await enqueueEmail(db, application({ attachmentResumeId: resumeId }));

    const result = await workerFor(transportFor(smtp.url)).deliverDue();

    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0]!;
    expect(received.mailFrom).toBe('no-reply@keystone-staffing.example');
    expect(received.rcptTo).toEqual(['careers@keystone-staffing.example']);

    const message = parseMime(received.raw);
    expect(header(message, 'from')).toBe(config.mailFrom);
    expect(header(message, 'to')).toBe('Keystone Careers <careers@keystone-staffing.example>');
    expect(header(message, 'reply-to')).toBe('Jane Doe <jane.doe@example.com>');
    expect(header(message, 'subject')).toBe('New application: Forklift Operator');
    expect(header(message, 'message-id')).toBe(`<${id}@keystone-staffing.example>`);

    const parts = leafParts(message);
    const text = parts.find((part) => header(part, 'content-type')?.startsWith('text/plain'));
    expect(text?.body).toContain('Jane Doe applied for Forklift Operator.');
    const attachment = parts.find((part) =>
      header(part, 'content-disposition')?.startsWith('attachment'),
    );
    expect(header(attachment!, 'content-disposition')).toContain('jane-doe-cv.pdf');
    expect(header(attachment!, 'content-type')).toMatch(/^application\/pdf/);
    expect(header(attachment!, 'content-transfer-encoding')).toBe('base64');
    const bytes = Buffer.from(attachment!.body.replace(/\s+/g, ''), 'base64');
    expect(bytes.byteLength).toBe(content.byteLength);
    expect(Buffer.compare(bytes, Buffer.from(content))).toBe(0);

    const stored = await row(id);
    expect(stored.status).toBe('sent');
    expect(stored.sent_at).not.toBeNull();
    expect(stored.attempts).toBe(1);
    expect(stored.lease_until).toBeNull();
  });

  it('delivers a queued text attachment exactly as queued, beside a resume', async () => {
    const smtp = await sink();
    const resumeId = await insertResume(new Uint8Array([1, 2, 3]), 'cv.pdf');
    // CRLF line ends and a non-ASCII letter: any re-encoding or line folding would show.
    const invitation =
      'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:Interview with Zoë\r\nEND:VCALENDAR\r\n';
    const id = await enqueueEmail(
      db,
      application({
        attachmentResumeId: resumeId,
        attachments: [
          {
            fileName: 'invite.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: invitation,
          },
        ],
      }),
    );
    const stored = await row(id);
    expect(JSON.parse(stored.attachments_json ?? 'null')).toEqual([
      {
        fileName: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: invitation,
      },
    ]);

    expect(await workerFor(transportFor(smtp.url)).deliverDue()).toEqual({ sent: 1, failed: 0 });

    const parts = leafParts(parseMime(smtp.messages[0]!.raw));
    const attached = parts.filter((part) =>
      header(part, 'content-disposition')?.startsWith('attachment'),
    );
    expect(attached.map((part) => header(part, 'content-disposition'))).toEqual([
      expect.stringContaining('cv.pdf'),
      expect.stringContaining('invite.ics'),
    ]);
    const calendar = attached[1]!;
    expect(header(calendar, 'content-type')).toMatch(/^text\/calendar;.*method=REQUEST/);
    expect(header(calendar, 'content-transfer-encoding')).toBe('base64');
    expect(Buffer.from(calendar.body.replace(/\s+/g, ''), 'base64').toString('utf8')).toBe(
      invitation,
    );
    expect((await row(id)).status).toBe('sent');
  });

  it('stores no attachments column for a message without text attachments', async () => {
    const id = await enqueueEmail(db, application({ attachments: [] }));
    expect((await row(id)).attachments_json).toBeNull();
  });

  it('keeps a message queued while SMTP is down and delivers it once when it is back', async () => {
    const port = await freePort();
    const worker = workerFor(transportFor(`smtp://127.0.0.1:${port}`));
    const id = await enqueueEmail(db, application());

    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.lease_until).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.next_attempt_at > nowIso()).toBe(true);
    expect(Date.parse(failed.next_attempt_at) - Date.now()).toBeLessThanOrEqual(retryDelayMs(1));

    const smtp = await sink(port);
    // Back, but the backoff has not passed: nothing is retried early.
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);

    await makeDue(id);
    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const delivered = await row(id);
    expect(delivered.status).toBe('sent');
    expect(delivered.attempts).toBe(2);
  });

  it('grows the retry delay exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(60 * 60_000);
    expect(retryDelayMs(OUTBOX_MAX_ATTEMPTS)).toBe(60 * 60_000);
  });

  it('lets exactly one of two connections claim a row', async () => {
    const other = await secondConnection();
    for (let round = 0; round < 10; round += 1) {
      const id = await enqueueEmail(db, application());
      const claims = await Promise.all([claimEmail(db, id), claimEmail(other.db, id)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    }
  });

  it('delivers each message exactly once with two workers running at the same time', async () => {
    const smtp = await sink();
    const other = await secondConnection();
    const workers = [
      workerFor(transportFor(smtp.url), { batchSize: 10 }),
      workerFor(transportFor(smtp.url, recordingLog().log, other.db), {
        on: other.db,
        batchSize: 10,
      }),
    ];
    const total = 40;
    for (let i = 0; i < total; i += 1) await enqueueEmail(db, application({ subject: `M-${i}` }));

    const sentBy = [0, 0];
    for (let round = 0; round < 20 && (await countOutbox(db, 'pending')) > 0; round += 1) {
      const results = await Promise.all(workers.map((worker) => worker.deliverDue()));
      results.forEach((result, index) => {
        expect(result.failed).toBe(0);
        sentBy[index] = (sentBy[index] ?? 0) + result.sent;
      });
    }

    expect(await countOutbox(db, 'sent')).toBe(total);
    expect(sentBy[0]! + sentBy[1]!).toBe(total);
    // Both took part, so they really competed for the same candidate rows.
    expect(Math.min(...sentBy)).toBeGreaterThan(0);
    const subjects = smtp.messages.map((message) => header(parseMime(message.raw), 'subject'));
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
  });

  it('does not let a subject or a reply-to name add headers', async () => {
    const smtp = await sink();
    const id = await enqueueEmail(
      db,
      application({
        subject: 'Hi\r\nBcc: victim@example.com',
        replyTo: 'Eve\r\nBcc: victim@example.com, other@example.com <eve@example.com>',
      }),
    );

    expect(await workerFor(transportFor(smtp.url)).deliverDue()).toEqual({ sent: 1, failed: 0 });

    const received = smtp.messages[0]!;
    expect(received.rcptTo).toEqual(['careers@keystone-staffing.example']);
    const message = parseMime(received.raw);
    expect(message.headers.has('bcc')).toBe(false);
    expect(received.raw.split('\r\n\r\n')[0]).not.toMatch(/^bcc:/im);
    expect(message.headers.get('subject')).toEqual(['Hi Bcc: victim@example.com']);
    expect(message.headers.get('reply-to')).toHaveLength(1);
    // The whole name stays a quoted display name of the one real address.
    expect(header(message, 'reply-to')).toBe(
      '"Eve Bcc: victim@example.com, other@example.com" <eve@example.com>',
    );
    expect((await row(id)).status).toBe('sent');
  });

  it('writes an .eml file and logs it when no SMTP server is configured', async () => {
    const { entries, log } = recordingLog();
    const resumeId = await insertResume(new Uint8Array([1, 2, 3]), 'cv.pdf');
    const id = await enqueueEmail(
      db,
      application({ subject: 'Your application copy', attachmentResumeId: resumeId }),
    );

    expect(await workerFor(transportFor(undefined, log)).deliverDue()).toEqual({
      sent: 1,
      failed: 0,
    });

    const directory = path.join(config.dataDir, 'outbox');
    const file = path.join(directory, `${id}.eml`);
    expect(existsSync(file)).toBe(true);
    const eml = readFileSync(file, 'latin1');
    expect(eml).toContain('Subject: Your application copy');
    expect(eml).toContain('cv.pdf');
    expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await row(id)).status).toBe('sent');
    expect(entries).toEqual([
      {
        level: 'info',
        details: { to: application().to, subject: 'Your application copy', file },
        message: expect.any(String) as string,
      },
    ]);
  });

  it('gives up after the maximum number of attempts and never claims the row again', async () => {
    const port = await freePort();
    const id = await enqueueEmail(db, application());
    await db
      .updateTable('email_outbox')
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute();

    const down = workerFor(transportFor(`smtp://127.0.0.1:${port}`));
    expect(await down.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(failed.last_error).not.toBeNull();

    const smtp = await sink(port);
    await makeDue(id);
    expect(await findDueEmailIds(db, 10)).toEqual([]);
    expect(await claimEmail(db, id)).toBeUndefined();
    expect(await down.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
    expect(await countOutbox(db, 'failed')).toBe(1);
  });

  it('keeps SMTP credentials out of last_error and bounds its length', async () => {
    const port = await freePort();
    const id = await enqueueEmail(db, application());
    await workerFor(transportFor(`smtp://mailer:s3cret-pa55@127.0.0.1:${port}`)).deliverDue();
    const stored = await row(id);
    expect(stored.last_error).toBeTruthy();
    expect(stored.last_error).not.toContain('s3cret-pa55');

    await makeDue(id);
    const claim = await claimEmail(db, id);
    await recordEmailFailure(
      db,
      claim!,
      `smtp://mailer:s3cret-pa55@mail.example ${'x'.repeat(5000)}`,
    );
    const redacted = await row(id);
    expect(redacted.last_error).not.toContain('s3cret-pa55');
    expect(redacted.last_error).toContain('smtp://***@mail.example');
    expect(redacted.last_error!.length).toBeLessThanOrEqual(1000);
  });

  it('enqueues inside the caller’s transaction', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, application({ subject: 'rolled back' }));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await countOutbox(db, 'pending')).toBe(0);

    const id = await db.transaction().execute((trx) => enqueueEmail(trx, application()));
    const stored = await row(id);
    expect(stored.status).toBe('pending');
    expect(stored.attempts).toBe(0);
    expect(stored.next_attempt_at <= nowIso()).toBe(true);
  });

  it('keeps polling and logs errors while the database is unusable', async () => {
    // PostgreSQL: nothing listens on port 1. SQLite: a database without the outbox table.
    const broken = createDatabase(
      database.dialect === 'postgres'
        ? 'postgres://postgres@127.0.0.1:1/none'
        : `sqlite:${path.join(database.dataDir, 'empty.db')}`,
    );
    cleanups.push(() => broken.destroy());
    const { entries, log } = recordingLog();
    const worker = createOutboxWorker({
      db: broken.db,
      transport: transportFor(undefined),
      log,
      pollMs: 20,
    });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.stop();
    const errors = entries.filter((entry) => entry.level === 'error');
    expect(errors.length).toBeGreaterThan(1);
  });

  it('exposes app.mailer, which queues and delivers through the configured transport', async () => {
    const id = await app.mailer.enqueue(application({ subject: 'Through the plugin' }));
    expect(await app.mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
    // The test config has no SMTP_URL, so the plugin wrote a file.
    const eml = readFileSync(path.join(config.dataDir, 'outbox', `${id}.eml`), 'latin1');
    expect(eml).toContain('Subject: Through the plugin');
  });

  it('runs the worker in the background when enabled and stops it on close', async () => {
    const smtp = await sink();
    const background = await buildAppWithMailer(database, {
      smtpUrl: smtp.url,
      outbox: { pollMs: 50, leaseMs: 60_000, worker: true },
    });
    try {
      const id = await background.mailer.enqueue(application({ subject: 'In the background' }));
      for (let i = 0; i < 100 && (await row(id)).status !== 'sent'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await row(id)).status).toBe('sent');
      expect(smtp.messages.map((m) => header(parseMime(m.raw), 'subject'))).toEqual([
        'In the background',
      ]);
    } finally {
      await background.close();
    }
  });
});
