import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { RESUME_MAX_BYTES } from '@staffing/shared/constants';
import type { AppConfig } from './config/env.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { siteRoutes } from './modules/site/site-routes.ts';
import { registerWebApp } from './modules/web/web-app.ts';
import databasePlugin from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type BuildOptions = {
  // Tests on PostgreSQL give each file its own schema.
  searchPath?: string;
  migrate?: boolean;
};

// Plugin order matters: errors first so every later failure is shaped; then headers,
// cookies, body parsers and rate limits that routes rely on; then data and the mailer;
// then sessions; then the API modules; the web app last, since it owns the fallback.
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-xsrf-token"]',
            ],
          },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });

  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    migrate: options.migrate ?? true,
    searchPath: options.searchPath,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app);
  return app;
}
