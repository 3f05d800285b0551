import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJobSearch } from '@/features/public/jobs/utils/job-search-params';
import { jobListResponse, makeJob, requestUrl } from '@/testing/job-fixtures';
import { loadDocument } from '@/lib/document-location';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { jsonResponse } from '@/testing/test-data';
import JobFiltersDrawerIsland from './job-filters-drawer';

vi.mock('@/lib/document-location', () => ({ loadDocument: vi.fn() }));

const count = (value: number) => ({ count: value, capped: false });

// Answers the facets and the one-job count the drawer asks for; the remote filter halves
// every count.
function stubJobsApi() {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = requestUrl(input);
      requests.push(url);
      const remote = url.searchParams.getAll('workplace').includes('remote');
      if (url.pathname === '/api/jobs/facets') {
        return Promise.resolve(
          jsonResponse({
            industry: {},
            type: {},
            workplace: {
              'on-site': count(remote ? 0 : 8),
              hybrid: count(remote ? 0 : 4),
              remote: count(3),
            },
            postedWithin: { '1': count(1), '7': count(2), '30': count(remote ? 3 : 9) },
          }),
        );
      }
      return Promise.resolve(jobListResponse([makeJob()], remote ? 3 : 12));
    }),
  );
  return requests;
}

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogPolyfill();
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.mocked(loadDocument).mockClear();
});

function renderIsland(query: string, label = 'Filters') {
  const search = readJobSearch(new URLSearchParams(query));
  // The props as the page writes them: through JSON.
  const props = JSON.parse(JSON.stringify({ search, label, className: '' })) as {
    search: typeof search;
    label: string;
    className: string;
  };
  return render(<JobFiltersDrawerIsland {...props} />);
}

describe('job-filters-drawer island', { timeout: 20_000 }, () => {
  it('stages the choices with their counts, and "Show N jobs" loads the page for them', async () => {
    const requests = stubJobsApi();
    const user = userEvent.setup();
    renderIsland('q=nurse&minAnnualPay=50000');

    // The button says how many filters are set; the drawer's code loads with the first press.
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    expect(requests).toHaveLength(0);
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filter jobs' });
    expect(await within(drawer).findByRole('checkbox', { name: 'Remote (3)' })).not.toBeChecked();
    expect(within(drawer).getByRole('combobox', { name: /Minimum pay/ })).toHaveValue('50000');
    expect(await within(drawer).findByRole('button', { name: 'Show 12 jobs' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('checkbox', { name: /^Remote/ }));
    expect(within(drawer).getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
    expect(await within(drawer).findByRole('button', { name: 'Show 3 jobs' })).toBeVisible();
    expect(within(drawer).getByRole('checkbox', { name: 'On-site (0)' })).toBeInTheDocument();
    // Nothing loads until the person asks for the jobs.
    expect(loadDocument).not.toHaveBeenCalled();
    const last = requests.at(-1);
    expect(last?.searchParams.get('q')).toBe('nurse');
    expect(last?.searchParams.getAll('workplace')).toEqual(['remote']);

    await user.type(
      within(drawer).getByRole('textbox', { name: /Location/ }),
      'Chicago, IL{Enter}',
    );
    await waitFor(() => {
      expect(requests.at(-1)?.searchParams.get('where')).toBe('Chicago, IL');
    });
    await user.click(within(drawer).getByRole('button', { name: /^Show/ }));
    expect(loadDocument).toHaveBeenCalledWith(
      '/find-job?q=nurse&workplace=remote&where=Chicago%2C+IL&minAnnualPay=50000',
    );
  });

  it('closes without loading anything when nothing changed, and starts again from the page’s search', async () => {
    stubJobsApi();
    const user = userEvent.setup();
    renderIsland('', 'More filters');

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter jobs' });
    // Before a search there is no total to show.
    await within(drawer).findByRole('checkbox', { name: 'Remote (3)' });
    expect(within(drawer).getByRole('button', { name: 'Show jobs' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Show jobs' }));
    expect(loadDocument).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Filter jobs' })).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const again = await screen.findByRole('dialog', { name: 'Filter jobs' });
    await user.click(within(again).getByRole('checkbox', { name: /^Hybrid/ }));
    await user.click(within(again).getByRole('button', { name: 'Clear filters' }));
    expect(within(again).getByRole('checkbox', { name: /^Hybrid/ })).not.toBeChecked();
  });
});
