import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_MESSAGES, type SavedJob } from '@staffing/shared/account-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import { presentJob } from '../jobs/job-presenter.ts';
import { findJob } from '../jobs/job-writes.ts';
import { isJobOpen } from '../jobs/open-jobs.ts';
import {
  findSavedJob,
  listSavedJobs,
  saveJob,
  unsaveJob,
  type SavedJobRecord,
} from './saved-jobs-repository.ts';

function presentSavedJob(saved: SavedJobRecord): SavedJob {
  return { savedAt: saved.savedAt, open: isJobOpen(saved.job), job: presentJob(saved.job) };
}

// Under /api/users/saved-jobs; every route needs a signed-in user.
export const savedJobsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get('/', async (request) => {
    if (!request.user) throw unauthorized();
    return (await listSavedJobs(app.db, request.user.id)).map(presentSavedJob);
  });

  app.put('/:jobId', async (request, reply) => {
    if (!request.user) throw unauthorized();
    // The job is the URL's; a body may only be empty (a field here is a client's mistake).
    parseOrThrow(emptyBodySchema, request.body);
    const { jobId } = request.params as { jobId: string };
    const job = isUuid(jobId) ? await findJob(app.db, jobId) : undefined;
    if (!job) throw notFound(MESSAGES.jobNotFound);
    const existing = await findSavedJob(app.db, request.user.id, job.id);
    if (existing) return reply.code(200).send(presentSavedJob(existing));
    // A closed job can stay saved, but cannot newly be.
    if (!isJobOpen(job)) throw conflict(MESSAGES.positionClosed);
    const created = await saveJob(app.db, request.user.id, job.id);
    const saved = await findSavedJob(app.db, request.user.id, job.id);
    if (!saved) throw notFound(MESSAGES.jobNotFound);
    return reply.code(created ? 201 : 200).send(presentSavedJob(saved));
  });

  app.delete('/:jobId', async (request, reply) => {
    if (!request.user) throw unauthorized();
    const { jobId } = request.params as { jobId: string };
    const removed = isUuid(jobId) && (await unsaveJob(app.db, request.user.id, jobId));
    if (!removed) throw notFound(ACCOUNT_MESSAGES.jobNotSaved);
    return reply.code(204).send();
  });
};
