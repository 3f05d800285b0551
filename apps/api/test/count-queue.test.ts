import { describe, expect, it } from 'vitest';
import {
  ASKED_AGAIN_WITHIN_MS,
  createCountQueue,
  LATE_RESULT_KEEP_MS,
  MAX_QUEUED,
  QUEUE_DEADLINE_MS,
} from '../src/lib/count-queue.ts';

// The queue's own rules, with a clock the test moves and computations it settles by hand.

function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('count queue', () => {
  it('drops the oldest waiting computation past MAX_QUEUED, and one that waited past its deadline', async () => {
    let time = 0;
    const queue = createCountQueue<number>({
      concurrency: 1,
      budgetMs: 0,
      ttlMs: 0,
      now: () => time,
    });
    // One computation holds the only slot while the others queue.
    const busy = gate<number>();
    await queue.ask('busy', () => busy.promise);
    const started: string[] = [];
    const compute = (key: string) => () => {
      started.push(key);
      return Promise.resolve(1);
    };
    for (let index = 0; index <= MAX_QUEUED; index++) {
      expect(await queue.ask(`k${String(index)}`, compute(`k${String(index)}`))).toEqual({
        ready: false,
      });
    }
    // k0 was pushed out by the one past the limit.
    expect(queue.queued).toBe(MAX_QUEUED);
    time += QUEUE_DEADLINE_MS + 1;
    await queue.ask('fresh', compute('fresh'));
    busy.open(0);
    await queue.idle();
    // Everything queued before the deadline was dropped unrun; the fresh one ran.
    expect(started).toEqual(['fresh']);
    expect(await queue.ask('fresh', compute('again'))).toEqual({ ready: true, value: 1 });
  });

  it('keeps a late result for the next asker only, and shares a running one', async () => {
    let time = 0;
    const queue = createCountQueue<string>({
      concurrency: 1,
      budgetMs: 0,
      ttlMs: 0,
      now: () => time,
    });
    const slow = gate<string>();
    let runs = 0;
    const compute = () => {
      runs += 1;
      return slow.promise;
    };
    expect(await queue.ask('key', compute)).toEqual({ ready: false });
    expect(await queue.ask('key', compute)).toEqual({ ready: false });
    expect(runs).toBe(1);
    slow.open('counted');
    await queue.idle();
    expect(await queue.ask('key', compute)).toEqual({ ready: true, value: 'counted' });
    // Taken once: the next asker computes again (here at once, within the budget).
    expect(await queue.ask('key', () => Promise.resolve('recounted'))).toEqual({
      ready: true,
      value: 'recounted',
    });
    // A late result nobody asks for within LATE_RESULT_KEEP_MS is forgotten.
    const late = gate<string>();
    expect(await queue.ask('other', () => late.promise)).toEqual({ ready: false });
    late.open('late');
    await queue.idle();
    time += LATE_RESULT_KEEP_MS + 1;
    const fresh = gate<string>();
    expect(await queue.ask('other', () => fresh.promise)).toEqual({ ready: false });
    fresh.open('fresh');
    await queue.idle();
  });

  it('waits for the result when there is no budget, and passes a failure on', async () => {
    const queue = createCountQueue<number>({ concurrency: 1, budgetMs: undefined, ttlMs: 0 });
    expect(await queue.ask('a', () => Promise.resolve(3))).toEqual({ ready: true, value: 3 });
    await expect(queue.ask('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('computes a question deferred on its first ask from its next ask within ASKED_AGAIN_WITHIN_MS', async () => {
    let time = 0;
    const queue = createCountQueue<string>({
      concurrency: 1,
      budgetMs: undefined,
      ttlMs: 0,
      now: () => time,
    });
    const runs: string[] = [];
    const compute = (value: string) => () => {
      runs.push(value);
      return Promise.resolve(value);
    };
    // Deferred: answered not ready at once, nothing computed or queued.
    expect(await queue.ask('new', compute('first'), { deferFirst: true })).toEqual({
      ready: false,
    });
    expect(runs).toEqual([]);
    expect(queue.queued + queue.running).toBe(0);
    // Asked again a moment later: computed, even while deferring.
    time += ASKED_AGAIN_WITHIN_MS - 1;
    expect(await queue.ask('new', compute('second'), { deferFirst: true })).toEqual({
      ready: true,
      value: 'second',
    });
    // A question last asked longer ago is a first ask again.
    time += ASKED_AGAIN_WITHIN_MS;
    expect(await queue.ask('new', compute('third'), { deferFirst: true })).toEqual({
      ready: false,
    });
    // Without a flood a first ask is computed as before.
    expect(await queue.ask('quiet', compute('quiet'))).toEqual({ ready: true, value: 'quiet' });
    expect(runs).toEqual(['second', 'quiet']);
  });

  it('lets a deferred asker join a computation already on its way', async () => {
    const queue = createCountQueue<string>({ concurrency: 1, budgetMs: undefined, ttlMs: 0 });
    const running = gate<string>();
    const answer = queue.ask('shared', () => running.promise);
    const joined = queue.ask('shared', () => Promise.resolve('again'), { deferFirst: true });
    running.open('once');
    expect(await answer).toEqual({ ready: true, value: 'once' });
    expect(await joined).toEqual({ ready: true, value: 'once' });
  });
});
