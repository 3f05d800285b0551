import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

// Gives memory back once the server goes quiet. V8 keeps what a burst of traffic or a feed
// build grew: the young generation's two 8 MB semi-spaces, old-space pages it grew into, and
// freed pages in a pool for reuse, none of them returned by its ordinary collections. After
// bench:api's load that was about 50 MB of the server's RSS (PostgreSQL at a million jobs:
// 197-204 MB, 147-152 after a last-resort collection), memory no request was using. A
// last-resort collection (the one V8 runs before giving up on a heap limit) compacts the old
// space, shrinks the young generation to its starting size and unmaps the pooled pages; it
// takes 0.1-0.4 s, and the traffic that follows starts with a young generation of 1 MB that
// has to grow again, so it runs only when the event loop was idle for a whole interval, the
// process grew by `minGrowthBytes` since the last one and `minIntervalMs` have passed: never
// under load, and at most twice a minute for traffic that comes and goes
// (docs/PERFORMANCE.md, "Memory").

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: Collect | undefined;

// V8's `gc` function, exposed to one fresh context only: the flag is set for as long as that
// context is created, so neither the server's context nor any later one has a global `gc`.
function collector(): Collect {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    try {
      collect = runInNewContext('gc') as Collect;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  return collect;
}

export function releaseIdleMemory(): void {
  collector()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export type IdleMemoryOptions = {
  // How long the event loop must have been idle (under 1 % busy) before memory is given back.
  idleMs: number;
  // How much the RSS must have grown since the last release for another to be worth it.
  minGrowthBytes: number;
  // The least time between two releases.
  minIntervalMs: number;
  onRelease?: (before: number, after: number, tookMs: number) => void;
};

export function watchIdleMemory({
  idleMs,
  minGrowthBytes,
  minIntervalMs,
  onRelease,
}: IdleMemoryOptions): { stop: () => void } {
  let last = performance.eventLoopUtilization();
  let baseline = 0;
  let releasedAt = Number.NEGATIVE_INFINITY;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (busy >= 0.01 || performance.now() - releasedAt < minIntervalMs) return;
    const before = process.memoryUsage.rss();
    if (before - baseline < minGrowthBytes) return;
    const start = performance.now();
    releaseIdleMemory();
    baseline = process.memoryUsage.rss();
    releasedAt = performance.now();
    onRelease?.(before, baseline, performance.now() - start);
    // The collection itself kept the loop busy: the next interval measures from here.
    last = performance.eventLoopUtilization();
  }, idleMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
