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
// The status line's sentences with their blanks ({count}, {first}, {last}, {total},
// {criteria}), in the page's language: the server writes them through its catalogue and
// gives them to the behaviour with its props. English, the spec's, when none are given.
export type JobResultsTexts = {
  none: string;
  one: string;
  several: string;
  range: string;
  many: string;
};

export const ENGLISH_RESULTS_TEXTS: JobResultsTexts = {
  none: 'No jobs found {criteria}.',
  one: '{count} job found {criteria}.',
  several: '{count} jobs found {criteria}.',
  range: 'Showing {first}–{last} of {total} jobs found {criteria}.',
  many: 'many',
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (blank, name: string) => values[name] ?? blank);
}

export function jobResultsSummary(
  { page, pageSize, onPage, total, totalIsLowerBound }: JobResultsPage,
  criteria: string,
  texts: JobResultsTexts = ENGLISH_RESULTS_TEXTS,
): JobResultsSummary {
  // A total still being counted is known anyway when the first page holds every match;
  // otherwise the page says "many" and offers the next page while this one is full, until a
  // later answer (the behaviour's, the next page, a reload) brings the count.
  const totalKnown = total !== undefined || (page === 1 && onPage < pageSize);
  const count = total ?? onPage;
  const first = (page - 1) * pageSize + 1;
  const last = totalKnown ? Math.min(count, page * pageSize) : first + onPage - 1;
  const totalText = totalKnown
    ? `${formatInteger(count)}${totalIsLowerBound ? '+' : ''}`
    : texts.many;
  const values = {
    count: String(count),
    first: String(first),
    last: String(last),
    total: totalText,
    criteria,
  };
  return {
    status: fill(
      totalKnown && count === 0
        ? texts.none
        : totalKnown && count <= pageSize
          ? count === 1
            ? texts.one
            : texts.several
          : texts.range,
      values,
    ),
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
