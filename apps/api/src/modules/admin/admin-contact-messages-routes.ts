import type { FastifyPluginAsync } from 'fastify';
import {
  adminApplicationsQuerySchema,
  type AdminContactMessage,
} from '@staffing/shared/application-schemas';
import { parseOrThrow } from '../../lib/validate.ts';
import { listContactMessages } from '../contact/contact-repository.ts';

// What visitors sent through the contact form. Registered inside adminRoutes, so the admin
// check covers it.
export const adminContactMessagesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/contact-messages', async (request, reply) => {
    const query = parseOrThrow(
      adminApplicationsQuerySchema.pick({ page: true, limit: true }),
      request.query,
    );
    const { messages, total } = await listContactMessages(app.db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return messages.map((message): AdminContactMessage => ({
      _id: message.id,
      createdAt: message.createdAt,
      email: message.email,
      country: message.country,
      purpose: message.purpose,
      positions: message.positions,
      ...(message.comments ? { comments: message.comments } : {}),
    }));
  });
};
