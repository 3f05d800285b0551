import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-schemas';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp, type TestAppContext } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// Reads an archive through its central directory, as unzip does.
function readZip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(-1);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const localNameLength = archive.readUInt16LE(localOffset + 26);
    const localExtra = archive.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtra;
    const body = archive.subarray(start, start + compressed);
    files.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

async function seekerWithData(t: TestAppContext) {
  const [jobId, savedId] = (await seedJobs(t.app, [
    { title: 'Librarian' },
    { title: 'Archivist' },
  ])) as [string, string];
  const seeker = await loggedInClient(t.app);
  const profileResume = makePdf(2000);
  const profile = await seeker.client.multipart(
    'PUT',
    '/api/users/profile',
    { firstName: 'Mary', lastName: 'Shelley', email: seeker.user.email },
    pdfFile(profileResume, 'profile cv.pdf'),
  );
  expect(profile.statusCode).toBe(200);
  const applicationResume = makePdf(3000);
  const applied = await seeker.client.multipart(
    'POST',
    '/api/email/quick-apply',
    { firstName: 'Mary', lastName: 'Shelley', email: seeker.user.email, jobId },
    pdfFile(applicationResume, 'for-librarian.pdf'),
  );
  expect(applied.statusCode).toBe(201);
  expect((await seeker.client.request('PUT', `/api/users/saved-jobs/${savedId}`)).statusCode).toBe(
    201,
  );
  return { ...seeker, jobId, savedId, profileResume, applicationResume };
}

