import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  type MyApplication,
  type SavedJob,
} from '@staffing/shared/account-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

describe('saved jobs', () => {
  const t = useTestApp();
  let openId = '';
  let otherId = '';
  let closedId = '';
  beforeAll(async () => {
    [openId, otherId, closedId] = (await seedJobs(t.app, [
      { title: 'Welder' },
      { title: 'Electrician' },
      { title: 'Crane Operator' },
    ])) as [string, string, string];
  });

  const savedRows = async (userId: string) =>
    t.app.db.selectFrom('saved_jobs').select('job_id').where('user_id', '=', userId).execute();

  it('saves (201), saves again idempotently (200), lists newest first, and unsaves (204)', async () => {
    const { client, user } = await loggedInClient(t.app);
    const first = await client.request('PUT', `/api/users/saved-jobs/${openId}`);
    expect(first.statusCode).toBe(201);
    expect(first.json<SavedJob>()).toMatchObject({ open: true, job: { _id: openId } });
    const again = await client.request('PUT', `/api/users/saved-jobs/${openId}`);
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await client.request('PUT', `/api/users/saved-jobs/${otherId}`)).statusCode).toBe(201);

    const list = await client.get('/api/users/saved-jobs');
    expect(list.statusCode).toBe(200);
    expect(list.json<SavedJob[]>().map((saved) => saved.job.overview.title)).toEqual([
      'Electrician',
      'Welder',
    ]);

    const removed = await client.request('DELETE', `/api/users/saved-jobs/${openId}`);
    expect(removed.statusCode).toBe(204);
    expect(await savedRows(user.id)).toEqual([{ job_id: otherId }]);
    const gone = await client.request('DELETE', `/api/users/saved-jobs/${openId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: ACCOUNT_MESSAGES.jobNotSaved });
  });

  it('marks a saved job that closed later as closed, and refuses to newly save a closed job (409)', async () => {
    const { client, user } = await loggedInClient(t.app);
    await client.request('PUT', `/api/users/saved-jobs/${closedId}`);
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'closed' })
      .where('id', '=', closedId)
      .execute();
    const list = await client.get('/api/users/saved-jobs');
    expect(list.json<SavedJob[]>()).toEqual([
      expect.objectContaining({ open: false, job: expect.objectContaining({ _id: closedId }) }),
    ]);

    const other = await loggedInClient(t.app);
    const refused = await other.client.request('PUT', `/api/users/saved-jobs/${closedId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MESSAGES.positionClosed });
    expect(await savedRows(other.user.id)).toEqual([]);
    expect(await savedRows(user.id)).toHaveLength(1);
  });

  it('answers 404 with { error } for unknown and malformed job ids, changing nothing', async () => {
    const { client, user } = await loggedInClient(t.app);
    for (const id of ['00000000-0000-7000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await client.request(
        'PUT',
        `/api/users/saved-jobs/${encodeURIComponent(id)}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.jobNotFound });
    }
    expect(await savedRows(user.id)).toEqual([]);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/users/saved-jobs')).statusCode).toBe(401);
    expect((await anonymous.request('PUT', `/api/users/saved-jobs/${openId}`)).statusCode).toBe(
      401,
    );
    const { client, user } = await loggedInClient(t.app);
    const noCsrf = await client.request('PUT', `/api/users/saved-jobs/${openId}`, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(await savedRows(user.id)).toEqual([]);
  });

  it('a deleted job leaves the saved list', async () => {
    const [doomed] = (await seedJobs(t.app, [{ title: 'Temporary Role' }])) as [string];
    const { client } = await loggedInClient(t.app);
    await client.request('PUT', `/api/users/saved-jobs/${doomed}`);
    await t.app.db.deleteFrom('jobs').where('id', '=', doomed).execute();
    expect((await client.get('/api/users/saved-jobs')).json()).toEqual([]);
  });
});

describe('my applications', () => {
  const t = useTestApp();

  it('lists the signed-in user’s applications newest first with job link, resume and status', async () => {
    const [openId, closingId] = (await seedJobs(t.app, [
      { title: 'Dispatcher' },
      { title: 'Courier' },
    ])) as [string, string];
    const { client, user } = await loggedInClient(t.app);
    const apply = (jobId: string, name: string) =>
      client.multipart(
        'POST',
        '/api/email/quick-apply',
        { firstName: 'Test', lastName: 'User', email: user.email, jobId },
        pdfFile(undefined, name),
      );
    expect((await apply(closingId, 'first.pdf')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await apply(openId, 'second.pdf')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const salesRep = await client.multipart(
      'POST',
      '/api/email/sales-rep-apply',
      { firstName: 'Test', lastName: 'User', email: user.email },
      pdfFile(undefined, 'third.pdf'),
    );
    expect(salesRep.statusCode).toBe(201);
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'filled' })
      .where('id', '=', closingId)
      .execute();

    // Someone else's application is not listed.
    const other = await loggedInClient(t.app);
    await other.client.multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Other', lastName: 'Person', email: other.user.email, jobId: openId },
      pdfFile(),
    );

    const response = await client.get('/api/users/applications');
    expect(response.statusCode).toBe(200);
    const list = response.json<MyApplication[]>();
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'sales-rep',
        jobTitle: 'Sales Representative',
        jobLink: '/sales-rep',
        resume: { name: 'third.pdf' },
        status: 'new',
      }),
      expect.objectContaining({
        kind: 'job',
        jobId: openId,
        jobTitle: 'Dispatcher',
        jobLink: `/jobs/${openId}`,
        resume: { name: 'second.pdf' },
      }),
      expect.objectContaining({ jobId: closingId, jobTitle: 'Courier', jobLink: null }),
    ]);
  });

  it('needs a session (401)', async () => {
    const response = await new TestClient(t.app).get('/api/users/applications');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.notLoggedIn });
  });
});
