import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import type { Database } from '../db/schema.ts';
import { repeatWhileRunning } from '../lib/repeating-task.ts';
import { enqueueNotifications } from '../modules/search-engines/notifications-repository.ts';
import {
  createSearchEngineWorker,
  notificationsFor,
} from '../modules/search-engines/search-engine-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchEngines: {
      // Queues the job's URL for every configured engine, in the caller's transaction, so
      // the notification exists exactly when the change does.
      jobChanged(db: Kysely<Database>, job: { id: string; open: boolean }): Promise<void>;
      runOnce(): Promise<{ expired: number; indexNow: number; google: number }>;
    };
  }
}

// Search engines told of job changes within seconds (ADR 0016): IndexNow and Google's
// Indexing API, each off unless configured. Every instance with an engine configured runs
// the sender on a timer; leases keep a notification from going out twice.
export default fp(
  async (app) => {
    const { searchEngines: config, publicUrl } = app.config;
    const log = app.log.child({ module: 'search-engines' });
    const worker = createSearchEngineWorker({
      db: app.db,
      config,
      publicUrl,
      retryBaseMs: config.retryBaseMs,
      log,
    });
    app.decorate('searchEngines', {
      async jobChanged(db, job) {
        await enqueueNotifications(
          db,
          notificationsFor(config, publicUrl, {
            id: job.id,
            kind: job.open ? 'updated' : 'deleted',
          }),
        );
      },
      runOnce: () => worker.runOnce(),
    });

    // IndexNow checks that the site holds the key: a text file at the site's root.
    if (config.indexNow) {
      const { key } = config.indexNow;
      app.get(`/${key}.txt`, async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(key),
      );
    }

    if (!config.indexNow && !config.google) return;
    repeatWhileRunning(app, config.pollMs, () => worker.runOnce(), log, 'search engine pass');
  },
  {
    name: 'search-engine-notifier',
    dependencies: ['database'],
    decorators: { fastify: ['config', 'db'] },
  },
);
