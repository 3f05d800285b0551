import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

describe('careers pages', () => {
  it('lists both openings with a Learn More & Apply link each', async () => {
    const { router, user } = renderApp('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers' });

    const salesLink = screen.getByRole('link', {
      name: 'Learn More & Apply: Sales Representative',
    });
    expect(salesLink).toHaveAttribute('href', '/sales-rep');
    expect(
      screen.getByRole('link', { name: 'Learn More & Apply: Project Manager Internship' }),
    ).toHaveAttribute('href', '/project-manager-internship');

    await user.click(salesLink);
    await screen.findByRole('heading', { level: 1, name: 'Sales Representative' });
    expect(router.state.location.pathname).toBe('/sales-rep');
  });

  it('shows the sales posting facts and opens the apply dialog', async () => {
    const { user } = renderApp('/sales-rep');
    await screen.findByRole('heading', { level: 1, name: 'Sales Representative' });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('High-ticket commission')).toBeVisible();
    expect(main.getByText('9:00am–9:00pm CST')).toBeVisible();
    expect(main.getByText('Weekends and 11 federal holidays')).toBeVisible();
    expect(main.getByRole('heading', { name: 'What you will do' })).toBeVisible();
    expect(main.getByRole('heading', { name: 'What you bring' })).toBeVisible();

    await user.click(main.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('shows the 3-month internship and opens the apply dialog', async () => {
    const { user } = renderApp('/project-manager-internship');
    await screen.findByRole('heading', { level: 1, name: 'Project Manager Internship' });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('3 months')).toBeVisible();
    expect(main.getByRole('heading', { name: 'What you will learn' })).toBeVisible();

    await user.click(main.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
