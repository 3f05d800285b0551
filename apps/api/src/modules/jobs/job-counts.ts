import { Worker } from 'node:worker_threads';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { createCountQueue, type Counted } from '../../lib/count-queue.ts';
import type { JobFacetCounts } from './job-facets.ts';
import type { JobFilters } from './job-filters.ts';
import type { ListTotal } from './job-totals.ts';
import { type JobCountTask, type JobCountValue, runJobCountTask } from './job-count-tasks.ts';
import type { JobCountReply, JobCountRequest, JobCountWorkerData } from './job-count-worker.ts';

// Fresh list totals and facet counts, computed by at most JOB_COUNT_CONCURRENCY workers per
// instance and waited for at most JOB_COUNT_BUDGET_MS (lib/count-queue.ts, ADR 0020). On
// SQLite a query runs on the thread that asks it, so no deadline could stop a count holding
// the event loop: the counts run in threads of their own, each with a read-only connection,
// started when there is work and ended when idle. On PostgreSQL they run on the pool, at
// most that many at once, each statement stopped after COUNT_STATEMENT_TIMEOUT_MS.

declare module 'fastify' {
  interface FastifyInstance {
    jobCounts: JobCounts;
  }
}

export type JobCounts = {
  // `key` names the question (the routes' countKey): one computation per key at a time.
  total(key: string, filters: JobFilters): Promise<Counted<ListTotal>>;
  facets(key: string, filters: JobFilters): Promise<Counted<JobFacetCounts>>;
  // After a job is written through this instance.
  clear(): void;
  // Tests: computations wait while held; idle() resolves once none runs or waits.
  hold(): void;
  release(): void;
  idle(): Promise<void>;
  readonly running: number;
  readonly queued: number;
  // Count threads alive (SQLite).
  readonly threads: number;
};

// A count thread with nothing to do for this long ends, giving its memory back.
const THREAD_IDLE_MS = 10_000;
// A count thread's heap: its values are a few kilobytes, and SQLite's page cache (2 MB) is
// outside it.
const THREAD_HEAP_MB = 24;
// PostgreSQL stops a count's statement after this long: the grouped pass of a common word at
// a million jobs takes under a second, so only a pathological one is stopped.
const COUNT_STATEMENT_TIMEOUT_MS = 15_000;

// The worker's file next to this module: TypeScript when run from the sources (tests, dev,
// CLIs), JavaScript beside dist/server.js in the built server (apps/api/build.ts).
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './job-count-worker.ts' : './job-count-worker.js',
  import.meta.url,
);

type CountThread = {
  worker: Worker;
  busy: boolean;
  idleTimer: NodeJS.Timeout | undefined;
  // The task it runs: how to settle it, whichever of reply, error or exit comes first.
  settle: ((reply: JobCountReply) => void) | undefined;
};

function createThreadRunner(databaseUrl: string) {
  const threads = new Set<CountThread>();
  let nextId = 0;

  const end = (thread: CountThread) => {
    threads.delete(thread);
    clearTimeout(thread.idleTimer);
    void thread.worker.terminate();
  };
  const start = (): CountThread => {
    const worker = new Worker(workerUrl, {
      workerData: { databaseUrl } satisfies JobCountWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 4 },
    });
    const thread: CountThread = { worker, busy: false, idleTimer: undefined, settle: undefined };
    const failed = (message: string) => {
      threads.delete(thread);
      thread.settle?.({ id: -1, ok: false, error: message });
    };
    worker.on('message', (reply: JobCountReply) => thread.settle?.(reply));
    worker.on('error', (error: Error) => {
      failed(`the count thread failed: ${error.message}`);
    });
    worker.on('exit', () => {
      failed('the count thread stopped');
    });
    // A count thread never keeps a CLI or a test process alive.
    worker.unref();
    threads.add(thread);
    return thread;
  };

  return {
    run(task: JobCountTask): Promise<JobCountValue> {
      const thread = [...threads].find((candidate) => !candidate.busy) ?? start();
      thread.busy = true;
      clearTimeout(thread.idleTimer);
      const id = nextId++;
      return new Promise<JobCountValue>((resolve, reject) => {
        thread.settle = (reply) => {
          if (reply.id !== id && reply.id !== -1) return;
          thread.settle = undefined;
          thread.busy = false;
          if (threads.has(thread)) {
            thread.idleTimer = setTimeout(() => {
              end(thread);
            }, THREAD_IDLE_MS).unref();
          }
          if (reply.ok) resolve(reply.value);
          else reject(new Error(reply.error));
        };
        thread.worker.postMessage({ id, task } satisfies JobCountRequest);
      });
    },
    get size() {
      return threads.size;
    },
    close() {
      for (const thread of threads) end(thread);
    },
  };
}

export default fp(
  async (app) => {
    const settings = app.config.jobCounts;
    const queue = createCountQueue<JobCountValue>({
      concurrency: settings.concurrency,
      budgetMs: settings.budgetMs,
      ttlMs: app.config.searchCountCacheMs,
    });
    const threads =
      app.dbDialect === 'sqlite' && settings.offThread
        ? createThreadRunner(app.config.databaseUrl)
        : undefined;
    const run = (task: JobCountTask): Promise<JobCountValue> => {
      if (threads) return threads.run(task);
      if (app.dbDialect === 'sqlite') return runJobCountTask(app.db, 'sqlite', task);
      return app.db.transaction().execute(async (trx) => {
        await sql
          .raw(`set local statement_timeout = ${String(COUNT_STATEMENT_TIMEOUT_MS)}`)
          .execute(trx);
        return runJobCountTask(trx, 'postgres', task);
      });
    };
    // The value's kind follows the task's: the keys of totals and facets never meet.
    const ask = <T extends JobCountValue>(key: string, task: JobCountTask) =>
      queue.ask(`${task.kind} ${key}`, () => run(task)) as Promise<Counted<T>>;

    app.decorate('jobCounts', {
      total: (key, filters) => ask<ListTotal>(key, { kind: 'total', filters }),
      facets: (key, filters) => ask<JobFacetCounts>(key, { kind: 'facets', filters }),
      clear: () => {
        queue.clear();
      },
      hold: () => {
        queue.hold();
      },
      release: () => {
        queue.release();
      },
      idle: () => queue.idle(),
      get running() {
        return queue.running;
      },
      get queued() {
        return queue.queued;
      },
      get threads() {
        return threads?.size ?? 0;
      },
    } satisfies JobCounts);
    app.addHook('onClose', async () => {
      queue.hold();
      threads?.close();
    });
  },
  { name: 'job-counts', dependencies: ['database'] },
);
