// At most `limit` tasks at once; the others wait their turn, first come first served. Unlike
// lib/count-queue.ts nothing is dropped and nobody stops waiting: for work whose answer a
// request cannot do without.
//
// `restShare`: while others wait, a slot rests this many times as long as its last task ran
// before the next one starts, so a stream of such work takes at most 1 / (1 + restShare) of
// the slot's time and leaves the rest to everything else. Nothing rests when nobody waits.
export type WorkLane = {
  run<T>(task: () => Promise<T>): Promise<T>;
  // Tasks wait until release() (tests, as the count queue's hold).
  hold(): void;
  release(): void;
  // On shutdown: the tasks waiting, and any asked for later, fail with `error` unrun; resolves
  // once the running ones are done, so nothing runs after what it needs has closed.
  close(error: Error): Promise<void>;
  readonly active: number;
  readonly waiting: number;
};

export function createWorkLane(
  limit: number,
  { restShare = 0, now = performance.now.bind(performance) } = {},
): WorkLane {
  let active = 0;
  let held = false;
  let closed: Error | undefined;
  let drained: (() => void) | undefined;
  const waiting: { start: () => void; fail: (error: Error) => void }[] = [];
  const startWaiting = () => {
    while (!held && active < limit) {
      const next = waiting.shift();
      if (!next) break;
      active += 1;
      next.start();
    }
  };
  const free = () => {
    active -= 1;
    startWaiting();
    if (active === 0) drained?.();
  };
  return {
    async run(task) {
      if (closed) throw closed;
      if (!held && active < limit) active += 1;
      else {
        await new Promise<void>((start, fail) => {
          waiting.push({ start, fail });
        });
      }
      const started = now();
      try {
        return await task();
      } finally {
        const rest = restShare * (now() - started);
        // After close() nobody waits: the slot is freed at once.
        if (waiting.length > 0 && rest > 0) setTimeout(free, rest);
        else free();
      }
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      startWaiting();
    },
    close(error) {
      closed = error;
      for (const next of waiting.splice(0)) next.fail(error);
      if (active === 0) return Promise.resolve();
      return new Promise((resolve) => {
        drained = resolve;
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
