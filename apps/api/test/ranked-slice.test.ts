import { describe, expect, it } from 'vitest';
import { rankedSlice } from '../src/modules/jobs/job-relevance.ts';

const match = (key: number, score: number, day: number) => ({
  key,
  score,
  created_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`,
});

// Ranked best first: score ascending (bm25), then newest first.
const ranked = [
  match(1, -3, 20),
  match(2, -2, 22),
  match(3, -2, 22),
  match(4, -2, 22),
  match(5, -2, 21),
  match(6, -1, 20),
];

describe('rankedSlice', () => {
  it('takes exactly the page when its edges fall between groups', () => {
    expect(rankedSlice(ranked, 0, 1)).toEqual({ matches: ranked.slice(0, 1), skip: 0 });
    expect(rankedSlice(ranked, 4, 2)).toEqual({ matches: ranked.slice(4, 6), skip: 0 });
  });

  it('widens the slice to whole tied groups and says where the page starts in it', () => {
    // Offset 2 starts inside the group of keys 2–4, and a limit of 2 ends inside it too.
    expect(rankedSlice(ranked, 2, 1)).toEqual({ matches: ranked.slice(1, 4), skip: 1 });
    expect(rankedSlice(ranked, 0, 2)).toEqual({ matches: ranked.slice(0, 4), skip: 0 });
    expect(rankedSlice(ranked, 3, 3)).toEqual({ matches: ranked.slice(1, 6), skip: 2 });
  });

  it('returns nothing past the end and handles an empty window', () => {
    expect(rankedSlice(ranked, 6, 2)).toEqual({ matches: [], skip: 0 });
    expect(rankedSlice(ranked, 9, 2).matches).toEqual([]);
    expect(rankedSlice([], 0, 50)).toEqual({ matches: [], skip: 0 });
  });
});
