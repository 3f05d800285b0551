import { visiblePages } from '@/components/ui/pager-pages';
import {
  facetCountText,
  jobResultsPageHref,
  jobResultsSummary,
  type JobResultsTexts,
} from '@/features/public/jobs/utils/job-results-counts';

// Counts never hold up a page (ADR 0020): a search's total or facet counts not ready within
// the server's budget are left out of its page ("many", filters without numbers) and counted
// on. Where the page was rendered without them, this asks the same questions again a moment
// later, a few times with longer waits, and fills in what a reload would show: the status
// line (a live region, so the total is announced), the pager and each filter's count. Only
// such a page holds this behaviour; one with its counts loads none of it.

type FacetCount = { count: number; capped: boolean };
type FacetCounts = Partial<Record<'workplace' | 'postedWithin', Record<string, FacetCount>>>;

export type FindJobCountsProps = {
  // While the status line says "many": the list asked with one job per page (its total is
  // that of every page of the search, whatever their size or order).
  total?: {
    path: string;
    page: number;
    pageSize: number;
    onPage: number;
    // The status line's description of the search, its sentences in the page's language (the
    // spec's English when absent), and its element.
    criteria: string;
    texts?: JobResultsTexts;
    statusId: string;
    // The pager (its landmark's name), a page link's name ("Page {pageNumber}", the spec's English
    // when absent), the search's first page and the pager's classes.
    pagerLabel: string;
    pageLabel?: string;
    firstPageHref: string;
    pagerClasses: { control: string; current: string; disabled: string; gap: string };
  };
  // While the filters show no counts: the facets' address and a count's class.
  facets?: { path: string; countClassName: string };
};

// The first ask comes after the server has usually counted (the budget is 150 ms, a count of
// a fresh keyword at a million jobs a second or so), then each wait doubles: asks at 1, 3, 7
// and 15 s, and no more.
export const FIRST_WAIT_MS = 1000;
export const TRIES = 4;

type Control = { target: number; enabled: boolean; rel: 'prev' | 'next' };

// Redraws a numbered pager for a page count that became known, as the Pager draws it.
function redrawPager(
  nav: Element,
  page: number,
  pageCount: number,
  { firstPageHref, pagerClasses: classes, pageLabel }: NonNullable<FindJobCountsProps['total']>,
) {
  const list = nav.querySelector('ol');
  if (!list) return;
  if (pageCount <= 1 && page <= 1) {
    nav.remove();
    return;
  }
  const redraw = (old: Element | null, { target, enabled, rel }: Control) => {
    if (!old) return;
    const control = document.createElement(enabled ? 'a' : 'span');
    if (enabled) {
      control.setAttribute('href', jobResultsPageHref(firstPageHref, target));
      control.className = classes.control;
      control.setAttribute('rel', rel);
    } else {
      control.className = classes.disabled;
      control.setAttribute('aria-disabled', 'true');
    }
    control.append(...old.childNodes);
    old.replaceWith(control);
  };
  redraw(list.previousElementSibling, {
    target: Math.min(page - 1, pageCount),
    enabled: page > 1,
    rel: 'prev',
  });
  redraw(list.nextElementSibling, { target: page + 1, enabled: page < pageCount, rel: 'next' });
  list.replaceChildren(
    ...visiblePages(page, pageCount).map((entry) => {
      const item = document.createElement('li');
      if (entry === 'gap') {
        item.className = classes.gap;
        item.setAttribute('aria-hidden', 'true');
        item.textContent = '…';
        return item;
      }
      const link = document.createElement('a');
      link.setAttribute('href', jobResultsPageHref(firstPageHref, entry));
      link.className = entry === page ? classes.current : classes.control;
      if (entry === page) link.setAttribute('aria-current', 'page');
      link.setAttribute(
        'aria-label',
        (pageLabel ?? 'Page {pageNumber}').replace('{pageNumber}', String(entry)),
      );
      link.textContent = String(entry);
      item.append(link);
      return item;
    }),
  );
}

// True when the total is in (or will never be: an answer without one).
function fillTotal(response: Response, total: NonNullable<FindJobCountsProps['total']>): boolean {
  if (response.headers.get('x-total-count-pending') === 'true') return false;
  const count = Number.parseInt(response.headers.get('x-total-count') ?? '', 10);
  if (!(count >= total.onPage)) return true;
  const summary = jobResultsSummary(
    {
      page: total.page,
      pageSize: total.pageSize,
      onPage: total.onPage,
      total: count,
      totalIsLowerBound: response.headers.get('x-total-count-lower-bound') === 'true',
    },
    total.criteria,
    total.texts,
  );
  const status = document.getElementById(total.statusId);
  if (status) status.textContent = summary.status;
  const nav = document.querySelector(`nav[aria-label="${CSS.escape(total.pagerLabel)}"]`);
  if (nav) redrawPager(nav, total.page, summary.pageCount, total);
  return true;
}

// The counts beside the filters' choices, in every filter form on the page (the sidebar,
// and the one browsers without a script open in place).
function fillFacets(answer: FacetCounts | { pending: true }, countClassName: string): boolean {
  if ('pending' in answer) return false;
  for (const form of document.querySelectorAll('form[data-find-job-form="filters"]')) {
    for (const name of ['workplace', 'postedWithin'] as const) {
      for (const [value, count] of Object.entries(answer[name] ?? {})) {
        const label = form
          .querySelector(`input[name="${name}"][value="${CSS.escape(value)}"]`)
          ?.closest('label');
        if (!label) continue;
        const span = document.createElement('span');
        span.className = countClassName;
        span.textContent = `(${facetCountText(count)})`;
        label.append(span);
      }
    }
  }
  return true;
}

// Returns the function that stops it (the page's hide does too).
export default function startFindJobCounts(
  _element: HTMLElement,
  props: Record<string, unknown>,
): () => void {
  let { total, facets } = props as FindJobCountsProps;
  const controller = new AbortController();
  let timer: number | undefined;
  let wait = FIRST_WAIT_MS;
  let tries = 0;
  const get = (path: string) =>
    fetch(path, { headers: { accept: 'application/json' }, signal: controller.signal });

  const ask = async () => {
    tries += 1;
    const asking = { total, facets };
    await Promise.all([
      asking.total &&
        get(asking.total.path).then((response) => {
          if (response.ok && asking.total && fillTotal(response, asking.total)) total = undefined;
        }),
      asking.facets &&
        get(asking.facets.path)
          .then((response) => (response.ok ? response.json() : { pending: true }))
          .then((answer: FacetCounts | { pending: true }) => {
            if (asking.facets && fillFacets(answer, asking.facets.countClassName))
              facets = undefined;
          }),
    ]).catch(() => undefined);
    if ((total || facets) && tries < TRIES && !controller.signal.aborted) schedule();
  };
  // A hidden page (a background tab) asks once it is seen again.
  const due = () => {
    if (controller.signal.aborted) return;
    if (document.hidden) document.addEventListener('visibilitychange', due, { once: true });
    else void ask();
  };
  const schedule = () => {
    timer = window.setTimeout(due, wait);
    wait *= 2;
  };
  const stop = () => {
    controller.abort();
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', due);
  };
  window.addEventListener('pagehide', stop, { once: true });
  if (total || facets) schedule();
  return stop;
}
