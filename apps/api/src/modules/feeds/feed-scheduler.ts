import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { releaseIdleMemory } from '../../lib/idle-memory.ts';
import { buildFeeds, type BuildStats } from './feed-builder.ts';
import {
  noteJobChange,
  pendingChanges,
  readBuildState,
  releaseLease,
  tryTakeLease,
  type BuildState,
} from './feed-builds-repository.ts';
import { createFeedStore, type FeedStore } from './feed-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feeds: {
      store: FeedStore;
      // In the transaction that writes a job (before a delete): the feeds rebuild its child.
      jobChanged: (db: Kysely<Database>, jobId: string) => Promise<void>;
      // Looks for a new build now (instead of at the next poll) and serves it.
      refresh: () => Promise<void>;
      // Builds now, comparing every child with its jobs (so writes that bypassed the API are
      // in too), waits for it, and serves it (tests, benchmarks).
      settle: () => Promise<void>;
    };
  }
}

// Changes wait for a quiet moment (FEEDS_DEBOUNCE_MS) but never longer than this.
const MAX_WAIT_MS = 30_000;
// Renewed by the builder after every child, so only a dead builder's lease runs out.
const LEASE_MS = 120_000;
// After a failed build, the next try waits this long.
const RETRY_MS = 10_000;

// The builder runs in the server's process, on its event loop, a batch of jobs at a time
// (FEEDS_BATCH_SIZE), and waits between two batches as long as the loop was busy since the
// last pause (at most MAX_PAUSE_MS): requests get at least half of the loop while a build
// runs, and a build adds only its batch and one part to the server's memory. A child process
// cost the machine 35-40 MB more while it ran (a second Node with its modules and heap),
// which no heap limit took below the budget (ADR 0017, docs/PERFORMANCE.md, "Memory").
const MAX_PAUSE_MS = 50;

class BuildStopped extends Error {}

