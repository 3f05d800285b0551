// Counts that never hold up a page. At most `concurrency` computations run at once, the
// others wait in a short queue; whoever asks waits at most `budgetMs` and is otherwise told
// the answer is not ready, while the computation carries on. One computation per key at a
// time is shared by everyone asking, and its result is shared for `ttlMs` as the result
// cache does (lib/result-cache.ts); a result that came too late for its askers is kept for
// the next one to ask even when `ttlMs` is 0, so the counts appear on the next request.
// Under a flood an asker may have a question computed only from its second ask (`deferFirst`).

import { createRecentAsks } from './recent-asks.ts';

export type Counted<T> = { ready: true; value: T } | { ready: false };

// The most computations waiting for a slot. A flood of questions nobody will ask again (a
// crawler's endless new keywords) pushes the oldest out, so the queue's wait stays short.
export const MAX_QUEUED = 16;
// A computation still waiting this long after it was asked for is dropped: its askers were
// answered without it long ago.
export const QUEUE_DEADLINE_MS = 5_000;
// How long a late result waits for the next asker when results are otherwise not shared.
export const LATE_RESULT_KEEP_MS = 60_000;
// A question asked again within this long counts as asked again (`deferFirst`): a person's
// reload or next look comes within a minute.
export const ASKED_AGAIN_WITHIN_MS = 60_000;

type Entry<T> = {
  key: string;
  generation: number;
  state: 'queued' | 'running' | 'done';
  queuedAt: number;
  compute: () => Promise<T>;
  // Settles with the value, undefined when the computation was dropped unrun, or the error.
  settled: Promise<T | undefined>;
  settle: (value: T | undefined) => void;
  fail: (error: unknown) => void;
  value: T | undefined;
  expires: number;
  // Somebody was answered without it: keep it for the next asker.
  late: boolean;
};

export type CountQueue<T> = {
  // `deferFirst`: a question with no result at hand or on its way, not asked in the last
  // ASKED_AGAIN_WITHIN_MS, is answered not ready at once and not computed; its next ask is.
  // A person asks again; a crawler following endless new keywords does not.
  ask(
    key: string,
    compute: () => Promise<T>,
    options?: { deferFirst?: boolean },
  ): Promise<Counted<T>>;
  // True when a result for `key` is at hand: the question was asked a moment ago.
  has(key: string): boolean;
  // After a write: no result computed before it is given again.
  clear(): void;
  // Queued computations wait until release() (tests, and an operator's pause).
  hold(): void;
  release(): void;
  // Resolves once nothing runs or waits.
  idle(): Promise<void>;
  readonly running: number;
  readonly queued: number;
};

export function createCountQueue<T>({
  concurrency,
  budgetMs,
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  concurrency: number;
  // undefined: wait for the result however long it takes.
  budgetMs: number | undefined;
  // 0: a result is given to the askers of its own computation (and a late one to the next).
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): CountQueue<T> {
  const entries = new Map<string, Entry<T>>();
  const queue: Entry<T>[] = [];
  let running = 0;
  let generation = 0;
  let held = false;
  let idleWaiters: (() => void)[] = [];
  const asked = createRecentAsks({
    windowMs: ASKED_AGAIN_WITHIN_MS,
    maxKeys: maxEntries * 4,
    now,
  });

  const forget = (entry: Entry<T>) => {
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
  };
  const dropOldestDone = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries) break;
      if (entry.state === 'done') entries.delete(key);
    }
  };
  const checkIdle = () => {
    if (running > 0 || queue.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const finish = (entry: Entry<T>, value: T) => {
    entry.state = 'done';
    entry.value = value;
    const keepFor = ttlMs > 0 ? ttlMs : entry.late ? LATE_RESULT_KEEP_MS : 0;
    // A computation that started before a write may hold data from before it.
    if (keepFor === 0 || entry.generation !== generation) forget(entry);
    else entry.expires = now() + keepFor;
    entry.settle(value);
  };

  const pump = () => {
    while (!held && running < concurrency && queue.length > 0) {
      const entry = queue.shift();
      if (!entry) break;
      if (now() - entry.queuedAt > QUEUE_DEADLINE_MS) {
        forget(entry);
        entry.settle(undefined);
        continue;
      }
      entry.state = 'running';
      running += 1;
      entry
        .compute()
        .then(
          (value) => {
            finish(entry, value);
          },
          (error: unknown) => {
            forget(entry);
            entry.fail(error);
          },
        )
        .finally(() => {
          running -= 1;
          pump();
          checkIdle();
        });
    }
    checkIdle();
  };

  const enqueue = (key: string, compute: () => Promise<T>): Entry<T> => {
    let settle!: (value: T | undefined) => void;
    let fail!: (error: unknown) => void;
    const settled = new Promise<T | undefined>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    // A failure nobody waits for any more is no unhandled rejection.
    settled.catch(() => undefined);
    const entry: Entry<T> = {
      key,
      generation,
      state: 'queued',
      queuedAt: now(),
      compute,
      settled,
      settle,
      fail,
      value: undefined,
      expires: 0,
      late: false,
    };
    entries.set(key, entry);
    queue.push(entry);
    while (queue.length > MAX_QUEUED) {
      const oldest = queue.shift();
      if (!oldest) break;
      forget(oldest);
      oldest.settle(undefined);
    }
    dropOldestDone();
    pump();
    return entry;
  };

  const waitFor = (entry: Entry<T>): Promise<Counted<T>> => {
    const answer = entry.settled.then((value): Counted<T> =>
      value === undefined ? { ready: false } : { ready: true, value },
    );
    if (budgetMs === undefined) return answer;
    return new Promise<Counted<T>>((resolve, reject) => {
      const timer = setTimeout(() => {
        entry.late = true;
        resolve({ ready: false });
      }, budgetMs);
      answer.then(
        (counted) => {
          clearTimeout(timer);
          resolve(counted);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };

  return {
    ask(key, compute, { deferFirst = false } = {}) {
      const found = entries.get(key);
      if (found?.state === 'done') {
        if (found.expires > now() && found.value !== undefined) {
          // Kept only for the next asker (results not shared otherwise): taken once.
          if (ttlMs === 0) forget(found);
          return Promise.resolve({ ready: true, value: found.value });
        }
        forget(found);
      }
      if (found && found.state !== 'done') return waitFor(found);
      if (asked.note(key) === 1 && deferFirst) return Promise.resolve({ ready: false });
      return waitFor(enqueue(key, compute));
    },
    has(key) {
      const found = entries.get(key);
      return found?.state === 'done' && found.expires > now();
    },
    clear() {
      generation += 1;
      // Queued computations have not read anything yet: they stay, as of the new generation.
      for (const [key, entry] of entries) {
        if (entry.state === 'queued') entry.generation = generation;
        else entries.delete(key);
      }
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      // A hold pauses the deadline: what waited through it starts its wait again.
      const time = now();
      for (const entry of queue) entry.queuedAt = time;
      pump();
    },
    idle() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
      });
    },
    get running() {
      return running;
    },
    get queued() {
      return queue.length;
    },
  };
}
