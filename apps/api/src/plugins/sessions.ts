import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRole } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  rememberBrowser,
  touchSession,
  type SessionRecord,
} from '../modules/auth/sessions-repository.ts';
import { findUserById, type UserRecord } from '../modules/users/users-repository.ts';
import { queueNewBrowserEmail } from '../modules/auth/new-browser-email.ts';
import { browserKey, browserNames } from '../modules/auth/session-presenter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRecord | null;
    session: SessionRecord | null;
  }
  interface FastifyInstance {
    sessions: {
      cookieName: string;
      // Starts a fresh session for the user, replacing any the request carried (rotation).
      start(request: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      // Reads the session cookie into request.session and request.user. Runs by itself for
      // /api/* requests; the web module calls it for the pages it renders (ADR 0006).
      load(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
    requireUser: (request: FastifyRequest) => Promise<void>;
    // Staff are recruiters and admins: the board, its applications and messages.
    requireStaff: (request: FastifyRequest) => Promise<void>;
    // Admins only: accounts and roles, the bulk exports, the outbox.
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

// Writing last_seen on every request would turn reads into writes; once a minute is enough
// for a sliding idle timeout measured in days.
const TOUCH_INTERVAL_MS = 60_000;

export default fp(
  async (app) => {
    const secure = app.config.publicUrl.startsWith('https://');
    // __Host- pins the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure).
    const cookieName = secure ? '__Host-sid' : 'sid';
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      path: '/',
      maxAge: Math.floor(app.config.session.absoluteMs / 1000),
    };

    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    async function load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.user) return;
      const token = request.cookies[cookieName];
      if (!token) return;
      const session = await findLiveSession(app.db, sha256(token));
      if (!session) {
        reply.clearCookie(cookieName, { path: '/' });
        return;
      }
      const user = await findUserById(app.db, session.userId);
      if (!user || user.disabledAt) {
        await deleteSession(app.db, session.idHash);
        reply.clearCookie(cookieName, { path: '/' });
        return;
      }
      request.session = session;
      request.user = user;
      if (Date.now() - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, session, app.config.session.idleMs);
      }
    }

    // Static files and pages skip it: most of them do not depend on who is asking.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      await load(request, reply);
    });

    app.decorate('sessions', {
      cookieName,
      load,
      async start(request, reply, user) {
        if (request.session) await deleteSession(app.db, request.session.idHash);
        const token = randomToken();
        request.session = await insertSession(app.db, {
          idHash: sha256(token),
          userId: user.id,
          idleMs: app.config.session.idleMs,
          absoluteMs: app.config.session.absoluteMs,
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        });
        request.user = user;
        void reply.setCookie(cookieName, token, cookieOptions);
        // A staff account holds every applicant's data: its owner hears of a sign-in from a
        // browser it has not used before. Queued with the sign-in, through the outbox.
        if (isStaffRole(user.role)) {
          const userAgent = request.headers['user-agent'] ?? null;
          if (await rememberBrowser(app.db, user.id, browserKey(userAgent))) {
            await queueNewBrowserEmail(app.db, app.config, user, {
              ...browserNames(userAgent),
              ip: request.ip,
              at: request.session.createdAt,
            });
          }
        }
      },
      async end(request, reply) {
        if (request.session) await deleteSession(app.db, request.session.idHash);
        request.session = null;
        request.user = null;
        void reply.clearCookie(cookieName, { path: '/' });
      },
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!isStaffRole(request.user.role)) throw forbidden(MESSAGES.staffOnly);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'admin') throw forbidden(MESSAGES.adminOnly);
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
