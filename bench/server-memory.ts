import { readFileSync } from 'node:fs';
import type { ResultRow } from './bench-result.ts';

// bench:api's memory rows: what the server costs the machine at rest, under and after the
// load, and while the feed builder runs, against the budgets of docs/PERFORMANCE.md.

export const MEMORY_BUDGET_MB = { atRest: 150, afterLoad: 200 } as const;

function mbOf(kb: number): number {
  return Math.round((kb / 1024) * 10) / 10;
}

function kbField(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter((entry) => entry.trim() !== '')
      .map(Number);
  } catch {
    return [];
  }
}

// The server's RSS plus the memory only its child processes use (the feed builder): a child
// shares the Node binary's pages with the server, so adding its RSS would count them twice.
export function serverMemoryMb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  let kb = kbField(status, 'VmRSS');
  for (const child of childPids(pid)) {
    try {
      const rollup = readFileSync(`/proc/${child}/smaps_rollup`, 'utf8');
      kb += kbField(rollup, 'Private_Clean') + kbField(rollup, 'Private_Dirty');
    } catch {
      // The child ended while it was read.
    }
  }
  return mbOf(kb);
}

// What the server keeps once a load is over: read when its search processes (SQLite's counts
// and new keyword searches, ADR 0020) have ended, as they do 10 s after their last task, or
// after `waitMs` at most, and no sooner than `idleMs` after the load: the server gives back
// what the load grew once its event loop has been idle for a second (lib/idle-memory.ts). The
// peak under the load counts all of it.
export async function settledMemoryMb(
  pid: number,
  waitMs = 15_000,
  idleMs = 3_000,
): Promise<number> {
  const deadline = Date.now() + waitMs;
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  while (childPids(pid).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return serverMemoryMb(pid);
}

// The highest serverMemoryMb seen from now until stop(), read every `everyMs`.
export function startPeakMemory(pid: number, everyMs = 100): { stop: () => number } {
  let peak = serverMemoryMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, serverMemoryMb(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, serverMemoryMb(pid));
    },
  };
}

export type MemoryReading = {
  db: string;
  jobs: number;
  // The first start's feed build (every job read, in the builder process), no traffic yet.
  duringFeedBuild: number;
  // Right after a 2 s warm-up, once the first build is done (no budget: what the warm-up
  // left in the young generation).
  afterWarmUp: number;
  // 3 s after the warm-up, with no request since.
  atRest: number;
  // The highest reading while the rows were measured (count threads included).
  duringLoad: number;
  // Once the load is over and the search processes it started have ended.
  afterLoad: number;
};

// Which readings miss their budget: at rest and during the quiet first build against the
// at-rest budget, under and after the load against the after-load budget.
export function memoryMisses(reading: MemoryReading): string[] {
  const misses: string[] = [];
  if (reading.duringFeedBuild > MEMORY_BUDGET_MB.atRest) misses.push('during the feed build');
  if (reading.atRest > MEMORY_BUDGET_MB.atRest) misses.push('at rest');
  if (reading.duringLoad > MEMORY_BUDGET_MB.afterLoad) misses.push('during the load');
  if (reading.afterLoad > MEMORY_BUDGET_MB.afterLoad) misses.push('after the load');
  return misses;
}

export function memoryTable(readings: MemoryReading[]): string {
  const cell = (value: number, budget: number) => (value > budget ? `**${value} ✗**` : `${value}`);
  return [
    `| database | jobs | during the first feed build (≤ ${MEMORY_BUDGET_MB.atRest}) | right after the warm-up | at rest (≤ ${MEMORY_BUDGET_MB.atRest}) | peak under load (≤ ${MEMORY_BUDGET_MB.afterLoad}) | after the load (≤ ${MEMORY_BUDGET_MB.afterLoad}) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...readings.map(
      (reading) =>
        `| ${reading.db} | ${reading.jobs.toLocaleString('en-US')} | ${cell(reading.duringFeedBuild, MEMORY_BUDGET_MB.atRest)} | ${reading.afterWarmUp} | ${cell(reading.atRest, MEMORY_BUDGET_MB.atRest)} | ${cell(reading.duringLoad, MEMORY_BUDGET_MB.afterLoad)} | ${cell(reading.afterLoad, MEMORY_BUDGET_MB.afterLoad)} |`,
    ),
    '',
    "MB: the server's RSS plus its child processes' unshared memory; ✗ misses the budget.",
  ].join('\n');
}

export function memoryResultRows(readings: MemoryReading[]): ResultRow[] {
  return readings.map((reading) => ({
    name: 'server memory',
    params: { database: reading.db, jobs: reading.jobs },
    metrics: {
      rssDuringFeedBuildMb: reading.duringFeedBuild,
      rssAfterWarmUpMb: reading.afterWarmUp,
      rssAtRestMb: reading.atRest,
      rssPeakUnderLoadMb: reading.duringLoad,
      rssAfterLoadMb: reading.afterLoad,
      withinBudget: memoryMisses(reading).length === 0,
    },
  }));
}
