import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENT_MESSAGES } from '@staffing/shared/client-schemas';
import { INTERVIEW_MESSAGES, type Interview } from '@staffing/shared/interview-schemas';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { listCompanyOrders } from '../clients/clients-repository.ts';
import { presentInterview } from './interview-presenter.ts';
import { listCompanyInterviews } from './interviews-repository.ts';

// The client portal's interviews, registered inside clientRoutes (the client check and the
// caller's company come from there):
//   GET /api/client/interviews                 the company's, by time
//   GET /api/client/orders/:id/interviews      one order's
//   GET /api/client/interviews/:id
// Only interviews of the company's own orders, of candidates who still agree to be shared
// with it; anything else answers 404 as if it did not exist.
export const clientInterviewsRoutes: FastifyPluginAsync = async (app) => {
  function companyOf(request: FastifyRequest) {
    if (!request.client) throw unauthorized();
    return request.client.company;
  }

  app.get('/interviews', async (request): Promise<Interview[]> => {
    const company = companyOf(request);
    return (await listCompanyInterviews(app.db, company.id)).map((row) =>
      presentInterview(row, 'client'),
    );
  });

  app.get('/orders/:id/interviews', async (request): Promise<Interview[]> => {
    const company = companyOf(request);
    const { id } = request.params as { id: string };
    const order = isUuid(id)
      ? (await listCompanyOrders(app.db, company.id)).find((row) => row.id === id)
      : undefined;
    if (!order) throw notFound(CLIENT_MESSAGES.orderNotFound);
    return (await listCompanyInterviews(app.db, company.id, { orderId: order.id })).map((row) =>
      presentInterview(row, 'client'),
    );
  });

  app.get('/interviews/:id', async (request): Promise<Interview> => {
    const company = companyOf(request);
    const { id } = request.params as { id: string };
    const [interview] = isUuid(id) ? await listCompanyInterviews(app.db, company.id, { id }) : [];
    if (!interview) throw notFound(INTERVIEW_MESSAGES.notFound);
    return presentInterview(interview, 'client');
  });
};
