import { describe, expect, it } from 'vitest';
import { createRecentAsks } from '../src/lib/recent-asks.ts';

describe('recent asks', () => {
  it('counts the asks of a key within its window, and starts again after it', () => {
    let time = 0;
    const asks = createRecentAsks({ windowMs: 1000, maxKeys: 10, now: () => time });
    expect(asks.count('a')).toBe(0);
    expect(asks.note('a')).toBe(1);
    time += 999;
    expect(asks.note('a')).toBe(2);
    expect(asks.count('a')).toBe(2);
    time += 1;
    // The window runs from the first ask.
    expect(asks.count('a')).toBe(0);
    expect(asks.note('a')).toBe(1);
  });

  it('forgets the oldest keys past maxKeys', () => {
    const asks = createRecentAsks({ windowMs: 60_000, maxKeys: 2, now: () => 0 });
    asks.note('a');
    asks.note('b');
    asks.note('c');
    expect(asks.count('a')).toBe(0);
    expect(asks.count('b')).toBe(1);
    expect(asks.count('c')).toBe(1);
  });
});
