import { describe, expect, it } from 'vitest';
import { visiblePages } from './job-pagination';

describe('visiblePages', () => {
  it('lists every page when there are few', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(visiblePages(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(visiblePages(12, 12)).toEqual([1, 'gap', 11, 12]);
    // A gap of a single page shows that page instead of an ellipsis.
    expect(visiblePages(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });
});
