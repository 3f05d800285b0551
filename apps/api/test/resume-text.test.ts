import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { syncCandidatesForResume } from '../src/modules/candidates/candidate-sync.ts';
import { insertResume } from '../src/modules/resumes/resumes-repository.ts';
import { normalizeResumeText } from '../src/modules/resumes/resume-text-extract.ts';
import { extractStoredResumes } from '../src/modules/resumes/resume-text-extraction.ts';
import { createResumeTextReader } from '../src/modules/resumes/resume-text-reader.ts';
import {
  claimPendingResume,
  giveUpAbandonedResumes,
  RESUME_TEXT_MAX_ATTEMPTS,
} from '../src/modules/resumes/resume-text-repository.ts';
import {
  brokenPdf,
  busyPdf,
  DOCX_TYPE,
  docxBomb,
  forkliftDoc,
  scannedPdf,
  textDocx,
  textPdf,
} from './helpers/resume-files.ts';
import { testConfig, useTestApp } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { TestClient } from './helpers/test-client.ts';

// The candidate records are another module's: here only that they are told of each resume
// whose text was settled.
vi.mock('../src/modules/candidates/candidate-sync.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../src/modules/candidates/candidate-sync.ts')>();
  return { ...original, syncCandidatesForResume: vi.fn(original.syncCandidatesForResume) };
});

type FilePart = { fileName: string; contentType: string; content: Buffer };

const pdf = (content: Buffer, fileName = 'resume.pdf'): FilePart => ({
  fileName,
  contentType: 'application/pdf',
  content,
});
const docx = (content: Buffer): FilePart => ({
  fileName: 'resume.docx',
  contentType: DOCX_TYPE,
  content,
});

// Built once for the file, each used twice: building them costs about a second each.
let manyParagraphs: Buffer | undefined;
// 300,000 one-letter paragraphs: 10 MB of XML that parses synchronously for seconds (and
// needs more than the reader's heap), yet passes the unpacked-size check.
const manyParagraphsDocx = () =>
  (manyParagraphs ??= textDocx(Array.from({ length: 300_000 }, () => 'x')));
let busy: Buffer | undefined;
// About 40 s of parsing for PDF.js, which yields to other work as it goes.
const busyPdf40 = () => (busy ??= busyPdf(40));

let applicants = 0;
function applicant() {
  applicants++;
  return { firstName: 'Jordan', lastName: 'Reyes', email: `jordan${applicants}@example.com` };
}

type ResumeTextRow = {
  id: string;
  text: string | null;
  text_status: string;
  text_attempts: number;
  text_lease_owner: string | null;
  text_failure: string | null;
};

