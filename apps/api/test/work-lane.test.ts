import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkLane } from '../src/lib/work-lane.ts';

// The lane's own rules, with fake timers for its rests and a clock the test moves.

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('work lane', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most `limit` tasks at once, first come first served', async () => {
    const lane = createWorkLane(1);
    const first = gate();
    const order: string[] = [];
    const a = lane.run(async () => {
      await first.promise;
      order.push('a');
    });
    const b = lane.run(() => {
      order.push('b');
      return Promise.resolve();
    });
    const c = lane.run(() => {
      order.push('c');
      return Promise.resolve();
    });
    expect(lane.active).toBe(1);
    expect(lane.waiting).toBe(2);
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(lane.active).toBe(0);
  });

  it('rests as long as the last task ran while others wait, and not when nobody does', async () => {
    let time = 0;
    const lane = createWorkLane(1, { restShare: 1, now: () => time });
    const started: string[] = [];
    const task = (name: string, ms: number) => () => {
      started.push(name);
      time += ms;
      return Promise.resolve(name);
    };
    // Alone: no rest, the next task starts at once.
    expect(await lane.run(task('alone', 100))).toBe('alone');
    expect(lane.active).toBe(0);

    const a = lane.run(task('a', 100));
    const b = lane.run(task('b', 40));
    // a's answer is not held back by the rest that follows it.
    expect(await a).toBe('a');
    expect(started).toEqual(['alone', 'a']);
    expect(lane.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toEqual(['alone', 'a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['alone', 'a', 'b']);
    expect(await b).toBe('b');
    // Nobody waited behind b: the slot is free at once.
    expect(lane.active).toBe(0);
  });

  it('holds every task until released', async () => {
    const lane = createWorkLane(2);
    lane.hold();
    let ran = 0;
    const runs = [1, 2, 3].map(() =>
      lane.run(() => {
        ran += 1;
        return Promise.resolve();
      }),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toBe(0);
    expect(lane.waiting).toBe(3);
    lane.release();
    await Promise.all(runs);
    expect(ran).toBe(3);
  });

  it('on close fails the waiting tasks unrun and waits for the running one', async () => {
    const lane = createWorkLane(1);
    const running = gate();
    let finished = false;
    const first = lane.run(async () => {
      await running.promise;
      finished = true;
    });
    let ran = false;
    const waiting = lane.run(() => {
      ran = true;
      return Promise.resolve();
    });
    const closing = lane.close(new Error('closing'));
    await expect(waiting).rejects.toThrow('closing');
    await expect(lane.run(() => Promise.resolve())).rejects.toThrow('closing');
    let closed = false;
    void closing.then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(closed).toBe(false);
    running.open();
    await first;
    await closing;
    expect(finished).toBe(true);
    expect(ran).toBe(false);
  });
});
