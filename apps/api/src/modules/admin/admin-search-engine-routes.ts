import type { FastifyPluginAsync } from 'fastify';
import {
  adminOutboxQuerySchema,
  type AdminFailedNotification,
} from '@staffing/shared/outbox-schemas';
import { conflict } from '../../lib/http-errors.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import {
  listFailedNotifications,
  retryFailedNotification,
} from '../search-engines/notifications-repository.ts';

// Search-engine notifications that kept failing (an engine refusing the key, Google's quota
// or ownership), beside the failed emails, with a retry once the cause is fixed. Registered in
// adminRoutes' admin-only scope, with the outbox.
export const adminSearchEngineRoutes: FastifyPluginAsync = async (app) => {
  app.get('/search-engine-notifications', async (request, reply) => {
    const query = parseOrThrow(adminOutboxQuerySchema, request.query);
    const { notifications, total } = await listFailedNotifications(app.db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return notifications.map(
      (notification): AdminFailedNotification => ({
        _id: notification.id,
        engine: notification.engine,
        url: notification.url,
        kind: notification.kind,
        attempts: notification.attempts,
        lastError: notification.lastError,
        createdAt: notification.createdAt,
      }),
    );
  });

  app.post('/search-engine-notifications/:id/retry', async (request, reply) => {
    parseOrThrow(emptyBodySchema, request.body);
    const { id } = request.params as { id: string };
    if (!(await retryFailedNotification(app.db, id))) {
      throw conflict('This notification is no longer in the failed list.');
    }
    return reply.code(204).send();
  });
};
