import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '@staffing/shared/constants';
import { CLIENT_MESSAGES, type ClientHome } from '@staffing/shared/client-schemas';
import { jobOrderRequestSchema } from '@staffing/shared/job-order-schemas';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { jobOrderEmails } from '../job-orders/job-order-emails.ts';
import { insertJobOrder } from '../job-orders/job-orders-repository.ts';
import { clientShortlistsRoutes } from '../shortlists/client-shortlists-routes.ts';
import { clientInterviewsRoutes } from '../interviews/client-interviews-routes.ts';
import { presentClientOrder } from './client-presenter.ts';
import { findClientRecruiter } from './client-recruiter.ts';
import {
  findClientCompany,
  findClientContactOfUser,
  linkOrderToClient,
  listCompanyOrders,
  type ClientCompanyRecord,
  type ClientContactRecord,
} from './clients-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    // Set by the client check for every /api/client route: the caller's contact and company.
    client: { contact: ClientContactRecord; company: ClientCompanyRecord } | null;
  }
}

// The client portal's API: /api/client, for accounts with the client role only. Everything is
// scoped to the caller's own company; another company's ids answer 404, as if they did not
// exist, so ids cannot be probed.
export const clientRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('client', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = request.user;
    if (!user) throw unauthorized();
    if (user.role !== 'client') throw forbidden(CLIENT_MESSAGES.notAContact);
    const contact = await findClientContactOfUser(app.db, user.id);
    const company = contact ? await findClientCompany(app.db, contact.companyId) : undefined;
    if (!contact || !company) throw forbidden(CLIENT_MESSAGES.notAContact);
    request.client = { contact, company };
  });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  function clientOf(request: FastifyRequest) {
    if (!request.client) throw unauthorized();
    return request.client;
  }

  app.get('/home', async (request): Promise<ClientHome> => {
    const { contact, company } = clientOf(request);
    const [orders, recruiter] = await Promise.all([
      listCompanyOrders(app.db, company.id),
      findClientRecruiter(app.db, company.id),
    ]);
    return {
      company: { _id: company.id, name: company.name, industry: company.industry },
      contact: { _id: contact.id, name: contact.name, email: contact.email },
      recruiter: recruiter && { name: recruiter.name, email: recruiter.email },
      orders: orders.map(presentClientOrder),
    };
  });

  app.get('/orders/:id', async (request) => {
    const { company } = clientOf(request);
    const { id } = request.params as { id: string };
    const order = isUuid(id)
      ? (await listCompanyOrders(app.db, company.id)).find((candidate) => candidate.id === id)
      : undefined;
    if (!order) throw notFound(CLIENT_MESSAGES.orderNotFound);
    return presentClientOrder(order);
  });

  // A new order from the portal: the public form's fields, stored, mailed and logged as the
  // public form's are, and linked to the contact's company at once (whatever the company
  // field says, the order is the company's).
  app.post('/orders', async (request, reply) => {
    const { contact, company } = clientOf(request);
    const user = request.user;
    if (!user) throw unauthorized();
    const { [HONEYPOT_FIELD]: _honeypot, ...fields } = parseOrThrow(
      jobOrderRequestSchema,
      request.body,
    );
    const order = { ...fields, company: company.name };
    const id = await app.db.transaction().execute(async (trx) => {
      const orderId = await insertJobOrder(trx, order);
      await linkOrderToClient(
        trx,
        orderId,
        { companyId: company.id, contactId: contact.id },
        {
          actorId: user.id,
          actorName: contact.name,
          text: 'Sent from the client portal',
        },
      );
      for (const email of jobOrderEmails(app.config, { ...order, id: orderId })) {
        await enqueueEmail(trx, email);
      }
      await logActivity(trx, {
        actorUserId: user.id,
        action: 'job_order.received',
        subjectType: 'job_order',
        subjectId: orderId,
        summary: `${company.name} asked for ${order.headcount} × “${order.position}” from the client portal`,
      });
      return orderId;
    });
    const created = (await listCompanyOrders(app.db, company.id)).find((row) => row.id === id);
    if (!created) throw notFound(CLIENT_MESSAGES.orderNotFound);
    return reply.code(201).send(presentClientOrder(created));
  });

  await app.register(clientShortlistsRoutes);
  await app.register(clientInterviewsRoutes);
};