describe('my data: export', () => {
  const t = useTestApp();

  it('returns a ZIP with my-data.json and every resume file, and logs it', async () => {
    const seeker = await seekerWithData(t);
    const response = await seeker.client.get('/api/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="my-data-/);
    const files = readZip(response.rawPayload);
    const json = JSON.parse(files.get('my-data.json')?.toString('utf8') ?? '{}') as {
      account: { email: string; firstName: string; resume: string };
      applications: { jobTitle: string; resumeFile: string }[];
      savedJobs: { job: { _id: string } }[];
    };
    expect(json.account).toMatchObject({ email: seeker.user.email, firstName: 'Mary' });
    expect(json.applications).toEqual([expect.objectContaining({ jobTitle: 'Librarian' })]);
    expect(json.savedJobs.map((saved) => saved.job._id)).toEqual([seeker.savedId]);
    expect(files.get(json.account.resume)?.equals(seeker.profileResume)).toBe(true);
    const applicationFile = json.applications[0]?.resumeFile ?? '';
    expect(applicationFile).toMatch(/for-librarian\.pdf$/);
    expect(files.get(applicationFile)?.equals(seeker.applicationResume)).toBe(true);
    expect(response.body).not.toMatch(/argon2/);

    const logged = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', seeker.user.id)
      .where('action', '=', 'user.exported_data')
      .execute();
    expect(logged).toHaveLength(1);
  });

  // Another implementation than the one that wrote it: Python's zipfile checks every CRC and
  // reads the names as UTF-8 only when the archive flags them so.
  it('opens in Python zipfile, CRCs intact and a non-ASCII file name kept', async () => {
    const seeker = await loggedInClient(t.app);
    const resume = makePdf(4000);
    const profile = await seeker.client.multipart(
      'PUT',
      '/api/users/profile',
      { firstName: 'Zoë', lastName: 'Núñez', email: seeker.user.email },
      pdfFile(resume, 'currículum Zoë.pdf'),
    );
    expect(profile.statusCode).toBe(200);
    const response = await seeker.client.get('/api/users/me/export');
    expect(response.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'export-zip-'));
    try {
      const file = path.join(dir, 'export.zip');
      writeFileSync(file, response.rawPayload);
      const python = spawnSync(
        'python3',
        [
          '-c',
          [
            'import hashlib, json, sys, zipfile',
            'z = zipfile.ZipFile(sys.argv[1])',
            'assert z.testzip() is None',
            'print(json.dumps({n: hashlib.sha256(z.read(n)).hexdigest() for n in z.namelist()}))',
          ].join('\n'),
          file,
        ],
        { encoding: 'utf8' },
      );
      expect(python.status, python.stderr).toBe(0);
      const digests = JSON.parse(python.stdout) as Record<string, string>;
      const names = Object.keys(digests);
      expect(names).toContain('my-data.json');
      const resumeName = names.find((name) => name.endsWith('currículum Zoë.pdf'));
      expect(resumeName, names.join(', ')).toBeDefined();
      expect(digests[resumeName ?? '']).toBe(createHash('sha256').update(resume).digest('hex'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs a session (401)', async () => {
    expect((await new TestClient(t.app).get('/api/users/me/export')).statusCode).toBe(401);
  });
});

describe('my data: delete account', () => {
  const t = useTestApp();

  it('refuses a missing (400) or wrong (403) password, without CSRF (403) or session (401), changing nothing', async () => {
    const seeker = await seekerWithData(t);
    const missing = await seeker.client.request('DELETE', '/api/users/me', { json: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toEqual(expect.any(String));
    const wrong = await seeker.client.request('DELETE', '/api/users/me', {
      json: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: ACCOUNT_MESSAGES.wrongPassword });
    const noCsrf = await seeker.client.request('DELETE', '/api/users/me', {
      json: { password: seeker.user.password },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await new TestClient(t.app).request('DELETE', '/api/users/me', {
      json: { password: seeker.user.password },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', seeker.user.id)
      .executeTakeFirst();
    expect(user).toBeDefined();
  });

  it('deletes the account, its resumes and saved jobs, anonymises its applications, and logs it', async () => {
    const seeker = await seekerWithData(t);
    const staff = await loggedInClient(t.app, 'admin');
    const [applicationId] = (
      await t.app.db
        .selectFrom('applications')
        .select('id')
        .where('user_id', '=', seeker.user.id)
        .execute()
    ).map((row) => row.id) as [string];
    await staff.client.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { status: 'reviewing', note: 'Mary seems great' },
    });
    const resumeIds = (
      await t.app.db
        .selectFrom('resumes')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('owner_user_id', '=', seeker.user.id),
            eb(
              'id',
              'in',
              eb.selectFrom('applications').select('resume_id').where('id', '=', applicationId),
            ),
          ]),
        )
        .execute()
    ).map((row) => row.id);
    expect(resumeIds).toHaveLength(2);
    const applicationsBefore = await staff.client.get('/api/admin/applications');

    const response = await seeker.client.request('DELETE', '/api/users/me', {
      json: { password: seeker.user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
    // Signed out at once.
    expect((await seeker.client.get('/api/auth/check-session')).statusCode).toBe(401);

    const db = t.app.db;
    expect(
      await db.selectFrom('users').select('id').where('id', '=', seeker.user.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('resumes').select('id').where('id', 'in', resumeIds).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('saved_jobs')
        .select('job_id')
        .where('user_id', '=', seeker.user.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('sessions')
        .select('user_id')
        .where('user_id', '=', seeker.user.id)
        .execute(),
    ).toEqual([]);

    // Staff keep the count and the pipeline, not the person.
    const applicationsAfter = await staff.client.get('/api/admin/applications');
    expect(applicationsAfter.headers['x-total-count']).toBe(
      applicationsBefore.headers['x-total-count'],
    );
    const anonymised = applicationsAfter
      .json<AdminApplication[]>()
      .find((item) => item._id === applicationId);
    expect(anonymised).toMatchObject({
      firstName: 'Deleted',
      email: '',
      resume: null,
      status: 'reviewing',
    });
    const detail = await staff.client.get(`/api/admin/applications/${applicationId}`);
    expect(detail.body).not.toContain('Mary');
    expect(
      (await staff.client.get(`/api/admin/applications/${applicationId}/resume`)).statusCode,
    ).toBe(404);
    const mentions = await db
      .selectFrom('activity_log')
      .select(['summary', 'action'])
      .where('subject_id', 'in', [applicationId, seeker.user.id])
      .where('summary', 'like', '%Shelley%')
      .execute();
    expect(mentions).toEqual([]);
    const logged = await db
      .selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'user.deleted_account')
      .execute();
    expect(logged).toHaveLength(1);
    const mail = await db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', seeker.user.email)
      .execute();
    expect(mail).toEqual([]);
  });

  it('the last administrator cannot delete their account (409)', async () => {
    await t.app.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'admin').execute();
    const admin = await loggedInClient(t.app, 'admin');
    const response = await admin.client.request('DELETE', '/api/users/me', {
      json: { password: admin.user.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.lastAdmin });
  });
});
