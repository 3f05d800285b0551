import type { FastifyPluginAsync } from 'fastify';
import {
  JOB_ORDER_MESSAGES,
  JOB_ORDER_STATUS_LABELS,
  canMoveJobOrder,
  jobOrderChangeSchema,
  jobOrderListQuerySchema,
  type JobOrderList,
  type JobOrderOwner,
} from '@staffing/shared/job-order-schemas';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { createResultCache } from '../../lib/result-cache.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { listApplications } from '../applications/applications-repository.ts';
import { findJob } from '../jobs/job-writes.ts';
import { presentJobOrderDetail, presentJobOrderSummary } from './job-order-presenter.ts';
import {
  addJobOrderNote,
  findJobOrder,
  jobOrdersVersion,
  listJobOrderEvents,
  listJobOrders,
  listStaffOwners,
  moveJobOrder,
  setJobOrderFilled,
  setJobOrderOwner,
} from './job-orders-repository.ts';

// The applications a linked job shows on its order (newest first; the full list is on
// /admin/applications?jobId=…).
const ORDER_APPLICATIONS_LIMIT = 100;

// The order board: /api/admin/orders. Registered inside adminRoutes, so the staff check
// covers it (recruiters and admins).
export const adminOrdersRoutes: FastifyPluginAsync = async (app) => {
  // A list's total counts every matching order: at 100,000 orders, 60 ms of PostgreSQL for
  // the whole board and 200 ms for open orders of one industry, against a page read in well
  // under a millisecond. Staff page, sort and come back to the same list, so its total is
  // shared for SEARCH_COUNT_CACHE_MS (as the job board's and the talent pool's are, ADR 0010),
  // keyed by the filters and the board's version (jobOrdersVersion): any change to an order,
  // through any instance, makes the next request count afresh.
  const totals = createResultCache<number>({ ttlMs: app.config.searchCountCacheMs });

  app.get('/orders', async (request): Promise<JobOrderList> => {
    const query = parseOrThrow(jobOrderListQuerySchema, request.query);
    let ownerId: string | null | undefined;
    if (query.owner === 'none') ownerId = null;
    else if (query.owner === 'me') ownerId = request.user?.id;
    else if (query.owner !== undefined) {
      if (!isUuid(query.owner)) throw badRequest('Unknown owner', { owner: 'Unknown owner' });
      ownerId = query.owner;
    }
    if (query.jobId !== undefined && !isUuid(query.jobId)) {
      throw badRequest('Unknown job', { jobId: 'Unknown job' });
    }
    const filters = {
      status: query.status,
      industry: query.industry,
      ownerId,
      q: query.q,
      jobId: query.jobId,
    };
    const { orders, total } = await listJobOrders(
      app.db,
      {
        ...filters,
        sort: query.sort,
        // Newest first by default; names and dates read from the start.
        dir: query.dir ?? (query.sort === 'created' || query.sort === 'headcount' ? 'desc' : 'asc'),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      },
      app.config.searchCountCacheMs > 0
        ? async (count) => {
            const version = await jobOrdersVersion(app.db);
            // Words as they are matched: lower-case, one space between.
            const words = filters.q?.toLowerCase().split(/\s+/).filter(Boolean).join(' ') ?? null;
            const key = JSON.stringify([
              version,
              filters.status ?? null,
              filters.industry ?? null,
              filters.ownerId === undefined ? '' : filters.ownerId,
              words,
              filters.jobId ?? null,
            ]);
            return totals.get(key, count);
          }
        : undefined,
    );
    return {
      orders: orders.map(presentJobOrderSummary),
      total,
      page: query.page,
      limit: query.limit,
    };
  });

  app.get('/orders/owners', async (): Promise<JobOrderOwner[]> =>
    (await listStaffOwners(app.db)).map((owner) => ({ _id: owner.id, name: owner.name })),
  );

  async function orderDetail(id: string) {
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    const job = order.jobId ? await findJob(app.db, order.jobId) : undefined;
    const [history, applications] = await Promise.all([
      listJobOrderEvents(app.db, order.id),
      job
        ? listApplications(app.db, { jobId: job.id, limit: ORDER_APPLICATIONS_LIMIT, offset: 0 })
        : Promise.resolve({ applications: [], total: 0 }),
    ]);
    return presentJobOrderDetail(order, {
      job: job ? { id: job.id, title: job.title, status: job.status } : undefined,
      applications: applications.applications,
      history,
    });
  }

  app.get('/orders/:id', async (request) => {
    const { id } = request.params as { id: string };
    return orderDetail(id);
  });

  // A status move (only along JOB_ORDER_TRANSITIONS; cancelled and lost need a reason), the
  // owner, the filled count or a note. Each is a history event; moves and owner changes are
  // in the activity log too.
  app.patch('/orders/:id', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const change = parseOrThrow(jobOrderChangeSchema, request.body);
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    if (change.fromStatus !== undefined && change.fromStatus !== order.status) {
      throw conflict('Someone else changed this order meanwhile. Reload to see it.');
    }
    if (change.fromOwnerId !== undefined && change.fromOwnerId !== (order.owner?.id ?? null)) {
      throw conflict(JOB_ORDER_MESSAGES.ownerChanged);
    }
    if (change.status !== undefined && !canMoveJobOrder(order.status, change.status)) {
      throw conflict(
        `An order that is “${JOB_ORDER_STATUS_LABELS[order.status]}” cannot become “${JOB_ORDER_STATUS_LABELS[change.status]}”.`,
      );
    }
    let owner: { id: string; name: string } | null | undefined;
    if (change.ownerId !== undefined && change.ownerId !== null) {
      owner = (await listStaffOwners(app.db)).find((staff) => staff.id === change.ownerId);
      if (!owner) {
        throw badRequest('Choose a recruiter or an admin', {
          ownerId: 'Choose a recruiter or an admin',
        });
      }
    } else if (change.ownerId === null) owner = null;
    if (change.filledCount !== undefined && change.filledCount > order.headcount) {
      throw badRequest(JOB_ORDER_MESSAGES.filledOverHeadcount, {
        filledCount: JOB_ORDER_MESSAGES.filledOverHeadcount,
      });
    }

    const by = { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email };
    const what = `${order.company}'s order (“${order.position}”)`;
    await app.db.transaction().execute(async (trx) => {
      if (change.status !== undefined) {
        const moved = await moveJobOrder(trx, order.id, by, {
          from: order.status,
          to: change.status,
          reason: change.reason ?? null,
        });
        if (!moved) throw conflict('Someone else changed this order meanwhile. Reload to see it.');
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'job_order.status_changed',
          subjectType: 'job_order',
          subjectId: order.id,
          summary: `${by.name} moved ${what} from ${JOB_ORDER_STATUS_LABELS[order.status]} to ${JOB_ORDER_STATUS_LABELS[change.status]}${change.reason ? `: ${change.reason}` : ''}`,
        });
      }
      if (owner !== undefined && (owner?.id ?? null) !== (order.owner?.id ?? null)) {
        await setJobOrderOwner(trx, order.id, by, owner);
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'job_order.owner_changed',
          subjectType: 'job_order',
          subjectId: order.id,
          summary: owner
            ? `${by.name} gave ${what} to ${owner.name}`
            : `${by.name} took the owner off ${what}`,
        });
      }
      if (change.filledCount !== undefined && change.filledCount !== order.filledCount) {
        await setJobOrderFilled(trx, order.id, by, change.filledCount);
      }
      if (change.note !== undefined) await addJobOrderNote(trx, order.id, by, change.note);
    });
    return orderDetail(order.id);
  });
};
