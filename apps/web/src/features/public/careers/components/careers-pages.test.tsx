import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-data';
import { hydrateDocumentIslands } from '@/testing/hydrate-island';
import { renderDocument } from '@/testing/test-utils';

// The apply modal's module is compiled by vitest on first use; under load that takes a while.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// An opening's page as the browser gets it: the server's document with its islands hydrated.
async function openOpeningPage(kind: 'sales-rep' | 'internship', title: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse({ kind, screeningQuestions: [], updatedAt: null }))),
  );
  const path = kind === 'sales-rep' ? '/sales-rep' : '/project-manager-internship';
  const rendered = renderDocument(path);
  await screen.findByRole('heading', { level: 1, name: title });
  expect(await hydrateDocumentIslands(rendered.container)).toEqual([]);
  return rendered;
}

describe('careers pages', { timeout: 15_000 }, () => {
  it('lists both openings with a Learn More & Apply link each', async () => {
    renderDocument('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers' });

    // Plain links: following one loads that opening's document.
    expect(
      screen.getByRole('link', { name: 'Learn More & Apply: Sales Representative' }),
    ).toHaveAttribute('href', '/sales-rep');
    expect(
      screen.getByRole('link', { name: 'Learn More & Apply: Project Manager Internship' }),
    ).toHaveAttribute('href', '/project-manager-internship');
  });

  it('shows the sales posting facts and opens the apply dialog', async () => {
    const { user } = await openOpeningPage('sales-rep', 'Sales Representative');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('High-ticket commission')).toBeVisible();
    expect(main.getByText('9:00am–9:00pm CST')).toBeVisible();
    expect(main.getByText('Weekends and 11 federal holidays')).toBeVisible();
    expect(main.getByRole('heading', { name: 'What you will do' })).toBeVisible();
    expect(main.getByRole('heading', { name: 'What you bring' })).toBeVisible();

    await user.click(main.getByRole('button', { name: 'Apply Now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply for Sales Representative' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/openings/sales-rep/questions', expect.anything());
  });

  it('shows the 3-month internship and opens the apply dialog', async () => {
    const { user } = await openOpeningPage('internship', 'Project Manager Internship');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('3 months')).toBeVisible();
    expect(main.getByRole('heading', { name: 'What you will learn' })).toBeVisible();

    await user.click(main.getByRole('button', { name: 'Apply Now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply for Project Manager Internship' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/openings/internship/questions', expect.anything());
  });

  it('says where scripts are off that applying needs one, instead of a dead button', async () => {
    const { container } = renderDocument('/sales-rep');
    await screen.findByRole('heading', { level: 1, name: 'Sales Representative' });
    expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveClass('needs-script');
    expect(container.querySelector('main noscript')).not.toBeNull();
  });
});
