import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { jobListResponse, makeJob, requestUrl } from '@/testing/job-fixtures';
import { readJobSearch, writeJobSearch } from '@/features/public/jobs/utils/job-search-params';
import { renderDocument } from '@/testing/test-utils';

// The page and its islands are compiled on first use; under load that can take longer than
// the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const none = { count: 0, capped: false };
const emptyFacets = {
  industry: { Business: none, Construction: none, Healthcare: none, ItTech: none, Drivers: none },
  type: {
    'Full-Time': none,
    'Part-Time': none,
    Contract: none,
    Internship: none,
    Temporary: none,
  },
  workplace: { 'on-site': none, hybrid: none, remote: none },
  postedWithin: { '1': none, '7': none, '30': none },
};

type ListAnswer = { jobs: Job[]; total?: number };

// Answers GET /api/jobs/jobs from `answer` and records every query string it was asked.
function stubJobList(answer: (params: URLSearchParams) => ListAnswer) {
  const requests: URLSearchParams[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/jobs/facets') {
      return Promise.resolve(
        new Response(JSON.stringify(emptyFacets), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    if (url.pathname !== '/api/jobs/jobs') throw new Error(`unexpected fetch ${url.pathname}`);
    requests.push(url.searchParams);
    const { jobs, total } = answer(url.searchParams);
    return Promise.resolve(jobListResponse(jobs, total));
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString();

// What a browser without a script sends when the form is submitted (its fields in order,
// empty ones included), and the address the page's script writes for it instead.
function submitted(form: HTMLElement): { sent: string; written: string } {
  if (!(form instanceof HTMLFormElement)) throw new Error('not a form');
  const sent = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') sent.append(name, value);
  }
  return {
    sent: sent.toString(),
    written: writeJobSearch({ ...readJobSearch(sent), page: 1 }).toString(),
  };
}

function formOf(element: HTMLElement): HTMLFormElement {
  const form = element.closest('form');
  if (!form) throw new Error('not in a form');
  return form;
}

describe('/find-job', () => {
  it('shows the industry cards and the 9 newest jobs as RECENT JOB POSTINGS', async () => {
    const jobs = Array.from({ length: 9 }, (_, index) =>
      makeJob({ overview: { title: `Recent job ${index + 1}` } }),
    );
    jobs[0] = makeJob({
      createdAt: threeDaysAgo,
      overview: {
        title: 'Night Nurse',
        location: 'Springfield, IL',
        salary: '$40/hour',
        type: 'Part-Time',
        industry: 'Healthcare',
      },
    });
    const requests = stubJobList(() => ({ jobs, total: 15 }));

    renderDocument('/find-job');

    const recent = await screen.findByRole('heading', { name: 'RECENT JOB POSTINGS' });
    const list = await screen.findByRole('list', { name: 'RECENT JOB POSTINGS' });
    expect(recent).toBeInTheDocument();
    expect(list.children).toHaveLength(9);
    expect(within(list).getAllByRole('article')).toHaveLength(9);
    expect(requests[0]?.get('limit')).toBe('9');
    expect(requests[0]?.has('q')).toBe(false);

    const card = within(list).getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: 'Night Nurse' })).toHaveAttribute(
      'href',
      `/jobs/${jobs[0]._id}`,
    );
    expect(card).toHaveTextContent('Springfield, IL');
    expect(card).toHaveTextContent('Part-Time');
    expect(card).toHaveTextContent('$40/hour');
    expect(card).toHaveTextContent('Healthcare');
    expect(card).toHaveTextContent('Posted 3 days ago');

    expect(screen.getByRole('link', { name: 'Construction' })).toHaveAttribute(
      'href',
      '/find-job/construction',
    );
    // Before a search the filters open in a drawer (an island), or in place without a script.
    expect(screen.getByRole('button', { name: 'More filters' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('complementary', { name: 'Filter jobs' })).not.toBeInTheDocument();
  });

  it('links to the RSS and Indeed feeds as plain links, and names the RSS feed in the head', async () => {
    stubJobList(() => ({ jobs: [makeJob()] }));
    const { router } = renderDocument('/find-job');

    const rss = await screen.findByRole('link', { name: 'RSS feed' });
    expect(rss).toHaveAttribute('href', '/jobs.rss');
    expect(screen.getByRole('link', { name: 'Indeed XML feed' })).toHaveAttribute(
      'href',
      '/jobs.xml',
    );
    expect(rss).not.toHaveAttribute('data-discover');
    const alternates = document.head.querySelectorAll('link[rel="alternate"]');
    expect(alternates).toHaveLength(1);
    expect(alternates[0]).toHaveAttribute('type', 'application/rss+xml');
    expect(alternates[0]).toHaveAttribute('href', '/jobs.rss');
    expect(alternates[0]).toHaveAttribute('title', 'Jobs at Test Staffing');

    // The feed stays announced on a search's page, and leaves with the page.
    await act(() => router.navigate('/find-job?q=nurse'));
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1);
    await act(() => router.navigate('/about-us'));
    await waitFor(() => {
      expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    });
  });

  it('reads the search from the URL and shows a counted, paged result list', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) =>
      makeJob({ overview: { title: `Nurse ${index + 1}` } }),
    );
    const requests = stubJobList(() => ({ jobs, total: 30 }));

    renderDocument('/find-job?q=nurse&industry=Healthcare&type=Full-Time');

    expect(await screen.findByText(/Showing 1–12 of 30 jobs found/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RECENT JOB POSTINGS' })).not.toBeInTheDocument();
    // Every count is in: the page holds no script that asks for them again.
    expect(await screen.findAllByRole('checkbox', { name: 'Remote (0)' })).not.toHaveLength(0);
    expect(document.querySelector('[data-behaviour="find-job-counts"]')).toBeNull();
    const request = requests.at(-1)!;
    expect(request.get('q')).toBe('nurse');
    expect(request.get('industry')).toBe('Healthcare');
    expect(request.get('type')).toBe('Full-Time');
    expect(request.get('limit')).toBe('12');
    expect(request.get('page')).toBe('1');

    const form = screen.getByRole('search', { name: 'Job search' });
    expect(within(form).getByRole('searchbox', { name: 'Keywords' })).toHaveValue('nurse');
    expect(within(form).getByRole('combobox', { name: 'Industry' })).toHaveValue('Healthcare');
    expect(within(form).getByRole('combobox', { name: 'Job type' })).toHaveValue('Full-Time');

    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/find-job?q=nurse&industry=Healthcare&type=Full-Time&page=3',
    );
  });

  it('searches, filters and sorts through GET forms to /find-job that keep the rest of the search', async () => {
    stubJobList(() => ({ jobs: [makeJob({ overview: { title: 'Truck Driver' } })], total: 1 }));
    const { user } = renderDocument(
      '/find-job?q=old&industry=Drivers&workplace=remote&workplace=hybrid&minAnnualPay=50000&sort=relevance&page=3',
    );
    await screen.findByText(/No more results|job found/);

    // The keyword form: a new keyword keeps the filters and the sort, and starts at page 1.
    const keywordForm = screen.getByRole('search', { name: 'Job search' });
    expect(keywordForm).toHaveAttribute('method', 'get');
    expect(keywordForm).toHaveAttribute('action', '/find-job');
    const box = within(keywordForm).getByRole('searchbox', { name: 'Keywords' });
    await user.clear(box);
    await user.type(box, 'truck driver');
    await user.selectOptions(
      within(keywordForm).getByRole('combobox', { name: 'Job type' }),
      'Contract',
    );
    expect(submitted(keywordForm)).toEqual({
      sent: 'q=truck+driver&industry=Drivers&type=Contract&workplace=hybrid&workplace=remote&minAnnualPay=50000&sort=relevance',
      written:
        'q=truck+driver&industry=Drivers&type=Contract&workplace=hybrid&workplace=remote&minAnnualPay=50000&sort=relevance',
    });
    expect(within(keywordForm).getByRole('button', { name: 'Search' })).toHaveAttribute(
      'type',
      'submit',
    );

    // The sidebar's filters: a checkbox, a place, the pay and the date, with "Apply filters"
    // for browsers without a script.
    const sidebar = screen.getByRole('complementary', { name: 'Filter jobs' });
    await user.click(within(sidebar).getByRole('checkbox', { name: /^Hybrid/ }));
    await user.type(within(sidebar).getByRole('textbox', { name: /Location/ }), 'Chicago, IL');
    await user.click(within(sidebar).getByRole('radio', { name: /Past 7 days/ }));
    const filterForm = formOf(within(sidebar).getByRole('checkbox', { name: /^Hybrid/ }));
    expect(filterForm).toHaveAttribute('method', 'get');
    expect(filterForm).toHaveAttribute('action', '/find-job');
    expect(submitted(filterForm)).toEqual({
      sent: 'q=old&industry=Drivers&workplace=remote&where=Chicago%2C+IL&minAnnualPay=50000&postedWithin=7&sort=relevance',
      written:
        'q=old&industry=Drivers&workplace=remote&where=Chicago%2C+IL&minAnnualPay=50000&postedWithin=7&sort=relevance',
    });
    // Two of them, each shown in its own case: beside the place where a script runs, below
    // every filter where none does. Each sends the whole form, so neither says "location".
    const applyButtons = within(sidebar).getAllByRole('button', { name: 'Apply filters' });
    expect(applyButtons).toHaveLength(2);
    for (const button of applyButtons) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(formOf(button)).toBe(filterForm);
    }
    expect(within(sidebar).queryByRole('button', { name: /location/i })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/find-job?q=old&industry=Drivers&sort=relevance',
    );

    // The sort: without a script its own button sends it; the empty choices a browser sends
    // are left out of the address the page's script writes.
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    await user.selectOptions(sort, 'newest');
    expect(submitted(formOf(sort))).toEqual({
      sent: 'q=old&industry=Drivers&workplace=hybrid&workplace=remote&minAnnualPay=50000&sort=newest',
      written: 'q=old&industry=Drivers&workplace=hybrid&workplace=remote&minAnnualPay=50000',
    });
    expect(within(formOf(sort)).getByRole('button', { name: 'Sort' })).toHaveAttribute(
      'type',
      'submit',
    );

    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/find-job');
  });

  it('sends the empty choices of a form without a script, which read as no filter', async () => {
    stubJobList(() => ({ jobs: [makeJob()], total: 1 }));
    renderDocument('/find-job?q=nurse');
    const keywordForm = await screen.findByRole('search', { name: 'Job search' });
    expect(submitted(keywordForm)).toEqual({
      sent: 'q=nurse&industry=&type=',
      written: 'q=nurse',
    });
    // The relevance sort needs keywords.
    expect(screen.getByRole('option', { name: 'Best match' })).toBeEnabled();
  });

  it('links the result pages by their URL', async () => {
    const requests = stubJobList((params) => ({
      jobs: [makeJob({ overview: { title: `Result on page ${params.get('page') ?? '?'}` } })],
      total: 25,
    }));
    const { router } = renderDocument('/find-job?type=Contract');
    expect(await screen.findByText('Result on page 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/find-job?type=Contract&page=2',
    );

    await act(() => router.navigate('/find-job?type=Contract&page=2'));
    expect(await screen.findByText('Result on page 2')).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/find-job?type=Contract',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/find-job?type=Contract&page=3',
    );
  });

  it('says so when nothing matches', async () => {
    stubJobList(() => ({ jobs: [], total: 0 }));
    renderDocument('/find-job?q=astronaut');

    expect(await screen.findByRole('heading', { name: 'No matching jobs' })).toBeInTheDocument();
    expect(screen.getByText('No jobs found matching “astronaut”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all recent jobs' })).toHaveAttribute(
      'href',
      '/find-job',
    );
  });

  it('says "1,000+" when a keyword search matches more jobs than the API counts', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) =>
      makeJob({ overview: { title: `Nurse ${index + 1}` } }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        const response = jobListResponse(jobs, 1000);
        response.headers.set('x-total-count-lower-bound', 'true');
        return Promise.resolve(response);
      }),
    );
    renderDocument('/find-job?q=nurse');
    expect(await screen.findByText(/Showing 1–12 of 1,000\+ jobs found/)).toBeInTheDocument();
  });

  it('offers the job alert for the search on screen, and says it needs a script', async () => {
    stubJobList(() => ({ jobs: [makeJob()], total: 1 }));
    renderDocument('/find-job?q=nurse&workplace=remote&workplace=hybrid&page=2&utm_source=mail');
    const alert = await screen.findByRole('button', { name: 'Email me jobs like these' });
    const island = alert.closest('[data-island="job-alert"]');
    expect(JSON.parse(island?.getAttribute('data-island-props') ?? '{}')).toMatchObject({
      search: { q: 'nurse', workplace: 'hybrid,remote' },
      signedIn: false,
    });
    // A browser renders <noscript> content only from the server's HTML (the no-script spec
    // reads the line); here it is the element.
    expect(document.querySelector('main noscript')).not.toBeNull();
  });

  it('shows "Try again" as a link that loads the page again when the list fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
    );
    renderDocument('/find-job?type=Contract&page=2');
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/find-job?type=Contract&page=2',
    );
  });

  it('shows no counts while the server is still counting them (counts never hold up a page)', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) =>
      makeJob({ overview: { title: `Nurse ${index + 1}` } }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        if (requestUrl(input).pathname === '/api/jobs/facets') {
          return Promise.resolve(
            new Response(JSON.stringify({ pending: true }), {
              headers: { 'content-type': 'application/json' },
            }),
          );
        }
        const response = jobListResponse(jobs, 30);
        response.headers.delete('x-total-count');
        response.headers.set('x-total-count-pending', 'true');
        return Promise.resolve(response);
      }),
    );
    renderDocument('/find-job?q=nurse');
    const status = await screen.findByText(/Showing 1–12 of many jobs found/);
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('checkbox', { name: 'Remote' }).length).toBeGreaterThan(0);
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    // The page holds the behaviour that asks for them again and fills them in: the total with
    // a page of one job (the same total), and the facets.
    const behaviour = document.querySelector('[data-behaviour="find-job-counts"]');
    expect(JSON.parse(behaviour?.getAttribute('data-island-props') ?? '{}')).toMatchObject({
      total: {
        path: '/api/jobs/jobs?q=nurse&limit=1',
        page: 1,
        onPage: 12,
        criteria: 'matching “nurse”',
        statusId: status.id,
        pagerLabel: 'Search results pages',
        firstPageHref: '/find-job?q=nurse',
      },
      facets: { path: '/api/jobs/facets?q=nurse' },
    });
  });
});
