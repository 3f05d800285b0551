import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@staffing/shared/application-schemas';
import type { AdminFailedEmail } from '@staffing/shared/outbox-schemas';
import { enqueueEmail, OUTBOX_MAX_ATTEMPTS } from '../src/modules/email/outbox-repository.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

describe('admin outbox: emails that failed for good', () => {
  const t = useTestApp();

  // A message as the worker leaves it after its last attempt.
  async function failedEmail(subject: string, to = 'someone@example.com'): Promise<string> {
    const id = await enqueueEmail(t.app.db, { to, subject, text: 'Body' });
    await t.app.db
      .updateTable('email_outbox')
      .set({
        status: 'failed',
        attempts: OUTBOX_MAX_ATTEMPTS,
        last_error: '550 5.1.1 mailbox unavailable',
      })
      .where('id', '=', id)
      .execute();
    return id;
  }
  const statusOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('email_outbox')
        .select(['status', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('is for admins only', async () => {
    const id = await failedEmail('Private');
    const visitor = new TestClient(t.app);
    const { client: user } = await loggedInClient(t.app, 'user');
    expect((await visitor.get('/api/admin/outbox')).statusCode).toBe(401);
    expect((await user.get('/api/admin/outbox')).statusCode).toBe(403);
    expect((await visitor.post(`/api/admin/outbox/${id}/retry`)).statusCode).toBe(401);
    expect((await user.post(`/api/admin/outbox/${id}/discard`)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('failed');
  });

  it('lists failed emails newest first with their last error, not pending or sent ones', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    await enqueueEmail(t.app.db, { to: 'pending@example.com', subject: 'Pending', text: 'x' });
    const older = await failedEmail('Older failure');
    const newer = await failedEmail('Newer failure', 'newer@example.com');
    const response = await admin.get('/api/admin/outbox?limit=200');
    expect(response.statusCode).toBe(200);
    const emails = response.json<AdminFailedEmail[]>();
    const ids = emails.map((email) => email._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(emails.some((email) => email.subject === 'Pending')).toBe(false);
    expect(emails.find((email) => email._id === newer)).toMatchObject({
      to: 'newer@example.com',
      subject: 'Newer failure',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: '550 5.1.1 mailbox unavailable',
    });
    expect(Number(response.headers['x-total-count'])).toBe(emails.length);
    expect((await admin.get('/api/admin/outbox?limit=0')).json()).toMatchObject({
      error: expect.any(String) as string,
    });
  });

  it('retries a failed email: it goes back to the queue and the worker sends it', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const id = await failedEmail('Retry me');
    const response = await admin.post(`/api/admin/outbox/${id}/retry`);
    expect(response.statusCode).toBe(204);
    const row = await t.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lease_until: null });
    // The real worker (writing .eml files, as without SMTP) delivers it on its next pass.
    await t.app.mailer.deliverDue();
    expect(await statusOf(id)).toBe('sent');
    // Retrying again is a conflict, and changes nothing.
    const again = await admin.post(`/api/admin/outbox/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This email is no longer in the failed list.' });
    expect(await statusOf(id)).toBe('sent');

    const activity = (await admin.get('/api/admin/activity')).json<ActivityEntry[]>();
    expect(activity[0]).toMatchObject({ action: 'email.retried', link: '/admin/outbox' });
    expect(activity[0]?.summary).toContain('Retry me');
  });

  it('discards a failed email: it leaves the list and is never sent', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const id = await failedEmail('Discard me');
    expect((await admin.post(`/api/admin/outbox/${id}/discard`)).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('discarded');
    const listed = (await admin.get('/api/admin/outbox?limit=200')).json<AdminFailedEmail[]>();
    expect(listed.some((email) => email._id === id)).toBe(false);
    await t.app.mailer.deliverDue();
    expect(await statusOf(id)).toBe('discarded');
    expect((await admin.post(`/api/admin/outbox/${id}/retry`)).statusCode).toBe(409);
    const activity = (await admin.get('/api/admin/activity')).json<ActivityEntry[]>();
    expect(activity[0]).toMatchObject({ action: 'email.discarded' });
  });

  it('answers 404 for unknown or malformed ids and 403 without the CSRF token', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const unknown = await admin.post(
      '/api/admin/outbox/0190c2a4-0000-7000-8000-000000000000/retry',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Email not found.' });
    expect((await admin.post('/api/admin/outbox/not-an-id/discard')).statusCode).toBe(404);
    const id = await failedEmail('Needs CSRF');
    const forged = await admin.post(`/api/admin/outbox/${id}/retry`, {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('failed');
  });
});
