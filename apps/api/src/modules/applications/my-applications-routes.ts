import type { FastifyPluginAsync } from 'fastify';
import type { MyApplication } from '@staffing/shared/account-schemas';
import { unauthorized } from '../../lib/http-errors.ts';
import { listApplicationsOfUser, type OwnApplicationRecord } from './applications-repository.ts';

const FIXED_OPENING_PATHS = {
  'sales-rep': '/sales-rep',
  internship: '/project-manager-internship',
};

export function presentMyApplication(application: OwnApplicationRecord): MyApplication {
  const jobLink =
    application.kind === 'job'
      ? application.jobId && application.jobOpen
        ? `/jobs/${application.jobId}`
        : null
      : FIXED_OPENING_PATHS[application.kind];
  return {
    _id: application.id,
    createdAt: application.createdAt,
    kind: application.kind,
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    jobLink,
    resume: application.resumeName ? { name: application.resumeName } : null,
    status: application.status,
  };
}

// GET /api/users/applications: what the signed-in user applied to, newest first.
export const myApplicationsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/applications', { preHandler: app.requireUser }, async (request, reply) => {
    if (!request.user) throw unauthorized();
    void reply.header('cache-control', 'private, no-store');
    return (await listApplicationsOfUser(app.db, request.user.id)).map(presentMyApplication);
  });
};
