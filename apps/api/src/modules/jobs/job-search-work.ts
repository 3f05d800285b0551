import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { serviceUnavailable } from '../../lib/http-errors.ts';
import { createCountQueue, type Counted, MAX_QUEUED } from '../../lib/count-queue.ts';
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
import type { JobSearchReply, JobSearchRequest } from './job-search-worker.ts';
import { keywordQuery } from './job-keywords.ts';

// The work of a search that grows with the board, bounded per instance (ADR 0020):
// - fresh list totals and facet counts, computed by at most JOB_SEARCH_CONCURRENCY workers
//   and waited for at most JOB_COUNT_BUDGET_MS (lib/count-queue.ts): counts never hold up a
//   page;
// - the pages (newest first) of keyword searches nobody asked a moment ago, at most
//   JOB_SEARCH_CONCURRENCY at once (lib/work-lane.ts): such a page waits its turn, and a flood
//   of new searches waits behind itself while the other lists are served;
// - under such a flood (FLOOD_PAGES_WAITING pages waiting their turn, or the count queue
//   full), the counts of a question asked for the first time: they are computed from its
//   next ask. A person asks again (a reload); a crawler or a bot following endless new
//   keywords does not, and so gets pages without counts instead of keeping the count
//   workers busy.
// On SQLite a query runs on the thread that asks it, so no deadline could stop a count, and a
// page of two rare words at a million jobs holds the event loop for 20-150 ms: both run in
// processes of their own, each with a read-only connection, started when there is work and
// ended when idle. On PostgreSQL they run on the pool with SEARCH_WORK_MEM, counts'
// statements stopped after COUNT_STATEMENT_TIMEOUT_MS.

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
  // choice of word forms or prefix (the routes' cache), chosen in a search process too.
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
  // Tests: keyword pages wait in their lane while held.
  holdPages(): void;
  releasePages(): void;
  readonly pagesWaiting: number;
  // Search processes alive (SQLite), for counts and for pages.
  readonly processes: number;
};

// A search process with nothing to do for this long ends, giving its memory back.
const PROCESS_IDLE_MS = 10_000;
// A search process's heap: its values are a few kilobytes (a page of 50 jobs some 100 KB), and
// SQLite's page cache (2 MB) is outside it. Processes, not worker threads: a thread's heap
// pages stay in the server after it ends (V8 pools them), and the server's heap flags
// override a thread's resourceLimits (the feed builder found both, docs/PERFORMANCE.md).
export const SEARCH_PROCESS_NODE_FLAGS = ['--max-old-space-size=32', '--max-semi-space-size=1'];
// PostgreSQL stops a count's statement after this long: the grouped pass of a common word at
// a million jobs takes under a second, so only a pathological one is stopped.
const COUNT_STATEMENT_TIMEOUT_MS = 15_000;
// While keyword pages wait their turn, a slot of the page lane rests as long as its last page
// took before the next starts: a flood of new searches gets at most half of each slot's
// time, and the database's other half goes to every other page. On PostgreSQL the lane's
// page runs on a backend the operating system schedules like any other; at a million jobs a
// flood's pages kept one of two cores busy and the industry list served beside it fell to
// half its req/s (docs/PERFORMANCE.md, "Unique searches"). Nothing rests when nobody waits.
const PAGE_LANE_REST_SHARE = 1;
// This many keyword pages waiting their turn is a flood: two people whose new searches
// overlap by chance leave one waiting, and keep their counts.
const FLOOD_PAGES_WAITING = 2;
// PostgreSQL's memory for one sort or bitmap of this work. A keyword's prefix (`nurse:*`) is
// read from the GIN index into a bitmap of every matching row; at a million jobs two common
// words' bitmaps outgrow the default 4 MB, turn lossy, and every row of 33,000 heap pages is
// checked again: 850 ms for a page of "manager nurse" in Healthcare, 140 ms with 16 MB
// (docs/PERFORMANCE.md, "Unique searches"). Only this work gets it, at most
// JOB_SEARCH_CONCURRENCY statements of each kind at once, so PostgreSQL's memory stays
// bounded whatever the pool's size.
const SEARCH_WORK_MEM = '16MB';

// The worker's file next to this module: TypeScript when run from the sources (tests, dev,
// CLIs), JavaScript beside dist/server.js in the built server (apps/api/build.ts).
const workerPath = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './job-search-worker.ts' : './job-search-worker.js',
    import.meta.url,
  ),
);

type SearchProcess = {
  child: ChildProcess;
  idleTimer: NodeJS.Timeout | undefined;
  // The tasks sent to it, by id: it runs them one after another (a SQLite query holds its
  // thread), and an exit or error settles all of them.
  waiting: Map<number, (reply: JobSearchReply) => void>;
};

