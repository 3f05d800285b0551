import type { FastifyPluginAsync } from 'fastify';
import {
  CLIENT_MESSAGES,
  clientCompanyChangeSchema,
  clientCompanyFieldsSchema,
  clientContactFieldsSchema,
  clientListQuerySchema,
  orderClientLinkSchema,
  type ClientCompanyDetail,
  type ClientContact,
  type ClientList,
  type OrderClient,
} from '@staffing/shared/client-schemas';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { findJobOrder } from '../job-orders/job-orders-repository.ts';
import type { UserRecord } from '../users/users-repository.ts';
import { invitationEmail } from './client-invitation-email.ts';
import { presentCompanyDetail, presentCompanySummary, presentContact } from './client-presenter.ts';
import {
  domainOf,
  findClientCompany,
  findClientContact,
  findClientContactByEmail,
  findCompanyMatches,
  findOrderClientIds,
  insertClientCompany,
  insertClientContact,
  insertInvitation,
  linkOrderToClient,
  listClientCompanies,
  listCompanyContacts,
  listCompanyOrders,
  updateClientCompany,
} from './clients-repository.ts';

// Addresses anyone can have: a shared domain says nothing about the company, so it never
// suggests one.
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'comcast.net',
]);

const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

// Client companies and their contacts: /api/admin/clients, and an order's client under
// /api/admin/orders/:id/client. Registered inside adminRoutes, so the staff check covers it.
export const adminClientsRoutes: FastifyPluginAsync = async (app) => {
  async function companyOrThrow(id: string) {
    const company = isUuid(id) ? await findClientCompany(app.db, id) : undefined;
    if (!company) throw notFound(CLIENT_MESSAGES.notFound);
    return company;
  }

  async function companyDetail(id: string): Promise<ClientCompanyDetail> {
    const company = await companyOrThrow(id);
    const [contacts, orders] = await Promise.all([
      listCompanyContacts(app.db, company.id),
      listCompanyOrders(app.db, company.id),
    ]);
    return presentCompanyDetail(company, contacts, orders);
  }

  app.get('/clients', async (request): Promise<ClientList> => {
    const query = parseOrThrow(clientListQuerySchema, request.query);
    const companies = await listClientCompanies(app.db, { q: query.q });
    return { clients: companies.map(presentCompanySummary) };
  });

  app.post('/clients', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const fields = parseOrThrow(clientCompanyFieldsSchema, request.body);
    const id = await app.db.transaction().execute(async (trx) => {
      const companyId = await insertClientCompany(trx, fields);
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'client.created',
        subjectType: 'client_company',
        subjectId: companyId,
        summary: `${nameOf(actor)} added the client company ${fields.name}`,
      });
      return companyId;
    });
    return reply.code(201).send(await companyDetail(id));
  });

  app.get('/clients/:id', async (request) => {
    const { id } = request.params as { id: string };
    return companyDetail(id);
  });

  app.patch('/clients/:id', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const change = parseOrThrow(clientCompanyChangeSchema, request.body);
    const company = await companyOrThrow(id);
    await app.db.transaction().execute(async (trx) => {
      await updateClientCompany(trx, company.id, change);
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'client.updated',
        subjectType: 'client_company',
        subjectId: company.id,
        summary: `${nameOf(actor)} changed the client company ${change.name ?? company.name}`,
      });
    });
    return companyDetail(company.id);
  });

  app.post('/clients/:id/contacts', async (request, reply): Promise<ClientContact> => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const fields = parseOrThrow(clientContactFieldsSchema, request.body);
    const company = await companyOrThrow(id);
    if (await findClientContactByEmail(app.db, fields.email)) {
      throw conflict(CLIENT_MESSAGES.contactTaken);
    }
    const contactId = await app.db.transaction().execute(async (trx) => {
      const newId = await insertClientContact(trx, company.id, fields);
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'client.contact_added',
        subjectType: 'client_company',
        subjectId: company.id,
        summary: `${nameOf(actor)} added ${fields.name} as a contact of ${company.name}`,
      });
      return newId;
    });
    const contact = await findClientContact(app.db, contactId);
    if (!contact) throw notFound(CLIENT_MESSAGES.contactNotFound);
    return reply.code(201).send(presentContact(contact));
  });

  // Mails the contact a single-use link to set a password; only its hash is stored, and a new
  // invitation replaces an older one still out.
  app.post('/clients/:id/contacts/:contactId/invitation', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id, contactId } = request.params as { id: string; contactId: string };
    parseOrThrow(emptyBodySchema, request.body);
    const company = await companyOrThrow(id);
    const contact = isUuid(contactId) ? await findClientContact(app.db, contactId) : undefined;
    if (contact?.companyId !== company.id) throw notFound(CLIENT_MESSAGES.contactNotFound);
    if (contact.userId) throw conflict(CLIENT_MESSAGES.alreadyActive);
    const token = randomToken();
    await app.db.transaction().execute(async (trx) => {
      await insertInvitation(trx, contact.id, sha256(token));
      await enqueueEmail(trx, invitationEmail(app.config, contact, company.name, token));
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'client.contact_invited',
        subjectType: 'client_company',
        subjectId: company.id,
        summary: `${nameOf(actor)} invited ${contact.name} of ${company.name} to a client account`,
      });
    });
    const invited = await findClientContact(app.db, contact.id);
    if (!invited) throw notFound(CLIENT_MESSAGES.contactNotFound);
    return reply.code(201).send(presentContact(invited));
  });

  async function orderOrThrow(id: string) {
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    return order;
  }

  async function orderClient(orderId: string): Promise<OrderClient> {
    const order = await orderOrThrow(orderId);
    const ids = await findOrderClientIds(app.db, order.id);
    const company = ids?.companyId ? await findClientCompany(app.db, ids.companyId) : undefined;
    const contact = ids?.contactId ? await findClientContact(app.db, ids.contactId) : undefined;
    const suggestions = company
      ? []
      : await findCompanyMatches(
          app.db,
          { email: order.email, company: order.company },
          PUBLIC_MAIL_DOMAINS,
        );
    return {
      company: company ? presentCompanySummary(company) : null,
      contact: contact ? presentContact(contact) : null,
      suggestions: suggestions.map((match) => ({
        company: presentCompanySummary(match.company),
        reason: match.reason,
      })),
    };
  }

  app.get('/orders/:id/client', async (request) => {
    const { id } = request.params as { id: string };
    return orderClient(id);
  });

  // Links the order to a client company, an existing one or one made from the sender; the
  // sender becomes one of its contacts unless their address is one already.
  app.put('/orders/:id/client', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const link = parseOrThrow(orderClientLinkSchema, request.body);
    const order = await orderOrThrow(id);
    if ('companyId' in link && !isUuid(link.companyId)) {
      throw badRequest(CLIENT_MESSAGES.notFound, { companyId: CLIENT_MESSAGES.notFound });
    }
    const existing = 'companyId' in link ? await companyOrThrow(link.companyId) : undefined;
    const senderContact = await findClientContactByEmail(app.db, order.email);
    if (senderContact && existing && senderContact.companyId !== existing.id) {
      throw conflict(CLIENT_MESSAGES.contactTaken);
    }
    if (senderContact && !existing) throw conflict(CLIENT_MESSAGES.contactTaken);
    await app.db.transaction().execute(async (trx) => {
      let companyId: string;
      let companyName: string;
      if (existing) {
        companyId = existing.id;
        companyName = existing.name;
      } else if ('newCompany' in link) {
        const fields = link.newCompany;
        const domain = domainOf(order.email);
        companyId = await insertClientCompany(trx, {
          ...fields,
          emailDomain: fields.emailDomain ?? (PUBLIC_MAIL_DOMAINS.has(domain) ? undefined : domain),
        });
        companyName = fields.name;
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'client.created',
          subjectType: 'client_company',
          subjectId: companyId,
          summary: `${nameOf(actor)} added the client company ${fields.name} from an order`,
        });
      } else {
        throw notFound(CLIENT_MESSAGES.notFound);
      }
      const contactId =
        senderContact?.id ??
        (await insertClientContact(trx, companyId, {
          name: order.contactName,
          email: order.email,
          phone: order.phone,
        }));
      await linkOrderToClient(
        trx,
        order.id,
        { companyId, contactId },
        {
          actorId: actor.id,
          actorName: nameOf(actor),
          text: `Linked to the client ${companyName}`,
        },
      );
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job_order.client_linked',
        subjectType: 'job_order',
        subjectId: order.id,
        summary: `${nameOf(actor)} linked ${order.company}'s order (“${order.position}”) to the client ${companyName}`,
      });
    });
    return orderClient(order.id);
  });
};
