import { beforeAll, describe, expect, it } from 'vitest';
import type { MyApplication } from '@staffing/shared/account-schemas';
import type {
  AdminApplication,
  AdminApplicationDetail,
  ApplicationStatusCounts,
} from '@staffing/shared/application-schemas';
import { pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp, type TestAppContext } from './helpers/test-app.ts';
import { loggedInClient } from './helpers/users.ts';

async function applyAs(
  t: TestAppContext,
  client: Awaited<ReturnType<typeof loggedInClient>>['client'],
  email: string,
  jobId: string,
) {
  const response = await client.multipart(
    'POST',
    '/api/email/quick-apply',
    { firstName: 'Pat', lastName: 'Applicant', email, jobId },
    pdfFile(),
  );
  expect(response.statusCode).toBe(201);
  const row = await t.app.db
    .selectFrom('applications')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('hiring pipeline', () => {
  const t = useTestApp();
  let jobA = '';
  let jobB = '';
  let staff: Awaited<ReturnType<typeof loggedInClient>>;
  let seeker: Awaited<ReturnType<typeof loggedInClient>>;
  let applicationId = '';
  beforeAll(async () => {
    [jobA, jobB] = (await seedJobs(t.app, [{ title: 'Medic' }, { title: 'Porter' }])) as [
      string,
      string,
    ];
    staff = await loggedInClient(t.app, 'admin');
    seeker = await loggedInClient(t.app);
    applicationId = await applyAs(t, seeker.client, seeker.user.email, jobA);
    await applyAs(t, seeker.client, 'walk-in@example.com', jobB);
  });

  const statusOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('starts every application as new, and lists the status', async () => {
    const list = await staff.client.get('/api/admin/applications');
    expect(list.json<AdminApplication[]>().every((item) => item.status === 'new')).toBe(true);
  });

  it('moves the status with history (who and when), logs it, and the seeker sees it', async () => {
    const moved = await staff.client.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { status: 'interview', note: 'Strong phone screen' },
    });
    expect(moved.statusCode).toBe(200);
    const detail = moved.json<AdminApplicationDetail>();
    expect(detail.status).toBe('interview');
    expect(detail.history).toEqual([
      expect.objectContaining({
        fromStatus: 'new',
        toStatus: 'interview',
        note: 'Strong phone screen',
        actorName: expect.stringContaining('Test'),
        createdAt: expect.any(String),
      }),
    ]);

    const mine = await seeker.client.get('/api/users/applications');
    expect(mine.json<MyApplication[]>().find((item) => item._id === applicationId)?.status).toBe(
      'interview',
    );
    // The seeker never sees the private note.
    expect(mine.body).not.toContain('Strong phone screen');

    const actions = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', applicationId)
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      'application.note_added',
      'application.received',
      'application.status_changed',
    ]);

    const fetched = await staff.client.get(`/api/admin/applications/${applicationId}`);
    expect(fetched.json<AdminApplicationDetail>().history).toHaveLength(1);
  });

  it('filters by job and status and counts per status', async () => {
    const byStatus = await staff.client.get('/api/admin/applications?status=interview');
    expect(byStatus.json<AdminApplication[]>().map((item) => item._id)).toEqual([applicationId]);
    expect(byStatus.headers['x-total-count']).toBe('1');
    const byJob = await staff.client.get(`/api/admin/applications?jobId=${jobB}&status=interview`);
    expect(byJob.json()).toEqual([]);

    const counts = await staff.client.get('/api/admin/applications/status-counts');
    expect(counts.json<ApplicationStatusCounts>()).toEqual({
      new: 1,
      reviewing: 0,
      interview: 1,
      offer: 0,
      hired: 0,
      'not-selected': 0,
    });
    const forJob = await staff.client.get(`/api/admin/applications/status-counts?jobId=${jobB}`);
    expect(forJob.json<ApplicationStatusCounts>()).toMatchObject({ new: 1, interview: 0 });
  });

  it('sends the courteous not-selected email only when the box is ticked', async () => {
    const quiet = await applyAs(t, seeker.client, 'quiet@example.com', jobB);
    const notified = await applyAs(t, seeker.client, 'told@example.com', jobA);
    const outboxTo = async (to: string) =>
      t.app.db
        .selectFrom('email_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', to)
        .execute();
    const before = (await outboxTo('quiet@example.com')).length;

    await staff.client.request('PATCH', `/api/admin/applications/${quiet}`, {
      json: { status: 'not-selected' },
    });
    expect(await outboxTo('quiet@example.com')).toHaveLength(before);

    const response = await staff.client.request('PATCH', `/api/admin/applications/${notified}`, {
      json: { status: 'not-selected', notifyApplicant: true },
    });
    expect(response.statusCode).toBe(200);
    const mails = await outboxTo('told@example.com');
    const courteous = mails.find((mail) => mail.subject === 'Your application for Medic');
    expect(courteous?.text_body).toContain('Dear Pat,');
    expect(courteous?.text_body).toContain('move forward with other');
  });

  it('rejects bad input with 400/404/409 and { error }, changing nothing', async () => {
    const before = await statusOf(applicationId);
    const cases: [string, unknown, number][] = [
      [applicationId, {}, 400],
      [applicationId, { status: 'promoted' }, 400],
      [applicationId, { note: 'x'.repeat(2001) }, 400],
      [applicationId, { note: '   ' }, 400],
      [applicationId, { status: 'hired', notifyApplicant: true }, 400],
      [applicationId, { status: 'hired', notifyApplicant: 'yes' }, 400],
      ['00000000-0000-7000-8000-000000000000', { status: 'hired' }, 404],
      ['not-a-uuid', { status: 'hired' }, 404],
      [applicationId, { status: before }, 409],
    ];
    for (const [id, json, status] of cases) {
      const response = await staff.client.request('PATCH', `/api/admin/applications/${id}`, {
        json,
      });
      expect(response.statusCode, JSON.stringify(json)).toBe(status);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    expect(await statusOf(applicationId)).toBe(before);
    const events = await t.app.db
      .selectFrom('application_events')
      .select('id')
      .where('application_id', '=', applicationId)
      .execute();
    expect(events).toHaveLength(1);

    const badFilter = await staff.client.get('/api/admin/applications?status=promoted');
    expect(badFilter.statusCode).toBe(400);
    const missing = await staff.client.get(
      '/api/admin/applications/00000000-0000-7000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('a note alone keeps the status; staff only; CSRF checked', async () => {
    const noted = await staff.client.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { note: 'Called back, left a message' },
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json<AdminApplicationDetail>()).toMatchObject({ status: 'interview' });
    expect(noted.json<AdminApplicationDetail>().history[0]).toMatchObject({
      fromStatus: null,
      toStatus: null,
      note: 'Called back, left a message',
    });

    const asSeeker = await seeker.client.request(
      'PATCH',
      `/api/admin/applications/${applicationId}`,
      { json: { status: 'hired' } },
    );
    expect(asSeeker.statusCode).toBe(403);
    const noCsrf = await staff.client.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { status: 'hired' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await statusOf(applicationId)).toBe('interview');
  });
});
