import type { FastifyPluginAsync } from 'fastify';
import {
  adminApplicationsQuerySchema,
  type AdminApplication,
  type AdminContactMessage,
} from '@staffing/shared/application-schemas';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import {
  findApplicationResumeId,
  listApplications,
  type ApplicationRecord,
} from '../applications/applications-repository.ts';
import { listContactMessages } from '../contact/contact-repository.ts';
import { contentDisposition } from '../resumes/resume-file-type.ts';
import { findResume } from '../resumes/resumes-repository.ts';

function presentApplication(application: ApplicationRecord): AdminApplication {
  return {
    _id: application.id,
    createdAt: application.createdAt,
    kind: application.kind,
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    resume: { name: application.resumeName, size: application.resumeSize },
  };
}

// Everything under /api/admin sits behind one check, so a new admin endpoint cannot forget it.
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get('/applications', async (request, reply) => {
    const query = parseOrThrow(adminApplicationsQuerySchema, request.query);
    const { applications, total } = await listApplications(app.db, {
      jobId: query.jobId,
      kind: query.kind,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return applications.map(presentApplication);
  });

  app.get('/applications/:id/resume', async (request, reply) => {
    const { id } = request.params as { id: string };
    const resumeId = isUuid(id) ? await findApplicationResumeId(app.db, id) : undefined;
    const resume = resumeId ? await findResume(app.db, resumeId) : undefined;
    if (!resume) throw notFound('Application not found.');
    return reply
      .header('content-type', resume.mimeType)
      .header(
        'content-disposition',
        contentDisposition(
          resume.mimeType === 'application/pdf' ? 'inline' : 'attachment',
          resume.fileName,
        ),
      )
      .header('x-content-type-options', 'nosniff')
      .send(resume.content);
  });

  app.get('/contact-messages', async (request, reply) => {
    const query = parseOrThrow(
      adminApplicationsQuerySchema.pick({ page: true, limit: true }),
      request.query,
    );
    const { messages, total } = await listContactMessages(app.db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return messages.map((message): AdminContactMessage => ({
      _id: message.id,
      createdAt: message.createdAt,
      email: message.email,
      country: message.country,
      purpose: message.purpose,
      positions: message.positions,
      ...(message.comments ? { comments: message.comments } : {}),
    }));
  });
};
