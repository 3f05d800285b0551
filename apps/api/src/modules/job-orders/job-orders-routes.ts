import type { FastifyPluginAsync } from 'fastify';
import { HONEYPOT_FIELD } from '@staffing/shared/constants';
import {
  JOB_ORDER_MESSAGES,
  jobOrderRequestSchema,
  type JobOrderAnswer,
} from '@staffing/shared/job-order-schemas';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { jobOrderEmails } from './job-order-emails.ts';
import { insertJobOrder } from './job-orders-repository.ts';

// POST /api/job-orders: the "Request staff" form of /find-talent and its industry pages.
// Rate-limited like the contact form; CSRF is checked by the plugin for every POST. The order,
// its first history event, both emails and the activity entry are one transaction, so a 201
// always means all of it is stored and a 400 means none of it is.
export const jobOrdersRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  app.post('/', { config: formLimit }, async (request, reply) => {
    const { [HONEYPOT_FIELD]: honeypot, ...order } = parseOrThrow(
      jobOrderRequestSchema,
      request.body,
    );
    const answer: JobOrderAnswer = { message: JOB_ORDER_MESSAGES.received };
    // Bots that fill the invisible field get the same answer and leave no trace.
    if (honeypot) return reply.code(201).send(answer);
    await app.db.transaction().execute(async (trx) => {
      const id = await insertJobOrder(trx, order);
      for (const email of jobOrderEmails(app.config, { ...order, id })) {
        await enqueueEmail(trx, email);
      }
      await logActivity(trx, {
        actorUserId: request.user?.id ?? null,
        action: 'job_order.received',
        subjectType: 'job_order',
        subjectId: id,
        summary: `${order.company} asked for ${order.headcount} × “${order.position}”`,
      });
    });
    return reply.code(201).send(answer);
  });
};
