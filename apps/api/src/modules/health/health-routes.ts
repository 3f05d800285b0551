import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = (app) => {
  // Liveness: the process is up and serving. Never touches the database, so a database
  // outage does not make an orchestrator restart healthy processes.
  app.get('/health', { logLevel: 'warn' }, () => ({ status: 'ok' }));

  // Readiness: this instance can do useful work, which means the database answers.
  app.get('/ready', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ error: 'The database is not reachable.' });
    }
  });
  return Promise.resolve();
};
