import type { FastifyPluginAsync } from 'fastify';
import { adminOutboxQuerySchema, type AdminFailedEmail } from '@staffing/shared/outbox-schemas';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import {
  discardFailedEmail,
  findFailedEmail,
  listFailedEmails,
  retryFailedEmail,
} from '../email/outbox-repository.ts';

// Emails that failed for good used to be re-queued by hand with SQL; staff now see them with
// their last error and retry or discard them here. Registered inside adminRoutes, so the admin
// check covers it.
export const adminOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', async (request, reply) => {
    const query = parseOrThrow(adminOutboxQuerySchema, request.query);
    const { emails, total } = await listFailedEmails(app.db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return emails.map((email): AdminFailedEmail => ({
      _id: email.id,
      createdAt: email.createdAt,
      to: email.to,
      subject: email.subject,
      attempts: email.attempts,
      lastError: email.lastError,
      lastAttemptAt: email.lastAttemptAt,
    }));
  });

  async function act(
    params: unknown,
    actorUserId: string,
    actorName: string,
    action: 'email.retried' | 'email.discarded',
  ) {
    const { id } = params as { id: string };
    if (!isUuid(id)) throw notFound('Email not found.');
    const exists = await app.db
      .selectFrom('email_outbox')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw notFound('Email not found.');
    await app.db.transaction().execute(async (trx) => {
      const email = await findFailedEmail(trx, id);
      const changed =
        email &&
        (action === 'email.retried'
          ? await retryFailedEmail(trx, id)
          : await discardFailedEmail(trx, id));
      // Someone else retried or discarded it a moment ago.
      if (!email || !changed) throw conflict('This email is no longer in the failed list.');
      await logActivity(trx, {
        actorUserId,
        action,
        subjectType: 'email',
        subjectId: id,
        summary: `${actorName} ${action === 'email.retried' ? 'retried' : 'discarded'} the email “${email.subject}” to ${email.to}`,
      });
    });
  }

  app.post('/outbox/:id/retry', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    await act(request.params, actor.id, `${actor.firstName} ${actor.lastName}`, 'email.retried');
    return reply.code(204).send();
  });

  app.post('/outbox/:id/discard', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    await act(request.params, actor.id, `${actor.firstName} ${actor.lastName}`, 'email.discarded');
    return reply.code(204).send();
  });
};
