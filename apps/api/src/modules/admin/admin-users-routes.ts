import type { FastifyPluginAsync } from 'fastify';
import type { UserRole } from '@staffing/shared/constants';
import {
  adminUserChangeSchema,
  adminUsersQuerySchema,
  type AdminUser,
} from '@staffing/shared/application-schemas';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { requireRecentAuthentication } from '../auth/recent-authentication.ts';
import { deleteUserSessions } from '../auth/sessions-repository.ts';
import { sendResume } from '../resumes/send-resume.ts';
import { findResume } from '../resumes/resumes-repository.ts';
import type { UserRecord } from '../users/users-repository.ts';
import {
  demoteOrDisableAdmin,
  findUserById,
  listUsers,
  setUserAccess,
} from './admin-users-repository.ts';

const ROLE_NAMES: Record<UserRole, string> = {
  user: 'a regular user',
  recruiter: 'a recruiter',
  admin: 'an admin',
  client: 'a client contact',
};

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

// User management. Registered inside adminRoutes, so the admin check covers it.
export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
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

  // Change the role, disable or enable. Never yourself, never the last active admin; a
  // disabled account's sessions end at once. Only with a password given in the last ten
  // minutes (recent-authentication.ts).
  app.patch('/users/:id', { preHandler: requireRecentAuthentication }, async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const { id } = request.params as { id: string };
    const change = parseOrThrow(adminUserChangeSchema, request.body);
    const target = isUuid(id) ? await findUserById(app.db, id) : undefined;
    if (!target) throw notFound('User not found.');
    if (target.id === actor.id) throw conflict('You cannot change your own role or access.');
    // A client contact's account belongs to its company: it may be disabled, never made staff.
    if (target.role === 'client' && change.role !== undefined) {
      throw conflict('A client contact’s role cannot be changed.');
    }

    const removesAdmin =
      target.role === 'admin' &&
      target.disabledAt === null &&
      ((change.role !== undefined && change.role !== 'admin') || change.disabled === true);
    await app.db.transaction().execute(async (trx) => {
      if (removesAdmin) {
        const applied = await demoteOrDisableAdmin(trx, target.id, {
          ...(change.role !== undefined && change.role !== 'admin' ? { role: change.role } : {}),
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
          summary: `${by} made ${name} ${ROLE_NAMES[change.role]}`,
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
};
