import { formatInteger } from '@staffing/shared/number-format';

// What /find-job writes with its counts: the results' status line, their number of pages and
// a filter choice's count. The server renders the page with them, and the find-job-counts
// behaviour fills in counts that came after the page with the same functions, so the page
// then reads exactly as a reload would. Plain functions without Intl (number-format.ts), so
// the behaviour's chunk stays small.

// "34", or "1,000+" past the count's cap.
export function facetCountText({ count, capped }: { count: number; capped: boolean }): string {
  return `${formatInteger(count)}${capped ? '+' : ''}`;
}

export type JobResultsPage = {
  page: number;
  pageSize: number;
  // The jobs on this page.
  onPage: number;
  // Every match, or undefined while the server is still counting them (counts never hold up
  // a page).
  total: number | undefined;
  // A keyword search matching very many jobs reports a capped total ("1,000+").
  totalIsLowerBound: boolean;
};

export type JobResultsSummary = {
  // The status line: "Showing 1–12 of 30 jobs found matching “nurse”."
  status: string;
  pageCount: number;
  totalKnown: boolean;
};

// `criteria` describes the search ("matching “nurse” in Healthcare").
export function jobResultsSummary(
  { page, pageSize, onPage, total, totalIsLowerBound }: JobResultsPage,
  criteria: string,
): JobResultsSummary {
  // A total still being counted is known anyway when the first page holds every match;
  // otherwise the page says "many" and offers the next page while this one is full, until a
  // later answer (the behaviour's, the next page, a reload) brings the count.
  const totalKnown = total !== undefined || (page === 1 && onPage < pageSize);
  const count = total ?? onPage;
  const first = (page - 1) * pageSize + 1;
  const last = totalKnown ? Math.min(count, page * pageSize) : first + onPage - 1;
  const totalText = totalKnown ? `${formatInteger(count)}${totalIsLowerBound ? '+' : ''}` : 'many';
  return {
    status:
      totalKnown && count === 0
        ? `No jobs found ${criteria}.`
        : totalKnown && count <= pageSize
          ? `${count} ${count === 1 ? 'job' : 'jobs'} found ${criteria}.`
          : `Showing ${first}–${last} of ${totalText} jobs found ${criteria}.`,
    pageCount: totalKnown
      ? Math.max(1, Math.ceil(count / pageSize))
      : page + (onPage >= pageSize ? 1 : 0),
    totalKnown,
  };
}

// A results page's address from the first page's (findJobHref's, where the page comes last).
export function jobResultsPageHref(firstPageHref: string, page: number): string {
  if (page <= 1) return firstPageHref;
  return `${firstPageHref}${firstPageHref.includes('?') ? '&' : '?'}page=${page}`;
}
