import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import { APPLICATION_STATUS_LABELS } from '@staffing/shared/account-schemas';
import {
  adminApplicationChangeSchema,
  adminApplicationsQuerySchema,
  type AdminApplicationDetail,
  type ApplicationStatusCounts,
  adminUserChangeSchema,
  adminUsersQuerySchema,
  type ActivityEntry,
  type AdminApplication,
  type AdminContactMessage,
  type AdminStats,
  type AdminUser,
} from '@staffing/shared/application-schemas';
import { csvRow } from '../../lib/csv.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import {
  changeApplication,
  countApplicationsByStatus,
  findApplication,
  findApplicationResumeId,
  listApplicationEvents,
  listApplications,
  type ApplicationEvent,
  type ApplicationRecord,
} from '../applications/applications-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { listContactMessages } from '../contact/contact-repository.ts';
import { contentDisposition } from '../resumes/resume-file-type.ts';
import { sendResume } from '../resumes/send-resume.ts';
import { findResume } from '../resumes/resumes-repository.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { deleteUserSessions } from '../auth/sessions-repository.ts';
import { adminOutboxRoutes } from './admin-outbox-routes.ts';
import type { UserRecord } from '../users/users-repository.ts';
import {
  applicationsPerWeek,
  listRecentActivity,
  openJobsByIndustry,
  siteTotals,
  type ActivityRecord,
} from './admin-insights-repository.ts';
import {
  demoteOrDisableAdmin,
  findUserById,
  listUsers,
  setUserAccess,
} from './admin-users-repository.ts';

function presentAdminUser(user: UserRecord): AdminUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    disabled: user.disabledAt !== null,
    ...(user.resumeName ? { resume: { name: user.resumeName } } : {}),
  };
}

// Where an activity entry's subject can be looked at; null when it no longer exists.
function activityLink(entry: ActivityRecord): string | null {
  if (!entry.subjectId) return null;
  switch (entry.subjectType) {
    case 'job':
      return entry.subjectJobExists ? `/jobs/${entry.subjectId}` : null;
    case 'application':
      return '/admin/applications';
    case 'contact':
      return '/admin/applications?tab=messages';
    case 'user':
      return `/admin/users?id=${entry.subjectId}`;
    case 'email':
      return '/admin/outbox';
    default:
      return null;
  }
}

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

