import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { presentSession } from './session-presenter.ts';
import { deleteUserSession, deleteUserSessions, listUserSessions } from './sessions-repository.ts';

// "Where you're signed in": the account's own sessions, and signing out any one of them or
// all but this one. Registered under /api/users.
export const accountSessionsRoutes: FastifyPluginAsync = async (app) => {
  const current = (request: { session: { idHash: string; userId: string } | null }) => {
    if (!request.session) throw unauthorized();
    return request.session;
  };

  app.get('/me/sessions', { preHandler: app.requireUser }, async (request, reply) => {
    const session = current(request);
    void reply.header('cache-control', 'private, no-store');
    const sessions = await listUserSessions(app.db, session.userId);
    return sessions.map((listed) => presentSession(listed, session.idHash));
  });

  app.delete('/me/sessions/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const session = current(request);
    const { id } = request.params as { id: string };
    // The current session ends through sign-out, which also clears its cookie.
    if (id === request.session?.publicId) {
      await app.sessions.end(request, reply);
      app.csrf.issue(request, reply);
      return reply.code(204).send();
    }
    if (!(await deleteUserSession(app.db, session.userId, id))) {
      throw notFound(MESSAGES.sessionNotFound);
    }
    return reply.code(204).send();
  });

  app.delete('/me/sessions', { preHandler: app.requireUser }, async (request, reply) => {
    const session = current(request);
    await deleteUserSessions(app.db, session.userId, { except: session.idHash });
    return reply.code(204).send();
  });
};
