import type { FastifyPluginAsync } from 'fastify';
import { APPLICATION_STATUS_LABELS } from '@staffing/shared/account-schemas';
import {
  adminApplicationChangeSchema,
  adminApplicationsQuerySchema,
  type AdminApplication,
  type AdminApplicationDetail,
  type ApplicationStatusCounts,
} from '@staffing/shared/application-schemas';
import { presentScreeningAnswers } from '@staffing/shared/screening-schemas';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import {
  countApplicationsByStatus,
  findApplication,
  findApplicationResumeId,
  listApplications,
  type ApplicationRecord,
} from '../applications/applications-repository.ts';
import {
  changeApplication,
  listApplicationEvents,
  type ApplicationEvent,
} from '../applications/hiring-pipeline-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { sendResume } from '../resumes/send-resume.ts';
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
    resume:
      application.resumeName !== null && application.resumeSize !== null
        ? { name: application.resumeName, size: application.resumeSize }
        : null,
    status: application.status,
    answers: application.screening ? presentScreeningAnswers(application.screening) : [],
    knockedOut: application.knockedOut,
    candidateId: application.candidateId,
    locale: application.locale,
  };
}

function presentApplicationDetail(
  application: ApplicationRecord,
  history: ApplicationEvent[],
): AdminApplicationDetail {
  return {
    ...presentApplication(application),
    history: history.map((event) => ({
      _id: event.id,
      createdAt: event.createdAt,
      actorName: event.actorName,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
    })),
  };
}

// Applications and the hiring pipeline. Registered inside adminRoutes, so the admin check
// covers it.
export const adminApplicationsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/applications', async (request, reply) => {
    const query = parseOrThrow(adminApplicationsQuerySchema, request.query);
    const { applications, total } = await listApplications(app.db, {
      jobId: query.jobId,
      kind: query.kind,
      status: query.status,
      knockedOut: query.knockedOut,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return applications.map(presentApplication);
  });

  // The pipeline's counts for the same job, kind and knock-out filter as the list (the status
  // filter is what the counts help choose, so it does not narrow them).
  app.get('/applications/status-counts', async (request): Promise<ApplicationStatusCounts> => {
    const query = parseOrThrow(
      adminApplicationsQuerySchema.pick({ jobId: true, kind: true, knockedOut: true }),
      request.query,
    );
    return countApplicationsByStatus(app.db, {
      jobId: query.jobId,
      kind: query.kind,
      knockedOut: query.knockedOut,
    });
  });

  app.get('/applications/:id', async (request) => {
    const { id } = request.params as { id: string };
    const application = isUuid(id) ? await findApplication(app.db, id) : undefined;
    if (!application) throw notFound('Application not found.');
    return presentApplicationDetail(application, await listApplicationEvents(app.db, id));
  });

  // Status and/or a private note. The move only applies if nobody moved the application
  // since this recruiter looked (409 otherwise); every change is in its history and the
  // activity log.
  app.patch('/applications/:id', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const change = parseOrThrow(adminApplicationChangeSchema, request.body);
    const application = isUuid(id) ? await findApplication(app.db, id) : undefined;
    if (!application) throw notFound('Application not found.');
    const moves = change.status !== undefined && change.status !== application.status;
    if (change.status !== undefined && !moves && change.note === undefined) {
      throw conflict(
        `The application is already “${APPLICATION_STATUS_LABELS[application.status]}”.`,
      );
    }
    if (change.notifyApplicant && change.status !== 'not-selected') {
      throw badRequest('The courteous email is only sent when moving to not selected.', {
        notifyApplicant: 'Only with status not-selected',
      });
    }
    const by = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
    const who = `${application.firstName} ${application.lastName}`;
    await app.db.transaction().execute(async (trx) => {
      const applied = await changeApplication(trx, {
        id: application.id,
        fromStatus: application.status,
        toStatus: change.status,
        note: change.note,
        actorUserId: actor.id,
        actorName: by,
      });
      if (!applied) {
        throw conflict('Someone else changed this application meanwhile. Reload to see it.');
      }
      if (moves && change.status) {
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'application.status_changed',
          subjectType: 'application',
          subjectId: application.id,
          summary: `${by} moved ${who} (“${application.jobTitle}”) from ${APPLICATION_STATUS_LABELS[application.status]} to ${APPLICATION_STATUS_LABELS[change.status]}`,
        });
      }
      if (change.note !== undefined) {
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'application.note_added',
          subjectType: 'application',
          subjectId: application.id,
          summary: `${by} added a note to ${who}'s application (“${application.jobTitle}”)`,
        });
      }
      // Anonymised applications have no address left to write to.
      if (
        moves &&
        change.status === 'not-selected' &&
        change.notifyApplicant &&
        application.email
      ) {
        await enqueueEmail(trx, {
          to: application.email,
          subject: `Your application for ${application.jobTitle}`,
          aboutCandidateId: application.candidateId ?? undefined,
          text: [
            `Dear ${application.firstName},`,
            '',
            `Thank you for your interest in the ${application.jobTitle} position and for the time you`,
            'took to apply. After careful consideration we have decided to move forward with other',
            'candidates for this role.',
            '',
            'We will keep your details in mind, and we encourage you to apply for future openings',
            `that match your experience: ${app.config.publicUrl}/find-job`,
            '',
            'We wish you every success in your search.',
            '',
            app.config.site.agencyName,
          ].join('\n'),
        });
      }
    });
    // A move changes the candidate's latest status, which the talent pool filters by.
    if (moves) app.candidateSearch.clear();
    const updated = await findApplication(app.db, application.id);
    if (!updated) throw notFound('Application not found.');
    return presentApplicationDetail(updated, await listApplicationEvents(app.db, updated.id));
  });

  app.get('/applications/:id/resume', async (request, reply) => {
    const { id } = request.params as { id: string };
    const resumeId = isUuid(id) ? await findApplicationResumeId(app.db, id) : undefined;
    const resume = resumeId ? await findResume(app.db, resumeId) : undefined;
    if (!resume) throw notFound('Application not found.');
    return sendResume(reply, resume);
  });
};