// At most `limit` processes: a task goes to an idle one, or starts one, or else queues on the
// least busy. Each process is some 40 MB beyond what it shares with the server.
function createProcessRunner(databaseUrl: string, limit: number) {
  const processes = new Set<SearchProcess>();
  let nextId = 0;

  const end = (search: SearchProcess) => {
    processes.delete(search);
    clearTimeout(search.idleTimer);
    if (search.child.connected) search.child.send({ type: 'close' } satisfies JobSearchRequest);
    // One that does not close within 2 s is stopped.
    setTimeout(() => search.child.kill('SIGKILL'), 2000).unref();
  };
  const start = (): SearchProcess => {
    const child = fork(workerPath, [], {
      execArgv: SEARCH_PROCESS_NODE_FLAGS,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const search: SearchProcess = { child, idleTimer: undefined, waiting: new Map() };
    const failed = (message: string) => {
      processes.delete(search);
      for (const settle of search.waiting.values()) settle({ id: -1, ok: false, error: message });
      search.waiting.clear();
    };
    child.on('message', (reply: JobSearchReply) => {
      search.waiting.get(reply.id)?.(reply);
    });
    child.on('error', (error: Error) => {
      failed(`the search process failed: ${error.message}`);
    });
    child.on('exit', () => {
      failed('the search process stopped');
    });
    child.send({ type: 'start', databaseUrl } satisfies JobSearchRequest);
    // A search process never keeps a CLI or a test process alive.
    child.unref();
    child.channel?.unref();
    processes.add(search);
    return search;
  };
  const choose = (): SearchProcess => {
    const all = [...processes];
    const idle = all.find((search) => search.waiting.size === 0);
    if (idle) return idle;
    if (all.length < limit) return start();
    return all.reduce((least, search) =>
      search.waiting.size < least.waiting.size ? search : least,
    );
  };

  return {
    run(task: JobSearchTask): Promise<JobSearchValue> {
      const search = choose();
      clearTimeout(search.idleTimer);
      const id = nextId++;
      return new Promise<JobSearchValue>((resolve, reject) => {
        search.waiting.set(id, (reply) => {
          search.waiting.delete(id);
          if (search.waiting.size === 0 && processes.has(search)) {
            search.idleTimer = setTimeout(() => {
              end(search);
            }, PROCESS_IDLE_MS).unref();
          }
          if (reply.ok) resolve(reply.value);
          else reject(new Error(reply.error));
        });
        search.child.send({ type: 'run', id, task } satisfies JobSearchRequest);
      });
    },
    get size() {
      return processes.size;
    },
    close() {
      for (const search of processes) end(search);
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
    const processes =
      app.dbDialect === 'sqlite' && settings.inProcesses
        ? createProcessRunner(app.config.databaseUrl, settings.concurrency)
        : undefined;
    const pages = createWorkLane(settings.concurrency, { restShare: PAGE_LANE_REST_SHARE });
    const run = (task: JobSearchTask): Promise<JobSearchValue> => {
      if (processes) return processes.run(task);
      if (app.dbDialect === 'sqlite') return runJobSearchTask(app.db, app.dbDialect, task);
      return app.db.transaction().execute(async (trx) => {
        // A page cannot be answered without its rows: only counts have a time-out.
        await (
          task.kind === 'page'
            ? sql`select set_config('work_mem', ${SEARCH_WORK_MEM}, true)`
            : sql`select set_config('work_mem', ${SEARCH_WORK_MEM}, true),
              set_config('statement_timeout', ${String(COUNT_STATEMENT_TIMEOUT_MS)}, true)`
        ).execute(trx);
        return runJobSearchTask(trx, 'postgres', task);
      });
    };
    const flooded = () => pages.waiting >= FLOOD_PAGES_WAITING || queue.queued >= MAX_QUEUED;
    // The value's kind follows the task's: the keys of totals and facets never meet.
    const ask = <T extends JobSearchValue>(key: string, task: JobSearchTask) =>
      queue.ask(`${task.kind} ${key}`, () => run(task), {
        deferFirst: flooded(),
      }) as Promise<Counted<T>>;

    app.decorate('jobSearch', {
      total: (key, filters) => ask<ListTotal>(key, { kind: 'total', filters }),
      totalKnown: (key) => queue.has(`total ${key}`),
      facets: (key, filters) => ask<JobFacetCounts>(key, { kind: 'facets', filters }),
      page: (options, rememberMatch) =>
        pages.run(async () => {
          const keywords = keywordQuery(options);
          const ftsMatch =
            app.dbDialect === 'sqlite'
              ? await rememberMatch(() => run({ kind: 'match', keywords }) as Promise<string>)
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
      holdPages: () => {
        pages.hold();
      },
      releasePages: () => {
        pages.release();
      },
      get pagesWaiting() {
        return pages.waiting;
      },
      get processes() {
        return processes?.size ?? 0;
      },
    } satisfies JobSearchWork);
    app.addHook('onClose', async () => {
      queue.hold();
      // Pages still waiting their turn are answered 503; the running ones finish on the
      // connections they hold before the database closes.
      await pages.close(serviceUnavailable('The server is shutting down. Try again in a moment.'));
      processes?.close();
    });
  },
  { name: 'job-search-work', dependencies: ['database'] },
);
