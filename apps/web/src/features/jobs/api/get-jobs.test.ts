import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followUpPending } from './get-jobs';

// Counts the server has not computed yet are asked for again (ADR 0020), through TanStack
// Query's own refetch interval, with a clock the test moves.

type Answer = { pending: boolean };

function observe(answers: Answer[]) {
  let asked = 0;
  const client = new QueryClient();
  const observer = new QueryObserver(client, {
    queryKey: ['counts'],
    queryFn: () => {
      asked += 1;
      return Promise.resolve(answers[Math.min(asked, answers.length) - 1]);
    },
    refetchInterval: followUpPending<Answer | undefined>((answer) => answer?.pending === true),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    asked: () => asked,
    data: () => observer.getCurrentResult().data,
    stop: () => {
      unsubscribe();
      client.clear();
    },
  };
}

describe('followUpPending', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again 1.5 s after a pending answer, and once more if the counts are still pending', async () => {
    const counts = observe([{ pending: true }, { pending: true }, { pending: false }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(counts.asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(counts.asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts.asked()).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(counts.asked()).toBe(3);
    expect(counts.data()).toEqual({ pending: false });
    // Answered: nothing more is asked.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(counts.asked()).toBe(3);
    counts.stop();
  });

  it('stops after two follow-ups when the counts never come', async () => {
    const counts = observe([{ pending: true }]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(counts.asked()).toBe(3);
    expect(counts.data()).toEqual({ pending: true });
    counts.stop();
  });

  it('asks nothing more when the first answer has its counts', async () => {
    const counts = observe([{ pending: false }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(counts.asked()).toBe(1);
    counts.stop();
  });
});