async function resumeRow(app: FastifyInstance, id: string): Promise<ResumeTextRow> {
  return app.db
    .selectFrom('resumes')
    .select(['id', 'text', 'text_status', 'text_attempts', 'text_lease_owner', 'text_failure'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function newestResumeId(app: FastifyInstance): Promise<string> {
  const row = await app.db
    .selectFrom('resumes')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settled = (app: FastifyInstance, id: string) =>
  waitFor(
    () => resumeRow(app, id),
    (row) => row.text_status !== 'pending',
  );

async function apply(app: FastifyInstance, file: FilePart, opening = 'sales-rep-apply') {
  const response = await new TestClient(app).multipart(
    'POST',
    `/api/email/${opening}`,
    applicant(),
    file,
  );
  expect(response.statusCode).toBe(201);
  return newestResumeId(app);
}

describe('resume text, read in the background after each upload', () => {
  // A short time limit, so the hostile document below is stopped within seconds; no poll in
  // time for these tests, so what reads their uploads is the nudge each upload gives.
  const t = useTestApp({
    resumeText: { extraction: true, pollMs: 600_000, timeLimitMs: 5000, memoryLimitMb: 256 },
  });
  let app: FastifyInstance;
  beforeAll(() => {
    app = t.app;
  });

  it('reads a PDF sent with an application within seconds, while the upload answers at once', async () => {
    const id = await apply(
      app,
      pdf(await textPdf(['Jordan Reyes', 'Forklift certified, night shift', 'Chicago,   IL'])),
    );
    const row = await settled(app, id);
    expect(row).toMatchObject({
      text_status: 'readable',
      text_failure: null,
      text_lease_owner: null,
    });
    expect(row.text).toContain('Forklift certified, night shift');
    expect(row.text).toContain('Chicago, IL');
    expect(vi.mocked(syncCandidatesForResume)).toHaveBeenCalledWith(expect.anything(), id);
  });

  it('reads a DOCX sent to an opening and a DOC sent with a sign-up', async () => {
    const docxId = await apply(
      app,
      docx(textDocx(['Taylor Brooks', 'Reach truck & forklift certified, night shift'])),
      'project-manager-intern-apply',
    );
    const signup = await new TestClient(app).multipart(
      'POST',
      '/api/users/signup',
      {
        firstName: 'Jordan',
        lastName: 'Reyes',
        email: 'doc@example.com',
        password: 'a good long password',
      },
      { fileName: 'resume.doc', contentType: 'application/msword', content: forkliftDoc() },
    );
    expect(signup.statusCode).toBe(201);
    const docId = await newestResumeId(app);

    const docxRow = await settled(app, docxId);
    expect(docxRow.text_status).toBe('readable');
    expect(docxRow.text).toBe('Taylor Brooks\n\nReach truck & forklift certified, night shift');
    const docRow = await settled(app, docId);
    expect(docRow.text_status).toBe('readable');
    expect(docRow.text).toContain('Forklift certified, night shift. Pallet jack and RF scanner.');
  });

  it('marks a scanned PDF (no text layer) and a broken PDF unreadable', async () => {
    const scanned = await apply(app, pdf(await scannedPdf()));
    const broken = await apply(app, pdf(brokenPdf()));
    expect(await settled(app, scanned)).toMatchObject({
      text_status: 'unreadable',
      text: null,
      text_failure: expect.stringContaining('no text'),
    });
    expect(await settled(app, broken)).toMatchObject({
      text_status: 'unreadable',
      text: null,
      text_failure: expect.stringContaining('could not be read'),
    });
    expect(vi.mocked(syncCandidatesForResume)).toHaveBeenCalledWith(expect.anything(), broken);
  });

  it('refuses DOCX zip bombs before unpacking them, whether their sizes are told or hidden', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      // Each is about 1 MB and unpacks to 1 GB.
      const told = await apply(app, docx(docxBomb(1024, 'honest')));
      const hidden = await apply(app, docx(docxBomb(1024, 'lying')));
      expect(await settled(app, told)).toMatchObject({
        text_status: 'unreadable',
        text_failure: expect.stringMatching(/^refused: it declares \d+ bytes unpacked/),
      });
      expect(await settled(app, hidden)).toMatchObject({
        text_status: 'unreadable',
        text_failure: expect.stringMatching(/^refused: it unpacks to more than/),
      });
    } finally {
      clearInterval(sampler);
    }
    // Unpacked, the bomb alone would take the process past 1 GB.
    expect((peak - before) / 1024 / 1024).toBeLessThan(400);
  });

  it('keeps answering while a hostile file keeps the reader busy', async () => {
    const id = await apply(app, docx(manyParagraphsDocx()));
    // The reader has it: leased, its attempt counted.
    await waitFor(
      () => resumeRow(app, id),
      (row) => row.text_attempts === 1 && row.text_lease_owner !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let index = 0; index < 8; index++) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Still being read after all those answers: they did not wait for it. (How fast they
    // come is bench territory, not a test's.)
    expect((await resumeRow(app, id)).text_status).toBe('pending');
    expect(await settled(app, id)).toMatchObject({
      text_status: 'unreadable',
      text_failure: expect.stringMatching(
        /^(it needed more than 256 MB|reading took longer than 5 s)$/,
      ),
    });
  });

  it('ends a read that needs more memory than the reader may have', async () => {
    const reader = createResumeTextReader({ timeLimitMs: 20_000, memoryLimitMb: 32 });
    try {
      const outcome = await reader.read(manyParagraphsDocx());
      expect(outcome).toEqual({ status: 'unreadable', reason: 'it needed more than 32 MB' });
      // The reader carries on with a new thread.
      expect(await reader.read(textDocx(['Still reading after that one']))).toEqual({
        status: 'readable',
        text: 'Still reading after that one',
      });
    } finally {
      await reader.close();
    }
  });
});

describe('resume text past its time limit', () => {
  // A limit of its own, shorter than the one above (which the hostile document's test needs
  // long enough to watch the read still pending): the busy PDF is stopped after 2 s, not 5.
  const t = useTestApp({
    resumeText: { extraction: true, pollMs: 600_000, timeLimitMs: 2000, memoryLimitMb: 256 },
  });

  it('stops a read that runs past the time limit, and reads the next upload with a fresh reader', async () => {
    const { app } = t;
    const id = await apply(app, pdf(busyPdf40()));
    expect(await settled(app, id)).toMatchObject({
      text_status: 'unreadable',
      text_failure: 'reading took longer than 2 s',
    });
    const next = await apply(app, pdf(await textPdf(['Order picker, second shift, RF scanner'])));
    expect((await settled(app, next)).text).toBe('Order picker, second shift, RF scanner');
  });
});

describe('resume text, read by `npm run resumes:extract`', () => {
  const t = useTestApp({
    resumeText: { extraction: false, pollMs: 200, timeLimitMs: 20_000, memoryLimitMb: 256 },
  });
  let app: FastifyInstance;
  beforeAll(() => {
    app = t.app;
  });
  const limits = { timeLimitMs: 20_000, memoryLimitMb: 256 };
  const quiet = { warn: () => undefined };

  it('leaves uploads pending when switched off; the CLI reads them, and a second run finds nothing', async () => {
    const readable = await apply(app, pdf(await textPdf(['Forklift certified, night shift'])));
    const unreadable = await apply(app, pdf(brokenPdf()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await resumeRow(app, readable)).text_status).toBe('pending');

    const totals: number[] = [];
    const first = await extractStoredResumes({
      db: app.db,
      limits,
      log: quiet,
      onStart: (total) => totals.push(total),
    });
    expect(first).toEqual({ total: 2, readable: 1, unreadable: 1 });
    expect((await resumeRow(app, readable)).text).toBe('Forklift certified, night shift');
    expect((await resumeRow(app, unreadable)).text_status).toBe('unreadable');

    const second = await extractStoredResumes({
      db: app.db,
      limits,
      log: quiet,
      onStart: (total) => totals.push(total),
      onSettled: () => {
        throw new Error('nothing should be read again');
      },
    });
    expect(second).toEqual({ total: 0, readable: 0, unreadable: 0 });
    expect(totals).toEqual([2, 0]);
  });

  it('stops after the file being read when told to, and carries on where it stopped', async () => {
    for (const line of [
      'First resume text here',
      'Second resume text here',
      'Third resume text here',
    ]) {
      await apply(app, pdf(await textPdf([line])));
    }
    let stop = false;
    const stopped = await extractStoredResumes({
      db: app.db,
      limits,
      log: quiet,
      shouldStop: () => stop,
      onSettled: () => {
        stop = true;
      },
    });
    expect(stopped).toEqual({ total: 3, readable: 1, unreadable: 0 });
    const rest = await extractStoredResumes({ db: app.db, limits, log: quiet });
    expect(rest).toEqual({ total: 2, readable: 2, unreadable: 0 });
  });

  it('never lets two readers take the same resume, and gives up on one whose readers keep dying', async () => {
    const id = await insertResume(app.db, {
      fileName: 'resume.pdf',
      mimeType: 'application/pdf',
      content: await textPdf(['Crashes its reader']),
      ownerUserId: null,
    });
    // Both look at the same moment and pick the same resume; one of them gets it.
    const claims = await Promise.all([
      claimPendingResume(app.db, 'instance-a', 60_000),
      claimPendingResume(app.db, 'instance-b', 60_000),
    ]);
    expect(claims.filter((claim) => claim !== undefined)).toEqual([
      expect.objectContaining({ id, attempts: 1 }),
    ]);
    expect(await claimPendingResume(app.db, 'instance-c', 60_000)).toBeUndefined();

    // Each reader "dies" holding the lease; once it runs out another may try, up to the limit.
    for (let attempt = 2; attempt <= RESUME_TEXT_MAX_ATTEMPTS; attempt++) {
      await app.db
        .updateTable('resumes')
        .set({ text_lease_until: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', id)
        .execute();
      const again = await claimPendingResume(app.db, `instance-${attempt}`, 60_000);
      expect(again).toMatchObject({ id, attempts: attempt });
    }
    await app.db
      .updateTable('resumes')
      .set({ text_lease_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    expect(await claimPendingResume(app.db, 'instance-z', 60_000)).toBeUndefined();
    expect(await giveUpAbandonedResumes(app.db)).toEqual([id]);
    expect(await resumeRow(app, id)).toMatchObject({
      text_status: 'unreadable',
      text_lease_owner: null,
      text_failure: expect.stringContaining('reader stopped'),
    });
  });

  it('finds resumes stored without an upload on its poll, and gives a resume being read back untouched when the server closes', async () => {
    const config = testConfig(t.database, {});
    const reading = await buildApp(config, { searchPath: t.database.searchPath });
    await reading.ready();
    // As if another instance with reading switched off had stored it: no nudge here.
    const stored = await insertResume(reading.db, {
      fileName: 'resume.docx',
      mimeType: DOCX_TYPE,
      content: textDocx(['Found on the poll: shipping and receiving']),
      ownerUserId: null,
    });
    expect((await settled(reading, stored)).text).toBe('Found on the poll: shipping and receiving');

    const id = await apply(reading, pdf(busyPdf40()));
    await waitFor(
      () => resumeRow(reading, id),
      (row) => row.text_lease_owner !== null,
    );
    await reading.close();
    expect(await resumeRow(app, id)).toMatchObject({
      text_status: 'pending',
      text_attempts: 0,
      text_lease_owner: null,
    });
  });
});

describe('resume text: the migration and the text kept', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  afterAll(async () => {
    await database?.cleanup();
  });

  it('starts resumes stored before it as pending', async () => {
    const created = await createTestDatabase();
    database = created;
    const handle = createDatabase(
      created.url,
      created.searchPath ? { searchPath: created.searchPath } : {},
    );
    try {
      await migrateToLatest(handle.db, handle.dialect, '20261125-0051-search-engine-notifications');
      await handle.db
        .insertInto('resumes')
        .values({
          id: 'older',
          owner_user_id: null,
          file_name: 'cv.pdf',
          mime_type: 'application/pdf',
          size_bytes: 3,
          content: new Uint8Array([1, 2, 3]),
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      await migrateToLatest(handle.db, handle.dialect);
      const row = await handle.db
        .selectFrom('resumes')
        .select(['text', 'text_status', 'text_attempts', 'text_lease_until'])
        .where('id', '=', 'older')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        text: null,
        text_status: 'pending',
        text_attempts: 0,
        text_lease_until: null,
      });
    } finally {
      await handle.destroy();
    }
  });

  it('keeps one space between words, paragraphs apart, no control characters, and at most 200,000 characters', () => {
    expect(
      normalizeResumeText(' Jordan\u00a0 Reyes \r\n\r\n\r\n\r\nForklift\tcertified\u0000 \n'),
    ).toBe('Jordan Reyes\n\nForklift certified');
    const long = normalizeResumeText('word '.repeat(100_000));
    expect(long.length).toBeLessThanOrEqual(200_000);
    expect(long.endsWith('word')).toBe(true);
  });
});