// Everything under /api/admin sits behind one check, so a new admin endpoint cannot forget it.
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminOutboxRoutes);

  app.get('/applications', async (request, reply) => {
    const query = parseOrThrow(adminApplicationsQuerySchema, request.query);
    const { applications, total } = await listApplications(app.db, {
      jobId: query.jobId,
      kind: query.kind,
      status: query.status,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return applications.map(presentApplication);
  });

  // The pipeline's counts for the same job/kind filter as the list (the status filter is what
  // the counts help choose, so it does not narrow them).
  app.get('/applications/status-counts', async (request): Promise<ApplicationStatusCounts> => {
    const query = parseOrThrow(
      adminApplicationsQuerySchema.pick({ jobId: true, kind: true }),
      request.query,
    );
    return countApplicationsByStatus(app.db, { jobId: query.jobId, kind: query.kind });
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

  app.get('/users', async (request, reply) => {
    const query = parseOrThrow(adminUsersQuerySchema, request.query);
    const { users, total } = await listUsers(app.db, {
      q: query.q,
      id: query.id,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    void reply.header('x-total-count', String(total));
    return users.map(presentAdminUser);
  });

  app.get('/users/:id/resume', async (request, reply) => {
    const { id } = request.params as { id: string };
    const user = isUuid(id) ? await findUserById(app.db, id) : undefined;
    const resume = user?.resumeId ? await findResume(app.db, user.resumeId) : undefined;
    if (!resume) throw notFound('No resume on file.');
    return sendResume(reply, resume);
  });

  // Promote, demote, disable or enable. Never yourself, never the last active admin; a
  // disabled account's sessions end at once.
  app.patch('/users/:id', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const change = parseOrThrow(adminUserChangeSchema, request.body);
    const target = isUuid(id) ? await findUserById(app.db, id) : undefined;
    if (!target) throw notFound('User not found.');
    if (target.id === actor.id) throw conflict('You cannot change your own role or access.');

    const removesAdmin =
      target.role === 'admin' &&
      target.disabledAt === null &&
      (change.role === 'user' || change.disabled === true);
    await app.db.transaction().execute(async (trx) => {
      if (removesAdmin) {
        const applied = await demoteOrDisableAdmin(trx, target.id, {
          ...(change.role === 'user' ? { role: 'user' as const } : {}),
          ...(change.disabled ? { disabled: true as const } : {}),
        });
        if (!applied) throw conflict('The last administrator cannot be demoted or disabled.');
      }
      await setUserAccess(trx, target.id, change);
      if (change.disabled === true) await deleteUserSessions(trx, target.id);
      const name = `${target.firstName} ${target.lastName}`;
      const by = `${actor.firstName} ${actor.lastName}`;
      if (change.role && change.role !== target.role) {
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'user.role_changed',
          subjectType: 'user',
          subjectId: target.id,
          summary: `${by} made ${name} ${change.role === 'admin' ? 'an admin' : 'a regular user'}`,
        });
      }
      if (change.disabled !== undefined && change.disabled !== (target.disabledAt !== null)) {
        await logActivity(trx, {
          actorUserId: actor.id,
          action: change.disabled ? 'user.disabled' : 'user.enabled',
          subjectType: 'user',
          subjectId: target.id,
          summary: `${by} ${change.disabled ? 'disabled' : 'enabled'} ${name}'s account`,
        });
      }
    });
    const updated = await findUserById(app.db, target.id);
    if (!updated) throw notFound('User not found.');
    return presentAdminUser(updated);
  });

  app.get('/activity', async (request) => {
    const limit = Math.min(
      Math.max(Number((request.query as { limit?: string }).limit) || 20, 1),
      100,
    );
    const entries = await listRecentActivity(app.db, limit);
    return entries.map((entry): ActivityEntry => ({
      _id: entry.id,
      createdAt: entry.createdAt,
      action: entry.action,
      summary: entry.summary,
      actorName: entry.actorName,
      link: activityLink(entry),
    }));
  });

  app.get('/stats', async (): Promise<AdminStats> => {
    const [totals, byIndustry, perWeek] = await Promise.all([
      siteTotals(app.db),
      openJobsByIndustry(app.db),
      applicationsPerWeek(app.db, app.dbDialect, 12),
    ]);
    return {
      ...totals,
      openJobsByIndustry: byIndustry,
      applicationsPerWeek: perWeek,
    };
  });

  const csvHeaders = (fileName: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition('attachment', fileName),
  });
  const today = () => new Date().toISOString().slice(0, 10);

  // Exports walk the table a page at a time and stream, so their size does not matter.
  app.get('/export/applications.csv', async (_request, reply) => {
    async function* rows() {
      yield (
        '\ufeff' + csvRow(['Received', 'Kind', 'Job', 'First name', 'Last name', 'Email', 'Resume'])
      );
      for (let offset = 0; ; offset += 500) {
        const { applications } = await listApplications(app.db, { limit: 500, offset });
        for (const application of applications) {
          yield csvRow([
            application.createdAt,
            application.kind,
            application.jobTitle,
            application.firstName,
            application.lastName,
            application.email,
            application.resumeName,
          ]);
        }
        if (applications.length < 500) return;
      }
    }
    return reply.headers(csvHeaders(`applications-${today()}.csv`)).send(Readable.from(rows()));
  });

  app.get('/export/users.csv', async (_request, reply) => {
    async function* rows() {
      yield (
        '\ufeff' +
        csvRow([
          'Created',
          'First name',
          'Last name',
          'Email',
          'Role',
          'Last login',
          'Disabled',
          'Resume',
        ])
      );
      for (let offset = 0; ; offset += 500) {
        const { users } = await listUsers(app.db, { limit: 500, offset });
        for (const user of users) {
          yield csvRow([
            user.createdAt,
            user.firstName,
            user.lastName,
            user.email,
            user.role,
            user.lastLoginAt,
            user.disabledAt ? 'yes' : 'no',
            user.resumeName,
          ]);
        }
        if (users.length < 500) return;
      }
    }
    return reply.headers(csvHeaders(`users-${today()}.csv`)).send(Readable.from(rows()));
  });
};
