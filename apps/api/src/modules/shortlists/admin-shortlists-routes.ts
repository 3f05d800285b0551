import type { FastifyPluginAsync } from 'fastify';
import { INTERVIEW_MESSAGES } from '@staffing/shared/interview-schemas';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import {
  SHORTLIST_MESSAGES,
  shortlistAddSchema,
  type ShortlistEntry,
} from '@staffing/shared/shortlist-schemas';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { findCandidate } from '../candidates/candidates-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { cancelUpcomingInterviewsOfEntry } from '../interviews/interview-scheduling.ts';
import { findJobOrder } from '../job-orders/job-orders-repository.ts';
import { consentRequestEmail } from './shortlist-emails.ts';
import { presentShortlistEntry } from './shortlist-presenter.ts';
import {
  deleteShortlistEntry,
  findShortlistEntry,
  insertShortlistEntry,
  isOnShortlist,
  listCandidateShortlists,
  listOrderShortlist,
  renewConsentToken,
} from './shortlists-repository.ts';

// Orders that ended take nobody new.
const CLOSED = new Set(['filled', 'cancelled', 'lost']);

// An order's shortlist, /api/admin/orders/:id/shortlist (and one entry's removal,
// /api/admin/orders/:id/shortlist/:entryId), and a candidate's shortlists,
// /api/admin/candidates/:id/shortlists. Registered inside adminRoutes, so the staff check
// covers them.
export const adminShortlistsRoutes: FastifyPluginAsync = async (app) => {
  async function orderOrThrow(id: string) {
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    return order;
  }

  app.get('/orders/:id/shortlist', async (request): Promise<ShortlistEntry[]> => {
    const { id } = request.params as { id: string };
    const order = await orderOrThrow(id);
    return (await listOrderShortlist(app.db, order.id)).map(presentShortlistEntry);
  });

  // Adds the candidate with a pitch and asks them, by email, whether their profile may be
  // shared with the order's company. Nothing is shared before their yes.
  app.post('/orders/:id/shortlist', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const input = parseOrThrow(shortlistAddSchema, request.body);
    const order = await orderOrThrow(id);
    const candidate = isUuid(input.candidateId)
      ? await findCandidate(app.db, input.candidateId)
      : undefined;
    if (!candidate) throw notFound(SHORTLIST_MESSAGES.candidateNotFound);
    if (CLOSED.has(order.status)) throw conflict(SHORTLIST_MESSAGES.orderClosed);
    if (await isOnShortlist(app.db, order.id, candidate.id)) {
      throw conflict(SHORTLIST_MESSAGES.alreadyListed);
    }
    const by = { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email };
    const token = randomToken();
    const entryId = await app.db.transaction().execute(async (trx) => {
      const newEntryId = await insertShortlistEntry(trx, {
        orderId: order.id,
        candidateId: candidate.id,
        pitch: input.pitch,
        addedBy: by,
        tokenHash: sha256(token),
      });
      const entry = await findShortlistEntry(trx, newEntryId);
      if (!entry) throw notFound(SHORTLIST_MESSAGES.notFound);
      await enqueueEmail(trx, consentRequestEmail(app.config, entry, input.pitch, token));
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'shortlist.added',
        subjectType: 'candidate',
        subjectId: candidate.id,
        summary: `${by.name} shortlisted ${entry.candidateName} for ${entry.company}'s order (“${order.position}”) and asked for their consent`,
      });
      return newEntryId;
    });
    const entry = await findShortlistEntry(app.db, entryId);
    if (!entry) throw notFound(SHORTLIST_MESSAGES.notFound);
    return reply.code(201).send(presentShortlistEntry(entry));
  });

  // Takes a candidate off the shortlist. The client stops seeing them with the same request
  // (the share is the entry); a candidate who had said yes gets no email about it, since
  // nothing more of theirs is shared. Their interviews on the order still to come are
  // cancelled first, as a withdrawal cancels them (METHOD:CANCEL to the candidate and the
  // client, the owner told), before the entry takes them along. The activity log keeps the
  // lines the entry's history loses.
  app.delete('/orders/:id/shortlist/:entryId', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id, entryId } = request.params as { id: string; entryId: string };
    const order = await orderOrThrow(id);
    const entry = isUuid(entryId) ? await findShortlistEntry(app.db, entryId) : undefined;
    if (entry?.orderId !== order.id) throw notFound(SHORTLIST_MESSAGES.notFound);
    const by = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
    await app.db.transaction().execute(async (trx) => {
      await cancelUpcomingInterviewsOfEntry(
        trx,
        app.config,
        entry.id,
        { id: actor.id, name: by },
        INTERVIEW_MESSAGES.candidateRemoved,
      );
      if (!(await deleteShortlistEntry(trx, entry.id))) throw notFound(SHORTLIST_MESSAGES.notFound);
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'shortlist.removed',
        subjectType: 'candidate',
        subjectId: entry.candidateId,
        summary: `${by} removed ${entry.candidateName} from ${entry.company}'s shortlist (“${order.position}”)${
          entry.consent === 'granted' ? '; the client no longer sees them' : ''
        }`,
      });
    });
    return reply.code(204).send();
  });

  // Asks a candidate who has not answered once more, with the same pitch, in a new mail whose
  // links carry a new token (the first mail's links keep working). Only while their answer is
  // pending and the order open: 409 otherwise.
  app.post('/orders/:id/shortlist/:entryId/resend', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id, entryId } = request.params as { id: string; entryId: string };
    parseOrThrow(emptyBodySchema, request.body);
    const order = await orderOrThrow(id);
    const entry = isUuid(entryId) ? await findShortlistEntry(app.db, entryId) : undefined;
    if (entry?.orderId !== order.id) throw notFound(SHORTLIST_MESSAGES.notFound);
    if (CLOSED.has(order.status)) throw conflict(SHORTLIST_MESSAGES.orderClosed);
    if (entry.consent !== 'pending') throw conflict(SHORTLIST_MESSAGES.notPending);
    const by = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
    const token = randomToken();
    await app.db.transaction().execute(async (trx) => {
      if (!(await renewConsentToken(trx, entry.id, sha256(token), by))) {
        throw conflict(SHORTLIST_MESSAGES.notPending);
      }
      await enqueueEmail(trx, consentRequestEmail(app.config, entry, entry.pitch, token));
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'shortlist.consent_asked_again',
        subjectType: 'candidate',
        subjectId: entry.candidateId,
        summary: `${by} asked ${entry.candidateName} again whether their profile may go to ${entry.company} (“${order.position}”)`,
      });
    });
    const updated = await findShortlistEntry(app.db, entry.id);
    if (!updated) throw notFound(SHORTLIST_MESSAGES.notFound);
    return presentShortlistEntry(updated);
  });

  app.get('/candidates/:id/shortlists', async (request): Promise<ShortlistEntry[]> => {
    const { id } = request.params as { id: string };
    const candidate = isUuid(id) ? await findCandidate(app.db, id) : undefined;
    if (!candidate) throw notFound(SHORTLIST_MESSAGES.candidateNotFound);
    return (await listCandidateShortlists(app.db, [candidate.id])).map(presentShortlistEntry);
  });
};
