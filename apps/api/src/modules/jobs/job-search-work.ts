import { Worker } from 'node:worker_threads';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { createCountQueue, type Counted } from '../../lib/count-queue.ts';
import { createWorkLane } from '../../lib/work-lane.ts';
import type { JobFacetCounts } from './job-facets.ts';
import type { JobFilters, JobPage } from './job-filters.ts';
import type { ListTotal } from './job-totals.ts';
import {
  type JobSearchTask,
  type JobSearchValue,
  runJobSearchTask,
  type SearchPageOptions,
} from './job-search-tasks.ts';
import type { JobSearchReply, JobSearchRequest, JobSearchWorkerData } from './job-search-worker.ts';

// The work of a search that grows with the board, bounded per instance (ADR 0020):
// - fresh list totals and facet counts, computed by at most JOB_SEARCH_CONCURRENCY workers
//   and waited for at most JOB_COUNT_BUDGET_MS (lib/count-queue.ts): counts never hold up a
//   page;
// - the pages (newest first) of keyword searches nobody asked a moment ago, at most
//   JOB_SEARCH_CONCURRENCY at once (lib/work-lane.ts): such a page waits its turn, and a flood
//   of new searches waits behind itself while the other lists are served.
// On SQLite a query runs on the thread that asks it, so no deadline could stop a count, and a
// page of two rare words at a million jobs holds the event loop for 20-150 ms: both run in
// threads of their own, each with a read-only connection, started when there is work and
// ended when idle. On PostgreSQL they run on the pool, counts' statements stopped after
// COUNT_STATEMENT_TIMEOUT_MS.

declare module 'fastify' {
  interface FastifyInstance {
    jobSearch: JobSearchWork;
  }
}

export type JobSearchWork = {
  // `key` names the question (the routes' countKey): one computation per key at a time.
  total(key: string, filters: JobFilters): Promise<Counted<ListTotal>>;
  facets(key: string, filters: JobFilters): Promise<Counted<JobFacetCounts>>;
  // True when the total for `key` was counted a moment ago: a question people are asking.
  totalKnown(key: string): boolean;
  // A keyword search's page, newest first, without its total. `rememberMatch` shares SQLite's
  // choice of word forms or prefix (the routes' cache), chosen in a search thread too.
  page(
    options: SearchPageOptions,
    rememberMatch: (choose: () => Promise<string>) => Promise<string>,
  ): Promise<JobPage>;
  // After a job is written through this instance.
  clear(): void;
  // Tests: count computations wait while held; idle() resolves once none runs or waits.
  hold(): void;
  release(): void;
  idle(): Promise<void>;
  readonly running: number;
  readonly queued: number;
  // Search threads alive (SQLite), for counts and for pages.
  readonly threads: number;
};

// A search thread with nothing to do for this long ends, giving its memory back.
const THREAD_IDLE_MS = 10_000;
// A search thread's heap: its values are a few kilobytes (a page of 50 jobs some 100 KB), and
// SQLite's page cache (2 MB) is outside it.
const THREAD_HEAP_MB = 24;
// PostgreSQL stops a count's statement after this long: the grouped pass of a common word at
// a million jobs takes under a second, so only a pathological one is stopped.
const COUNT_STATEMENT_TIMEOUT_MS = 15_000;

// The worker's file next to this module: TypeScript when run from the sources (tests, dev,
// CLIs), JavaScript beside dist/server.js in the built server (apps/api/build.ts).
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './job-search-worker.ts' : './job-search-worker.js',
  import.meta.url,
);

type SearchThread = {
  worker: Worker;
  busy: boolean;
  idleTimer: NodeJS.Timeout | undefined;
  // The task it runs: how to settle it, whichever of reply, error or exit comes first.
  settle: ((reply: JobSearchReply) => void) | undefined;
};

function createThreadRunner(databaseUrl: string) {
  const threads = new Set<SearchThread>();
  let nextId = 0;

  const end = (thread: SearchThread) => {
    threads.delete(thread);
    clearTimeout(thread.idleTimer);
    void thread.worker.terminate();
  };
  const start = (): SearchThread => {
    const worker = new Worker(workerUrl, {
      workerData: { databaseUrl } satisfies JobSearchWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 4 },
    });
    const thread: SearchThread = { worker, busy: false, idleTimer: undefined, settle: undefined };
    const failed = (message: string) => {
      threads.delete(thread);
      thread.settle?.({ id: -1, ok: false, error: message });
    };
    worker.on('message', (reply: JobSearchReply) => thread.settle?.(reply));
    worker.on('error', (error: Error) => {
      failed(`the search thread failed: ${error.message}`);
    });
    worker.on('exit', () => {
      failed('the search thread stopped');
    });
    // A search thread never keeps a CLI or a test process alive.
    worker.unref();
    threads.add(thread);
    return thread;
  };

  return {
    run(task: JobSearchTask): Promise<JobSearchValue> {
      const thread = [...threads].find((candidate) => !candidate.busy) ?? start();
      thread.busy = true;
      clearTimeout(thread.idleTimer);
      const id = nextId++;
      return new Promise<JobSearchValue>((resolve, reject) => {
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
        thread.worker.postMessage({ id, task } satisfies JobSearchRequest);
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
    const settings = app.config.jobSearch;
    const queue = createCountQueue<JobSearchValue>({
      concurrency: settings.concurrency,
      budgetMs: settings.budgetMs,
      ttlMs: app.config.searchCountCacheMs,
    });
    const threads =
      app.dbDialect === 'sqlite' && settings.offThread
        ? createThreadRunner(app.config.databaseUrl)
        : undefined;
    const pages = createWorkLane(settings.concurrency);
    const run = (task: JobSearchTask): Promise<JobSearchValue> => {
      if (threads) return threads.run(task);
      if (app.dbDialect === 'sqlite' || task.kind === 'page') {
        return runJobSearchTask(app.db, app.dbDialect, task);
      }
      return app.db.transaction().execute(async (trx) => {
        await sql
          .raw(`set local statement_timeout = ${String(COUNT_STATEMENT_TIMEOUT_MS)}`)
          .execute(trx);
        return runJobSearchTask(trx, 'postgres', task);
      });
    };
    // The value's kind follows the task's: the keys of totals and facets never meet.
    const ask = <T extends JobSearchValue>(key: string, task: JobSearchTask) =>
      queue.ask(`${task.kind} ${key}`, () => run(task)) as Promise<Counted<T>>;

    app.decorate('jobSearch', {
      total: (key, filters) => ask<ListTotal>(key, { kind: 'total', filters }),
      totalKnown: (key) => queue.has(`total ${key}`),
      facets: (key, filters) => ask<JobFacetCounts>(key, { kind: 'facets', filters }),
      page: (options, rememberMatch) =>
        pages.run(async () => {
          const q = options.q ?? '';
          const ftsMatch =
            app.dbDialect === 'sqlite'
              ? await rememberMatch(() => run({ kind: 'match', q }) as Promise<string>)
              : undefined;
          return run({ kind: 'page', options: { ...options, ftsMatch } }) as Promise<JobPage>;
        }),
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
    } satisfies JobSearchWork);
    app.addHook('onClose', async () => {
      queue.hold();
      threads?.close();
    });
  },
  { name: 'job-search-work', dependencies: ['database'] },
);
