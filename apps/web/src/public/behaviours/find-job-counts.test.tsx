import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobFacets } from '@staffing/shared/job-schemas';
import { numberedPagerClassNames, Pager } from '@/components/ui/pager';
import { facetCountClassName, JobFilters } from '@/features/public/jobs/components/job-filters';
import { requestUrl } from '@/testing/job-fixtures';
import { findJobFormProps } from '@/features/public/jobs/utils/find-job-forms';
import { findJobHref, readJobSearch } from '@/features/public/jobs/utils/job-search-params';
import startFindJobCounts, { type FindJobCountsProps } from './find-job-counts';

const QUERY = 'q=nurse&workplace=remote';
const search = readJobSearch(new URLSearchParams(QUERY));
const PAGER_LABEL = 'Search results pages';
const count = (n: number) => ({ count: n, capped: false });
const none = count(0);
const facets: JobFacets = {
  industry: { Business: none, Construction: none, Healthcare: none, ItTech: none, Drivers: none },
  type: {
    'Full-Time': none,
    'Part-Time': none,
    Contract: none,
    Internship: none,
    Temporary: none,
  },
  workplace: { 'on-site': count(1204), hybrid: count(3), remote: { count: 1000, capped: true } },
  postedWithin: { '1': count(2), '7': count(9), '30': count(41) },
};

// The parts of the find-job page the counts show in, as the server renders them: the status
// line, the pager (when there is more than one page) and the filters, twice as on the page.
function pageMarkup(status: string, page: number, pageCount: number, counts?: JobFacets) {
  return renderToStaticMarkup(
    <>
      <p id="job-results-status" role="status">
        {status}
      </p>
      <Pager
        numbered
        page={page}
        pageCount={pageCount}
        toPage={(n) => findJobHref({ ...search, page: n })}
        label={PAGER_LABEL}
      />
      {[0, 1].map((form) => (
        <form key={form} method="get" action="/find-job" {...findJobFormProps('filters')}>
          <JobFilters search={search} facets={counts} />
        </form>
      ))}
    </>,
  );
}

function props(page: number, onPage: number): Required<FindJobCountsProps> {
  return {
    total: {
      path: '/api/jobs/jobs?q=nurse&workplace=remote&limit=1',
      page,
      pageSize: 12,
      onPage,
      criteria: 'matching “nurse” (Remote)',
      statusId: 'job-results-status',
      pagerLabel: PAGER_LABEL,
      firstPageHref: findJobHref({ ...search, page: 1 }),
      pagerClasses: numberedPagerClassNames,
    },
    facets: {
      path: '/api/jobs/facets?q=nurse&workplace=remote',
      countClassName: facetCountClassName,
    },
  };
}

type Answer = { total?: number; lowerBound?: boolean; facets?: JobFacets };

