import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminOutboxQuerySchema } from '@staffing/shared/outbox-schemas';
import { conflict } from '../../lib/http-errors.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import {
  discardFailedNotification,
  listFailedNotifications,
  retryFailedNotification,
} from '../search-engines/notifications-repository.ts';
import { presentFailedNotification } from '../search-engines/notifications-presenter.ts';

// Only the failed ones are for staff: pending and sent rows are the queue's own business.
const querySchema = adminOutboxQuerySchema.extend({
  status: z.literal('failed').default('failed'),
});

const NO_LONGER_FAILED = 'This notification is no longer in the failed list.';

// Search-engine notifications that kept failing (an engine refusing the key, Google's quota
// or ownership), beside the failed emails, with a retry once the cause is fixed and a discard
// for what no longer matters. Registered in adminRoutes' admin-only scope, with the outbox.
export const adminSearchEngineRoutes: FastifyPluginAsync = async (app) => {
  app.get('/search-engine-notifications', async (request, reply) => {
    const query = parseOrThrow(querySchema, request.query);
    const { notifications, total } = await listFailedNotifications(app.db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return notifications.map(presentFailedNotification);
  });

  app.post('/search-engine-notifications/:id/retry', async (request, reply) => {
    parseOrThrow(emptyBodySchema, request.body);
    const { id } = request.params as { id: string };
    if (!(await retryFailedNotification(app.db, id))) throw conflict(NO_LONGER_FAILED);
    return reply.code(204).send();
  });

  app.delete('/search-engine-notifications/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await discardFailedNotification(app.db, id))) throw conflict(NO_LONGER_FAILED);
    return reply.code(204).send();
  });
};
