import type { FastifyPluginAsync } from 'fastify';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import {
  PLACEMENT_MESSAGES,
  placementCreateSchema,
  type OrderIndustryStats,
  type Placement,
} from '@staffing/shared/placement-schemas';
import { SHORTLIST_MESSAGES } from '@staffing/shared/shortlist-schemas';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { changeApplication } from '../applications/hiring-pipeline-repository.ts';
import { countPlacementOnOrder, findJobOrder } from '../job-orders/job-orders-repository.ts';
import { findShortlistEntry } from '../shortlists/shortlists-repository.ts';
import { presentPlacement } from './placement-presenter.ts';
import {
  findOrderApplication,
  insertPlacement,
  isPlaced,
  listOrderPlacements,
  orderStatsByIndustry,
} from './placements-repository.ts';
import { parseApplicationStatus } from '../applications/applications-repository.ts';

const CLOSED = new Set(['filled', 'cancelled', 'lost']);

// An order's placements, /api/admin/orders/:id/placements, and the dashboard's order figures
// per industry, /api/admin/insights/orders-by-industry. Registered inside adminRoutes, so the
// staff check covers them.
export const adminPlacementsRoutes: FastifyPluginAsync = async (app) => {
  async function orderOrThrow(id: string) {
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    return order;
  }

  app.get('/orders/:id/placements', async (request): Promise<Placement[]> => {
    const { id } = request.params as { id: string };
    const order = await orderOrThrow(id);
    return (await listOrderPlacements(app.db, order.id)).map(presentPlacement);
  });

  // Hires a shared candidate: the placement, the candidate's application to the order's job
  // moved to Hired (with its history entry), and one more filled on the order, which becomes
  // filled at its headcount. All in one transaction, so none happens without the others.
  app.post('/orders/:id/placements', async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const input = parseOrThrow(placementCreateSchema, request.body);
    const order = await orderOrThrow(id);
    const entry = isUuid(input.entryId)
      ? await findShortlistEntry(app.db, input.entryId)
      : undefined;
    if (entry?.orderId !== order.id) throw notFound(SHORTLIST_MESSAGES.notFound);
    if (entry.consent !== 'granted') throw conflict(PLACEMENT_MESSAGES.notShared);
    if (await isPlaced(app.db, order.id, entry.candidateId)) {
      throw conflict(PLACEMENT_MESSAGES.alreadyPlaced);
    }
    if (CLOSED.has(order.status)) throw conflict(PLACEMENT_MESSAGES.orderClosed);
    const by = { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email };
    const placementId = await app.db.transaction().execute(async (trx) => {
      let newId: string;
      try {
        newId = await insertPlacement(trx, {
          orderId: order.id,
          entryId: entry.id,
          candidateId: entry.candidateId,
          candidateName: entry.candidateName,
          startDate: input.startDate,
          payRateCents: Math.round(input.payRate * 100),
          billRateCents: input.billRate === undefined ? null : Math.round(input.billRate * 100),
          placedBy: by,
        });
      } catch {
        // The unique index: someone placed the same candidate a moment ago.
        throw conflict(PLACEMENT_MESSAGES.alreadyPlaced);
      }
      if (!(await countPlacementOnOrder(trx, order.id, by))) {
        throw conflict(PLACEMENT_MESSAGES.orderClosed);
      }
      const application = await findOrderApplication(trx, entry.candidateId, order.jobId);
      if (application && application.status !== 'hired') {
        await changeApplication(trx, {
          id: application.id,
          fromStatus: parseApplicationStatus(application.status),
          toStatus: 'hired',
          note: `Placed on ${entry.company}'s order (“${order.position}”), starting ${input.startDate}`,
          actorUserId: actor.id,
          actorName: by.name,
        });
      }
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'placement.created',
        subjectType: 'job_order',
        subjectId: order.id,
        summary: `${by.name} placed ${entry.candidateName} on ${entry.company}'s order (“${order.position}”), starting ${input.startDate}`,
      });
      return newId;
    });
    const placement = (await listOrderPlacements(app.db, order.id)).find(
      (record) => record.id === placementId,
    );
    if (!placement) throw notFound(SHORTLIST_MESSAGES.notFound);
    return reply.code(201).send(presentPlacement(placement));
  });

  app.get('/insights/orders-by-industry', async (): Promise<OrderIndustryStats[]> =>
    orderStatsByIndustry(app.db),
  );
};
