import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import type { BuildStats } from './feed-builder.ts';
import {
  noteJobChange,
  pendingChanges,
  readBuildState,
  releaseLease,
  tryTakeLease,
  type BuildState,
} from './feed-builds-repository.ts';
import { createFeedStore, type FeedStore } from './feed-store.ts';
import type { FeedWorkerData, FeedWorkerReply, FeedWorkerRequest } from './feed-worker.ts';

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

// The builder's file next to this module: TypeScript when run from the sources (tests, dev,
// CLIs), JavaScript beside dist/server.js in the built server (apps/api/build.ts).
const workerPath = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './feed-worker.ts' : './feed-worker.js',
    import.meta.url,
  ),
);

// The builder is a child process, not a worker thread. A worker thread's heap pages stay in
// the server's process after the thread ends (V8 pools them for reuse, and no collection of
// the server's heap returns them): one build at 10,000 jobs left the server's RSS 70 MB
// higher for good. And V8's heap flags (node-flags.ts) apply to every isolate of the process,
// overriding a worker's `resourceLimits`, so a thread could not be given a smaller heap than
// the server's. A process gives all of its memory back when it exits, and has heap limits of
// its own: a build holds one sitemap child's jobs at a time (FEEDS_CHILD_SIZE, 10,000 by
// default) and needed under 56 MB of heap for it (docs/PERFORMANCE.md, "Memory").
export const FEED_BUILDER_NODE_FLAGS = ['--max-old-space-size=96', '--max-semi-space-size=2'];

// Every instance polls the lease row: it refreshes what it serves when the build generation
// moved, and builds (in its builder process) when a build is due and it wins the lease.
export default fp(
  async (app, options: { searchPath?: string | undefined }) => {
    const config = app.config.feeds;
    const log = app.log.child({ module: 'feeds' });
    const owner = randomUUID();
    const store = createFeedStore(app.db);
    let worker: ChildProcess | undefined;
    let nextId = 0;
    const waiting = new Map<number, (reply: FeedWorkerReply) => void>();
    let building: Promise<void> | undefined;
    let failedAt = 0;
    let running = false;
    let timer: NodeJS.Timeout | undefined;
    let chain: Promise<void> = Promise.resolve();

    const startWorker = () => {
      const data: FeedWorkerData = {
        databaseUrl: app.config.databaseUrl,
        searchPath: options.searchPath,
        settings: {
          publicUrl: app.config.publicUrl,
          agency: app.config.site.agencyName,
          childSize: config.childSize,
          reconcileMs: config.reconcileMs,
          leaseMs: LEASE_MS,
        },
      };
      const created = fork(workerPath, [], {
        execArgv: FEED_BUILDER_NODE_FLAGS,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      created.on('message', (reply: FeedWorkerReply) => {
        waiting.get(reply.id)?.(reply);
        waiting.delete(reply.id);
      });
      const fail = (error: string) => {
        for (const resolve of waiting.values()) resolve({ id: -1, ok: false, error });
        waiting.clear();
        if (worker === created) worker = undefined;
      };
      created.on('error', (error: Error) => {
        fail(error.stack ?? error.message);
      });
      created.on('exit', (code, signal) => {
        fail(`feed builder exited (${code ?? signal ?? 'unknown'})`);
      });
      created.send({ type: 'start', data } satisfies FeedWorkerRequest);
      // A builder never keeps a CLI or a test process alive.
      created.unref();
      created.channel?.unref();
      return created;
    };

    const stopWorker = async () => {
      const stopping = worker;
      worker = undefined;
      if (stopping?.exitCode !== null || stopping.signalCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      if (stopping.connected) stopping.send({ type: 'close' } satisfies FeedWorkerRequest);
      const timer = setTimeout(() => stopping.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    };

    const runBuild = (reconcile: boolean) =>
      new Promise<BuildStats>((resolve, reject) => {
        worker ??= startWorker();
        const id = nextId++;
        waiting.set(id, (reply) => {
          if (reply.ok) resolve(reply.stats);
          else reject(new Error(reply.error));
        });
        worker.send({ type: 'build', id, owner, reconcile } satisfies FeedWorkerRequest);
      });

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
          log.info({ stats }, 'feeds built');
          // Between builds the process and its memory (tens of MB after a large build) are
          // given back; starting one again costs about 150 ms.
          await stopWorker();
        } catch (error) {
          await stopWorker();
          failedAt = Date.now();
          log.error({ err: error }, 'feed build failed');
          await releaseLease(
            app.db,
            owner,
            error instanceof Error ? error.message.slice(0, 2000) : String(error),
          ).catch(() => undefined);
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
      await stopWorker();
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
