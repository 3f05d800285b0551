import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { RESUME_MAX_BYTES } from '@staffing/shared/constants';
import type { AppConfig } from './config/env.ts';
import { tooManyRequests } from './lib/http-errors.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { alertsRoutes } from './modules/alerts/alerts-routes.ts';
import { applicationsRoutes } from './modules/applications/applications-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { createCandidateSearchCache } from './modules/candidates/candidate-search-cache.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import jobSearchPlugin from './modules/jobs/job-search-work.ts';
import { jobOrdersRoutes } from './modules/job-orders/job-orders-routes.ts';
import { jobsRoutes } from './modules/jobs/jobs-routes.ts';
import { openingsRoutes } from './modules/openings/openings-routes.ts';
import { passkeyAccountRoutes } from './modules/passkeys/passkey-account-routes.ts';
import { passkeySignInRoutes } from './modules/passkeys/passkey-sign-in-routes.ts';
import { feedRoutes } from './modules/feeds/feed-routes.ts';
import feedSchedulerPlugin from './modules/feeds/feed-scheduler.ts';
import { feedsRoutes } from './modules/seo/feeds-routes.ts';
import { languageRoutes } from './modules/site/language-routes.ts';
import { siteRoutes } from './modules/site/site-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { createPageCache } from './modules/web/page-cache.ts';
import { registerWebApp } from './modules/web/web-app.ts';
import { clientInvitationRoutes } from './modules/clients/client-invitation-routes.ts';
import { clientRoutes } from './modules/clients/client-routes.ts';
import { consentRoutes } from './modules/shortlists/consent-routes.ts';
import alertSchedulerPlugin from './plugins/alert-scheduler.ts';
import searchEngineNotifier from './plugins/search-engine-notifier.ts';
import resumeTextExtractor from './plugins/resume-text-extractor.ts';
import candidateRetention from './plugins/candidate-retention.ts';
import interviewReminders from './plugins/interview-reminders.ts';
import csrfPlugin from './plugins/csrf.ts';
import databasePlugin from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import mailerPlugin from './plugins/mailer.ts';
import securityHeaders from './plugins/security-headers.ts';
import secondFactorEnrolment from './plugins/second-factor-enrolment.ts';
import sessionsPlugin from './plugins/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    // Present when REDIS_URL is set: rate-limit counters shared by every instance.
    redis: Redis | undefined;
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
  // Public pages rendered for signed-out visitors are reused for a few seconds (modules/web);
  // any successful write through the API (a job posted, edited or closed) may change them.
  const pageCache = createPageCache({ ttlMs: config.pageCacheMs });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      pageCache.clear();
    }
  });
  // The talent pool's shared search results (ADR 0010), emptied by whatever changes a
  // candidate: the routes and the background reader of resumes and the retention run.
  app.decorate('candidateSearch', createCandidateSearchCache(config.searchCountCacheMs));

  await app.register(errorHandler);
  await app.register(securityHeaders);
  // Brotli or gzip for pages, scripts, styles and JSON above 1 KiB; resumes are sent as stored.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) suits files compressed once at build time; answers compressed
    // per request need a level that costs about what gzip does.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    customTypes: /^(text\/|application\/(json|javascript|xml|rss\+xml)|image\/svg\+xml)/,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  // Loaded only when configured: a single instance has no use for it (docs/PERFORMANCE.md,
  // "Memory").
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (error: unknown) => {
    app.log.warn({ err: error }, 'redis error');
  });
  if (redis) {
    // Requests arriving before the connection is up would skip the shared counters.
    await Promise.race([
      new Promise((resolve) => redis.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, 3000).unref()),
    ]);
  }
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    ...(redis
      ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    migrate: options.migrate ?? true,
    searchPath: options.searchPath,
  });
  await app.register(jobSearchPlugin);
  await app.register(mailerPlugin);
  await app.register(alertSchedulerPlugin);
  await app.register(searchEngineNotifier);
  await app.register(feedSchedulerPlugin, { searchPath: options.searchPath });
  await app.register(resumeTextExtractor);
  await app.register(candidateRetention);
  await app.register(interviewReminders);
  await app.register(sessionsPlugin);
  await app.register(secondFactorEnrolment);
  await app.register(csrfPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(languageRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(passkeyAccountRoutes, { prefix: '/users' });
      await api.register(passkeySignInRoutes, { prefix: '/auth/passkeys' });
      await api.register(jobsRoutes, { prefix: '/jobs' });
      await api.register(applicationsRoutes, { prefix: '/email' });
      await api.register(openingsRoutes, { prefix: '/openings' });
      await api.register(jobOrdersRoutes, { prefix: '/job-orders' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(clientRoutes, { prefix: '/client' });
      await api.register(clientInvitationRoutes, { prefix: '/client-invitations' });
      await api.register(consentRoutes, { prefix: '/shortlist-consent' });
      await api.register(alertsRoutes, { prefix: '/alerts' });
      if (config.benchFloorRoute) {
        // The framework's floor for benchmarks: the same plugins and hooks, N bytes of JSON
        // straight from memory, no database.
        const payloads = new Map<number, Buffer>();
        api.get('/__bench/floor', (request, reply) => {
          const bytes = Math.min(
            Math.max(Number((request.query as { bytes?: string }).bytes) || 2, 2),
            5_000_000,
          );
          let payload = payloads.get(bytes);
          if (!payload) {
            payload = Buffer.from(`"${'x'.repeat(bytes - 2)}"`);
            payloads.set(bytes, payload);
          }
          return reply.type('application/json; charset=utf-8').send(payload);
        });
      }
    },
    { prefix: '/api' },
  );

  await app.register(feedsRoutes);
  await app.register(feedRoutes);
  await registerWebApp(app, pageCache);
  return app;
}
