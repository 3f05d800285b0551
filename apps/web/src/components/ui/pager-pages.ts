// The page numbers a numbered pager shows, without React: the Pager draws them, and the
// find-job-counts behaviour redraws a pager whose page count arrived after the page.

// 1 … 4 5 6 … 12: the first and last page, the current one and its neighbours.
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push('gap');
    result.push(n);
  }
  return result;
}
