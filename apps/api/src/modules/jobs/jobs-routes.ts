import type { FastifyPluginAsync } from 'fastify';
import {
  createJobSchema,
  jobLifecycleSchema,
  jobListQuerySchema,
  updateJobSchema,
} from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { siteTotals } from '../admin/admin-insights-repository.ts';
import { presentJob } from './job-presenter.ts';
import {
  createJob,
  decodeCursor,
  deleteJob,
  findJob,
  listJobs,
  updateJob,
} from './jobs-repository.ts';

// The lifecycle fields travel beside the spec's payloads: flat on create, top level on update.
const createWithLifecycle = createJobSchema.extend(jobLifecycleSchema.shape);
const updateWithLifecycle = updateJobSchema.extend(jobLifecycleSchema.shape);

// A date-only closing date means "through the end of that day" (UTC).
function toValidThrough(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T23:59:59.999Z`).toISOString()
    : new Date(value).toISOString();
}

export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const jobIdOf = (params: unknown): string => {
    const id = (params as { id?: string }).id ?? '';
    // A malformed id cannot name a job: the same 404 as an unknown one.
    if (!isUuid(id)) throw notFound(MESSAGES.jobNotFound);
    return id;
  };

  app.get('/jobs', async (request, reply) => {
    const query = parseOrThrow(jobListQuerySchema, request.query);
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
    if (query.cursor && !cursor) {
      throw badRequest('The page cursor is not valid.', { cursor: 'Invalid cursor' });
    }
    if (query.status && query.status !== 'open' && request.user?.role !== 'admin') {
      throw forbidden('Only administrators can list jobs that are not open.');
    }
    const page = query.page ?? 1;
    const result = await listJobs(app.db, app.dbDialect, {
      status: query.status,
      industry: query.industry,
      type: query.type,
      q: query.q,
      limit: query.limit,
      cursor,
      offset: cursor ? 0 : (page - 1) * query.limit,
    });

    const base = new URLSearchParams();
    if (query.industry) base.set('industry', query.industry);
    if (query.type) base.set('type', query.type);
    if (query.q) base.set('q', query.q);
    if (query.status) base.set('status', query.status);
    base.set('limit', String(query.limit));
    const link = (params: Record<string, string>, rel: string) => {
      const search = new URLSearchParams(base);
      for (const [key, value] of Object.entries(params)) search.set(key, value);
      return `<${app.config.publicUrl}/api/jobs/jobs?${search.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (query.page !== undefined) {
      if (page * query.limit < result.total || result.nextCursor)
        links.push(link({ page: String(page + 1) }, 'next'));
      if (page > 1) links.push(link({ page: String(page - 1) }, 'prev'));
    } else if (result.nextCursor) {
      links.push(link({ cursor: result.nextCursor }, 'next'));
    }
    void reply.header('x-total-count', String(result.total));
    if (result.totalIsLowerBound) void reply.header('x-total-count-lower-bound', 'true');
    if (links.length > 0) void reply.header('link', links.join(', '));
    return result.jobs.map(presentJob);
  });

  app.get('/job/:id', async (request) => {
    const job = await findJob(app.db, jobIdOf(request.params));
    if (!job) throw notFound(MESSAGES.jobNotFound);
    return presentJob(job);
  });

  app.post('/create-job', { preHandler: app.requireAdmin }, async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    // The spec's client sends `_id` (its user id); the schema drops it: the poster is the
    // session's user.
    const { validThrough, ...input } = parseOrThrow(createWithLifecycle, request.body);
    const job = await app.db.transaction().execute(async (trx) => {
      const created = await createJob(
        trx,
        { ...input, validThrough: toValidThrough(validThrough) },
        actor.id,
      );
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job.created',
        subjectType: 'job',
        subjectId: created.id,
        summary: `${actor.firstName} ${actor.lastName} posted “${created.title}”`,
      });
      return created;
    });
    return reply.code(201).send(presentJob(job));
  });

  app.put('/job/:id', { preHandler: app.requireAdmin }, async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const id = jobIdOf(request.params);
    const input = parseOrThrow(updateWithLifecycle, request.body);
    const job = await app.db.transaction().execute(async (trx) => {
      const updated = await updateJob(trx, id, {
        ...input.overview,
        ...input.details,
        aboutUs: input.aboutUs,
        whatWeOffer: input.whatWeOffer,
        status: input.status,
        validThrough: toValidThrough(input.validThrough),
      });
      if (!updated) return undefined;
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job.updated',
        subjectType: 'job',
        subjectId: id,
        summary: `${actor.firstName} ${actor.lastName} edited “${updated.title}”`,
      });
      return updated;
    });
    if (!job) throw notFound(MESSAGES.jobNotFound);
    return presentJob(job);
  });

  app.delete('/job/:id', { preHandler: app.requireAdmin }, async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const id = jobIdOf(request.params);
    const deleted = await app.db.transaction().execute(async (trx) => {
      const job = await findJob(trx, id);
      if (!job) return false;
      await deleteJob(trx, id);
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job.deleted',
        subjectType: 'job',
        subjectId: id,
        summary: `${actor.firstName} ${actor.lastName} deleted “${job.title}”`,
      });
      return true;
    });
    if (!deleted) throw notFound(MESSAGES.jobNotFound);
    return reply.code(204).send();
  });

  app.get('/dashboard-stats', { preHandler: app.requireAdmin }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return siteTotals(app.db);
  });
};
