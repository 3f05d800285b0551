// At most `limit` tasks at once; the others wait their turn, first come first served. Unlike
// lib/count-queue.ts nothing is dropped and nobody stops waiting: for work whose answer a
// request cannot do without.
export type WorkLane = {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export function createWorkLane(limit: number): WorkLane {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
