import { describe, expect, it } from 'vitest';
import { releaseIdleMemory, watchIdleMemory } from '../src/lib/idle-memory.ts';

describe('idle memory', () => {
  it('gives back the young generation a burst grew, without a global gc for anyone', async () => {
    const v8 = await import('node:v8');
    const newSpace = () =>
      v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ??
      0;
    // A burst of short-lived garbage grows the young generation.
    let sink = 0;
    for (let i = 0; i < 200_000; i++) sink += JSON.stringify({ i, text: `row ${i}` }).length;
    expect(sink).toBeGreaterThan(0);
    const before = newSpace();
    releaseIdleMemory();
    expect(newSpace()).toBeLessThanOrEqual(before);
    expect('gc' in globalThis).toBe(false);
    const { runInNewContext } = await import('node:vm');
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });

  it('releases once the event loop was idle for an interval, and not after stop()', async () => {
    const releases: number[] = [];
    const watcher = watchIdleMemory({
      idleMs: 50,
      minGrowthBytes: 1,
      minIntervalMs: 0,
      onRelease: (before) => releases.push(before),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(releases.length).toBeGreaterThanOrEqual(1);
      const count = releases.length;
      watcher.stop();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(releases.length).toBe(count);
    } finally {
      watcher.stop();
    }
  });

  it('waits minIntervalMs between two releases', async () => {
    const releases: number[] = [];
    const watcher = watchIdleMemory({
      idleMs: 30,
      minGrowthBytes: 0,
      minIntervalMs: 60_000,
      onRelease: (before) => releases.push(before),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(releases).toHaveLength(1);
    } finally {
      watcher.stop();
    }
  });
});
