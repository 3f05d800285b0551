import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@staffing/shared/constants';
import { csrfRejected } from '../lib/http-errors.ts';
import { hmac, safeEqual } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    // For the few endpoints called by mail providers rather than our pages (RFC 8058
    // one-click unsubscribe), whose URL carries its own unguessable token.
    csrfExempt?: boolean;
  }
  interface FastifyInstance {
    csrf: {
      // Sets a token bound to the request's current session (or to "no session").
      issue(request: FastifyRequest, reply: FastifyReply): void;
      // Issues one only when the request does not already carry a valid token.
      ensure(request: FastifyRequest, reply: FastifyReply): void;
    };
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Signed double-submit (spec section 7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The token is
// nonce.HMAC(secret, binding|nonce) where the binding is the session's id hash, so a token
// planted by another site or lifted from another session does not validate here. Browsers'
// Sec-Fetch-Site and Origin headers are checked as a first, cheaper line.
export default fp(
  async (app) => {
    const secret = app.config.sessionSecret;
    const secure = app.config.publicUrl.startsWith('https://');
    const publicOrigin = new URL(app.config.publicUrl).origin;

    const bindingOf = (request: FastifyRequest) => request.session?.idHash ?? 'anonymous';
    const sign = (binding: string, nonce: string) => hmac(secret, `${binding}|${nonce}`);

    const isValidFor = (request: FastifyRequest, token: string | undefined): boolean => {
      if (!token) return false;
      const [nonce, signature, extra] = token.split('.');
      if (!nonce || !signature || extra !== undefined) return false;
      return safeEqual(signature, sign(bindingOf(request), nonce));
    };

    const issue = (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = randomBytes(18).toString('base64url');
      const token = `${nonce}.${sign(bindingOf(request), nonce)}`;
      // Readable by the page on purpose: the client copies it into the header.
      void reply.setCookie(CSRF_COOKIE_NAME, token, {
        httpOnly: false,
        sameSite: 'lax',
        secure,
        path: '/',
      });
    };

    app.decorate('csrf', {
      issue,
      ensure(request, reply) {
        if (!isValidFor(request, request.cookies[CSRF_COOKIE_NAME])) issue(request, reply);
      },
    });

    const allowedOrigin = (request: FastifyRequest, origin: string) => {
      if (origin === publicOrigin) return true;
      return origin === `${request.protocol}://${request.host}`;
    };

    app.addHook('onRequest', async (request) => {
      // Unknown routes answer 404 whatever the method; only real endpoints are guarded.
      if (!STATE_CHANGING.has(request.method) || !request.routeOptions.url?.startsWith('/api/')) {
        return;
      }
      if (request.routeOptions.config.csrfExempt) return;
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw csrfRejected();
      }
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigin(request, origin)) throw csrfRejected();

      const cookieToken = request.cookies[CSRF_COOKIE_NAME];
      const headerValue = request.headers[CSRF_HEADER_NAME.toLowerCase()];
      const headerToken = Array.isArray(headerValue) ? headerValue[0] : headerValue;
      if (!cookieToken || !headerToken || !safeEqual(cookieToken, headerToken)) {
        throw csrfRejected();
      }
      if (!isValidFor(request, headerToken)) throw csrfRejected();
    });
  },
  { name: 'csrf', dependencies: ['sessions'] },
);
