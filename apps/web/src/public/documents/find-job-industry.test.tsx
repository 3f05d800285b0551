import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobListResponse, makeJob, requestUrl } from '@/testing/job-fixtures';
import { testUser } from '@/testing/test-data';
import { renderDocument } from '@/testing/test-utils';

// The page and its islands are compiled on first use; under load (the whole suite on a
// shared machine) that can take longer than the default second, and the first test longer
// than the default five.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function stubJobList(total = 2) {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = requestUrl(input);
      requests.push(url.searchParams);
      return Promise.resolve(
        jobListResponse(
          [
            makeJob({ overview: { title: 'Carpenter', industry: 'Construction' } }),
            makeJob({ overview: { title: 'Site Supervisor', industry: 'Construction' } }),
          ],
          total,
        ),
      );
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/find-job/:industrySlug', () => {
  it("shows the industry's marketing text, then its open jobs, and Sign Up when logged out", async () => {
    const requests = stubJobList();
    renderDocument('/find-job/construction');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Construction Jobs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roles we fill' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Open Construction jobs' });
    expect(within(list).getByRole('link', { name: 'Carpenter' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Site Supervisor' })).toBeInTheDocument();
    expect(requests[0]?.get('industry')).toBe('Construction');
    expect(screen.getByText('2 open positions')).toBeInTheDocument();
  });

  it('gives a logged-in user an Apply link that takes them to the job list', async () => {
    stubJobList();
    renderDocument('/find-job/it-tech', { user: testUser });

    // A link to the list's heading, which takes focus (tabindex -1) without a script too.
    const apply = await screen.findByRole('link', { name: 'Apply' });
    const heading = screen.getByRole('heading', { name: 'Open IT and Tech jobs' });
    expect(apply).toHaveAttribute('href', `#${heading.id}`);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search and filter all jobs' })).toHaveAttribute(
      'href',
      '/find-job?industry=ItTech',
    );
  });

  it('pages through a long list with ?page=', async () => {
    const requests = stubJobList(30);
    const { router } = renderDocument('/find-job/healthcare');

    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
    expect(screen.getByText('30 open positions · page 1 of 3')).toBeInTheDocument();
    await act(() => router.navigate('/find-job/healthcare?page=2'));
    await waitFor(() => {
      expect(requests.at(-1)?.get('page')).toBe('2');
    });
    expect(await screen.findByText('30 open positions · page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/find-job/healthcare',
    );
  });

  it("links to the industry's RSS feed, on the page and in its head", async () => {
    stubJobList();
    renderDocument('/find-job/it-tech');

    const feed = await screen.findByRole('link', { name: 'IT and Tech jobs RSS feed' });
    expect(feed).toHaveAttribute('href', '/jobs.rss?industry=it-tech');
    expect(screen.queryByRole('link', { name: 'Indeed XML feed' })).not.toBeInTheDocument();
    const alternate = document.head.querySelector('link[rel="alternate"]');
    expect(alternate).toHaveAttribute('type', 'application/rss+xml');
    expect(alternate).toHaveAttribute('href', '/jobs.rss?industry=it-tech');
    expect(alternate).toHaveAttribute('title', 'IT and Tech jobs at Test Staffing');
  });

  it('shows the 404 page for an unknown industry', async () => {
    stubJobList();
    renderDocument('/find-job/astronauts');
    expect(
      await screen.findByText('Page not found. Please check the URL and try again.'),
    ).toBeInTheDocument();
  });
});
