import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobFilters } from '@/features/public/jobs/components/job-filters';
import { JobSearchForm } from '@/features/public/jobs/components/job-search-form';
import { findJobFormProps } from '@/features/public/jobs/utils/find-job-forms';
import { readJobSearch } from '@/features/public/jobs/utils/job-search-params';
import { loadDocument } from '@/lib/document-location';
import startFindJobForms from './find-job-forms';

vi.mock('@/lib/document-location', () => ({ loadDocument: vi.fn() }));

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.mocked(loadDocument).mockClear();
  sessionStorage.clear();
});

// The page's forms as the server renders them, then the behaviour started on them.
function renderPage(query: string) {
  const search = readJobSearch(new URLSearchParams(query));
  const rendered = render(
    <>
      <JobSearchForm search={search} />
      <form method="get" action="/find-job" {...findJobFormProps('filters')}>
        <input type="hidden" name="q" value={search.q} />
        <JobFilters search={search} facets={undefined} />
      </form>
    </>,
  );
  stops.push(startFindJobForms());
  return rendered;
}

describe('find-job-forms behaviour', () => {
  it('loads the search as soon as an industry, a type or a filter is picked, written as the page writes it', async () => {
    const user = userEvent.setup();
    renderPage('q=nurse&minAnnualPay=50000');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Healthcare');
    await waitFor(() => {
      expect(loadDocument).toHaveBeenLastCalledWith(
        '/find-job?q=nurse&industry=Healthcare&minAnnualPay=50000',
      );
    });
    await user.click(screen.getByRole('checkbox', { name: /^Remote/ }));
    await waitFor(() => {
      expect(loadDocument).toHaveBeenLastCalledWith(
        '/find-job?q=nurse&workplace=remote&minAnnualPay=50000',
      );
    });
    await user.click(screen.getByRole('radio', { name: /Past 24 hours/ }));
    await waitFor(() => {
      expect(loadDocument).toHaveBeenLastCalledWith(
        '/find-job?q=nurse&workplace=remote&minAnnualPay=50000&postedWithin=1',
      );
    });
    expect(loadDocument).toHaveBeenCalledTimes(3);
  });

  it('stays in the page’s language: a choice on a Spanish page loads the Spanish results', async () => {
    window.history.replaceState(null, '', '/es/find-job?q=almac%C3%A9n');
    try {
      const user = userEvent.setup();
      renderPage('q=almacén');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Full-Time');
      await waitFor(() => {
        expect(loadDocument).toHaveBeenLastCalledWith('/es/find-job?q=almac%C3%A9n&type=Full-Time');
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('waits for Enter or the button for typed words, and leaves the empty fields out', async () => {
    const user = userEvent.setup();
    renderPage('');

    const box = screen.getByRole('searchbox', { name: 'Keywords' });
    await user.type(box, 'truck driver');
    await user.tab();
    expect(loadDocument).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    await waitFor(() => {
      expect(loadDocument).toHaveBeenLastCalledWith('/find-job?q=truck+driver');
    });

    await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Chicago, IL');
    expect(loadDocument).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      expect(loadDocument).toHaveBeenLastCalledWith('/find-job?where=Chicago%2C+IL');
    });
  });

  it('puts the focus back on the control that was changed when the next page starts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Contract');
    await waitFor(() => {
      expect(loadDocument).toHaveBeenLastCalledWith('/find-job?type=Contract');
    });
    unmount();

    // The next document, with its script.
    renderPage('type=Contract');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveFocus();
    expect(sessionStorage.length).toBe(0);
  });
});