// Every instance polls the lease row: it refreshes what it serves when the build generation
// moved, and builds (in batches, on its own event loop) when a build is due and it wins the
// lease.
export default fp(
  // `searchPath` (PostgreSQL tests' schema) is in app.db already: the build uses the server's
  // own connections.
  async (app, _options: { searchPath?: string | undefined }) => {
    const config = app.config.feeds;
    const log = app.log.child({ module: 'feeds' });
    const owner = randomUUID();
    const store = createFeedStore(app.db);
    let building: Promise<void> | undefined;
    let failedAt = 0;
    let running = false;
    let timer: NodeJS.Timeout | undefined;
    let chain: Promise<void> = Promise.resolve();

    // The event loop's use since the build last resumed: the batch's own work and, under
    // load, the requests answered meanwhile (time waiting on PostgreSQL is not counted).
    let resumed = performance.eventLoopUtilization();
    const stopIfClosing = () => {
      if (!running) throw new BuildStopped('the server is closing');
    };
    const pause = async () => {
      stopIfClosing();
      const held = performance.eventLoopUtilization(resumed).active;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(Math.max(held, 1), MAX_PAUSE_MS)),
      );
      stopIfClosing();
      resumed = performance.eventLoopUtilization();
    };

    const runBuild = (reconcile: boolean): Promise<BuildStats> => {
      resumed = performance.eventLoopUtilization();
      return buildFeeds(
        app.db,
        app.dbDialect,
        {
          publicUrl: app.config.publicUrl,
          agency: app.config.site.agencyName,
          childSize: config.childSize,
          batchSize: config.batchSize,
          reconcileMs: config.reconcileMs,
          leaseMs: LEASE_MS,
          owner,
        },
        { reconcile, pause },
      );
    };

    const isDue = async (state: BuildState, now: number) => {
      if (state.builtAt === null || state.childSize !== config.childSize) return true;
      if (state.nextExpiry !== null && Date.parse(state.nextExpiry) <= now) return true;
      if (state.reconciledAt === null || now - Date.parse(state.reconciledAt) >= config.reconcileMs)
        return true;
      const pending = await pendingChanges(app.db);
      if (pending.count === 0 || pending.newest === null || pending.oldest === null) return false;
      return (
        now - Date.parse(pending.newest) >= config.debounceMs ||
        now - Date.parse(pending.oldest) >= MAX_WAIT_MS
      );
    };

    // Whether it started a build.
    const check = async (force: boolean): Promise<boolean> => {
      const state = await readBuildState(app.db);
      if (state.generation !== store.generation) await store.refresh(state.generation);
      if (building || !running) return false;
      const now = Date.now();
      if (!force && now - failedAt < RETRY_MS) return false;
      if (!force && !(await isDue(state, now))) return false;
      if (!(await tryTakeLease(app.db, owner, nowIso(), isoIn(LEASE_MS)))) return false;
      building = (async () => {
        try {
          const stats = await runBuild(force);
          // A build that read every job (the first, a reconciling one: a minute or more at a
          // million) leaves V8 holding the pages it grew into and its garbage in the old space
          // (11 MB at a million jobs) until a last-resort collection: one now, 0.1-0.4 s once
          // per such build, and the server is back to its size at rest. A build of a few
          // changed children leaves that to the idle release (lib/idle-memory.ts,
          // docs/PERFORMANCE.md, "Memory").
          if (stats.reconciled && app.config.idleMemoryReleaseMs > 0) releaseIdleMemory();
          log.info({ stats }, 'feeds built');
        } catch (error) {
          // A build stopped by the server closing is not a failure; its changes stay pending.
          const stopped = error instanceof BuildStopped;
          if (!stopped) {
            failedAt = Date.now();
            log.error({ err: error }, 'feed build failed');
          }
          const message = error instanceof Error ? error.message : String(error);
          await releaseLease(app.db, owner, stopped ? null : message.slice(0, 2000)).catch(
            () => undefined,
          );
        }
        try {
          const after = await readBuildState(app.db);
          if (after.generation !== store.generation) await store.refresh(after.generation);
        } catch (error) {
          log.warn({ err: error }, 'feed refresh failed');
        }
      })().finally(() => {
        building = undefined;
      });
      return true;
    };

    const tick = (force = false): Promise<boolean> => {
      const result = chain.then(() => check(force));
      chain = result.then(
        () => undefined,
        (error: unknown) => {
          log.warn({ err: error }, 'feed check failed');
        },
      );
      return result.catch(() => false);
    };

    const schedule = () => {
      timer = setTimeout(() => {
        void tick().finally(() => {
          if (running) schedule();
        });
      }, config.pollMs);
      timer.unref();
    };

    app.decorate('feeds', {
      store,
      jobChanged: (db: Kysely<Database>, jobId: string) => noteJobChange(db, jobId, nowIso()),
      refresh: async () => {
        await tick();
      },
      settle: async () => {
        // A build already under way may have read the jobs before the latest change: wait for
        // it, then build once more. Another instance holding the lease is waited for too.
        const inFlight = () => building;
        for (let attempt = 0; attempt < 600; attempt++) {
          while (inFlight()) await inFlight();
          if (await tick(true)) {
            while (inFlight()) await inFlight();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the feeds did not build within 30 s');
      },
    });

    app.addHook('onReady', async () => {
      running = true;
      void tick();
      schedule();
    });
    // onClose hooks run in reverse registration order: this one runs while the database is
    // still open. A build in flight is abandoned (its lease runs out or is released here);
    // its pending changes stay for the next build.
    app.addHook('onClose', async () => {
      running = false;
      clearTimeout(timer);
      await chain;
      await building;
      await releaseLease(app.db, owner, null).catch(() => undefined);
    });
  },
  {
    name: 'feed-scheduler',
    dependencies: ['database'],
    decorators: { fastify: ['config', 'db'] },
  },
);