// Answers the list (headers only) and the facets from `answers`, one a round; the last one
// stays.
function stubApi(answers: Answer[]) {
  let round = 0;
  const asked: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = requestUrl(input);
    asked.push(`${url.pathname}${url.search}`);
    const answer = answers[Math.min(round, answers.length - 1)] ?? {};
    if (url.pathname === '/api/jobs/facets') {
      round += 1;
      return Promise.resolve(Response.json(answer.facets ?? { pending: true }));
    }
    const headers = new Headers({ 'content-type': 'application/json' });
    if (answer.total === undefined) headers.set('x-total-count-pending', 'true');
    else headers.set('x-total-count', String(answer.total));
    if (answer.lowerBound) headers.set('x-total-count-lower-bound', 'true');
    return Promise.resolve(new Response('[]', { headers }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, asked };
}

function expectPage(status: string, page: number, pageCount: number, counts?: JobFacets) {
  const expected = document.createElement('div');
  expected.innerHTML = pageMarkup(status, page, pageCount, counts);
  const actual = document.createElement('div');
  actual.append(...document.body.cloneNode(true).childNodes);
  actual.normalize();
  expected.normalize();
  expect(actual.innerHTML).toBe(expected.innerHTML);
  expect(actual.isEqualNode(expected)).toBe(true);
}

const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function start(pageProps: FindJobCountsProps) {
  stops.push(startFindJobCounts(document.createElement('div'), pageProps));
}

describe('find-job-counts behaviour', () => {
  it('asks again a moment later and fills in the total, the pager and the filters’ counts as a reload shows them', async () => {
    document.body.innerHTML = pageMarkup(
      'Showing 1–12 of many jobs found matching “nurse” (Remote).',
      1,
      2,
    );
    const { asked } = stubApi([{}, { total: 30, facets }]);
    start(props(1, 12));

    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([
      '/api/jobs/jobs?q=nurse&workplace=remote&limit=1',
      '/api/jobs/facets?q=nurse&workplace=remote',
    ]);
    // Still counting: the page stays as it was, and asks again 2 s later.
    expectPage('Showing 1–12 of many jobs found matching “nurse” (Remote).', 1, 2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toHaveLength(4);
    expectPage('Showing 1–12 of 30 jobs found matching “nurse” (Remote).', 1, 3, facets);
    expect(document.querySelector('a[aria-label="Page 3"]')).toHaveAttribute(
      'href',
      '/find-job?q=nurse&workplace=remote&page=3',
    );
    expect(document.querySelector('label:has(input[value="remote"])')).toHaveTextContent(
      'Remote (1,000+)',
    );

    // Complete: nothing more is asked.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(4);
  });

  it('asks only for what is missing, and draws any pager the count gives', async () => {
    // Page 5 of very many: the pages around it and the last one, with gaps.
    document.body.innerHTML = pageMarkup('Showing 49–60 of many jobs found', 5, 6);
    const { asked } = stubApi([{ total: 1000, lowerBound: true }]);
    start({ total: props(5, 12).total });
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(['/api/jobs/jobs?q=nurse&workplace=remote&limit=1']);
    expectPage('Showing 49–60 of 1,000+ jobs found matching “nurse” (Remote).', 5, 84);

    // Page 2, full, of exactly 24: "Next" is no longer a link.
    document.body.innerHTML = pageMarkup('Showing 13–24 of many jobs found', 2, 3);
    stubApi([{ total: 24 }]);
    start({ total: props(2, 12).total });
    await vi.advanceTimersByTimeAsync(1000);
    expectPage('Showing 13–24 of 24 jobs found matching “nurse” (Remote).', 2, 2);

    // A first page of exactly 12: one page, and no pager.
    document.body.innerHTML = pageMarkup('Showing 1–12 of many jobs found', 1, 2);
    stubApi([{ total: 12 }]);
    start({ total: props(1, 12).total });
    await vi.advanceTimersByTimeAsync(1000);
    expectPage('12 jobs found matching “nurse” (Remote).', 1, 1);
    expect(document.querySelector('nav')).toBeNull();
  });

  it('asks four times in 15 s while the counts are still pending, then stops', async () => {
    const before = 'Showing 1–12 of many jobs found matching “nurse” (Remote).';
    document.body.innerHTML = pageMarkup(before, 1, 2);
    const { fetchMock } = stubApi([{}]);
    start(props(1, 12));
    const askedAt: number[] = [];
    for (let second = 1; second <= 60; second += 1) {
      const calls = fetchMock.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1000);
      if (fetchMock.mock.calls.length > calls) askedAt.push(second);
    }
    expect(askedAt).toEqual([1, 3, 7, 15]);
    expect(fetchMock).toHaveBeenCalledTimes(8);
    expectPage(before, 1, 2);
  });

  it('takes a failed answer as not ready yet', async () => {
    document.body.innerHTML = pageMarkup('Showing 1–12 of many jobs found', 1, 2);
    stubApi([{ total: 30, facets }]);
    vi.mocked(fetch)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }));
    start(props(1, 12));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(document.getElementById('job-results-status')).toHaveTextContent('of many jobs');
    await vi.advanceTimersByTimeAsync(2000);
    expectPage('Showing 1–12 of 30 jobs found matching “nurse” (Remote).', 1, 3, facets);
  });

  it('waits while the page is hidden, and stops when it is left', async () => {
    document.body.innerHTML = pageMarkup('Showing 1–12 of many jobs found', 1, 2);
    const { fetchMock } = stubApi([{}]);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    start(props(1, 12));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing on a page whose counts were complete', async () => {
    const { fetchMock } = stubApi([{ total: 30, facets }]);
    start({});
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
