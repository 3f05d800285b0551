import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { jobListResponse, makeJob, requestUrl } from '@/features/jobs/testing/job-fixtures';
import { renderApp } from '@/testing/test-utils';

// The page is a lazy chunk that vitest compiles on first use; under load that can take
// longer than the default second.
configure({ asyncUtilTimeout: 5000 });
// The page now renders its filter panel too; on a machine shared by several builds the
// longer walks through it outlast the default five seconds.
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

    renderApp('/find-job');

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
  });

  it('links to the RSS and Indeed feeds as plain links, and names the RSS feed in the head', async () => {
    stubJobList(() => ({ jobs: [makeJob()] }));
    const { user, router } = renderApp('/find-job');

    const rss = await screen.findByRole('link', { name: 'RSS feed' });
    expect(rss).toHaveAttribute('href', '/jobs.rss');
    expect(screen.getByRole('link', { name: 'Indeed XML feed' })).toHaveAttribute(
      'href',
      '/jobs.xml',
    );
    // Server routes: the router must not turn them into client navigation (which would show
    // the app's 404 page instead of the feed).
    expect(rss).not.toHaveAttribute('data-discover');
    const alternates = document.head.querySelectorAll('link[rel="alternate"]');
    expect(alternates).toHaveLength(1);
    expect(alternates[0]).toHaveAttribute('type', 'application/rss+xml');
    expect(alternates[0]).toHaveAttribute('href', '/jobs.rss');
    expect(alternates[0]).toHaveAttribute('title', 'Jobs at Test Staffing');

    // The feed stays announced while searching, and leaves with the page.
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'nurse{Enter}');
    await waitFor(() => {
      expect(router.state.location.search).toContain('q=nurse');
    });
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

    renderApp('/find-job?q=nurse&industry=Healthcare&type=Full-Time');

    expect(await screen.findByText(/Showing 1–12 of 30 jobs found/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RECENT JOB POSTINGS' })).not.toBeInTheDocument();
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
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('writes a keyword search and the filters into the URL, starting again at page 1', async () => {
    stubJobList(() => ({ jobs: [makeJob({ overview: { title: 'Truck Driver' } })], total: 1 }));
    const { user, router } = renderApp('/find-job?q=old&page=3');
    const box = await screen.findByRole('searchbox', { name: 'Keywords' });

    await user.clear(box);
    await user.type(box, 'truck driver{Enter}');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=truck+driver');
    });
    expect(await screen.findByText('1 job found matching “truck driver”.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Drivers');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=truck+driver&industry=Drivers');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Contract');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=truck+driver&industry=Drivers&type=Contract');
    });
    // Applying a filter keeps keyboard focus where it was.
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveFocus();

    // A search started elsewhere (the navbar, back/forward) shows up in the box.
    await act(() => router.navigate('/find-job?q=welder'));
    expect(await screen.findByRole('searchbox', { name: 'Keywords' })).toHaveValue('welder');

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(await screen.findByRole('heading', { name: 'RECENT JOB POSTINGS' })).toBeVisible();
  });

  it('moves between result pages through the URL', async () => {
    const requests = stubJobList((params) => ({
      jobs: [makeJob({ overview: { title: `Result on page ${params.get('page') ?? '?'}` } })],
      total: 25,
    }));
    const { user, router } = renderApp('/find-job?type=Contract');
    expect(await screen.findByText('Result on page 1')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Next/ }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?type=Contract&page=2');
    });
    expect(await screen.findByText('Result on page 2')).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('heading', { name: 'Search results' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: /Previous/ }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?type=Contract');
    });
  });

  it('says so when nothing matches', async () => {
    stubJobList(() => ({ jobs: [], total: 0 }));
    renderApp('/find-job?q=astronaut');

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
    renderApp('/find-job?q=nurse');
    expect(await screen.findByText(/Showing 1–12 of 1,000\+ jobs found/)).toBeInTheDocument();
  });

  it('shows no counts while the server is still counting, and asks once more for them', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) =>
      makeJob({ overview: { title: `Nurse ${index + 1}` } }),
    );
    let asked = 0;
    const remote = { count: 7, capped: false };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const first = asked++ < 2;
        if (requestUrl(input).pathname === '/api/jobs/facets') {
          const answer = first
            ? { pending: true }
            : { ...emptyFacets, workplace: { ...emptyFacets.workplace, remote } };
          return Promise.resolve(
            new Response(JSON.stringify(answer), {
              headers: { 'content-type': 'application/json' },
            }),
          );
        }
        const response = jobListResponse(jobs, 30);
        if (first) {
          response.headers.delete('x-total-count');
          response.headers.set('x-total-count-pending', 'true');
        }
        return Promise.resolve(response);
      }),
    );
    renderApp('/find-job?q=nurse');
    expect(await screen.findByText(/Showing 1–12 of many jobs found/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();

    // The follow-up a moment later brings the counts.
    expect(
      await screen.findByText(/Showing 1–12 of 30 jobs found/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remote (7)' })).toBeInTheDocument();
  });
});
