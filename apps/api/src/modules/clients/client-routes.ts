import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENT_MESSAGES, type ClientHome } from '@staffing/shared/client-schemas';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { clientShortlistsRoutes } from '../shortlists/client-shortlists-routes.ts';
import { presentClientOrder } from './client-presenter.ts';
import {
  findClientCompany,
  findClientContactOfUser,
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
    const orders = await listCompanyOrders(app.db, company.id);
    return {
      company: { _id: company.id, name: company.name, industry: company.industry },
      contact: { _id: contact.id, name: contact.name, email: contact.email },
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

  await app.register(clientShortlistsRoutes);
};
