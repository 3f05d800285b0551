import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@staffing/shared/user-schemas';
import { testAdmin, testUser } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { stubOrdersApi } from '../testing/fake-orders-api';
import { makeOrder, RECRUITER } from '../testing/order-fixtures';

const testRecruiter: User = { ...testAdmin, _id: 'rec-1', firstName: 'Rita', role: 'recruiter' };

const orders = [
  makeOrder(),
  makeOrder({
    _id: '019300aa-0000-7000-8000-000000000002',
    position: 'Forklift Operator',
    company: 'Acme Builders',
    industry: 'Construction',
    status: 'qualified',
    owner: RECRUITER,
    headcount: 10,
    filledCount: 4,
    startDate: '2027-01-04',
  }),
  makeOrder({
    _id: '019300aa-0000-7000-8000-000000000003',
    position: 'Driver',
    company: 'Cedar Logistics',
    status: 'cancelled',
    statusReason: 'Budget frozen',
  }),
];

const listSearches = (calls: { method: string; path: string; search: URLSearchParams }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/api/admin/orders')
    .map((call) => call.search.toString());

describe('/admin/orders (the order board)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a recruiter every order with status, owner, company, industry, start and filled', async () => {
    stubOrdersApi(orders);
    renderApp('/admin/orders', { user: testRecruiter });
    expect(await screen.findByRole('heading', { name: 'Job Orders', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const acme = within(rows[1]!);
    expect(acme.getByRole('link', { name: 'Forklift Operator' })).toHaveAttribute(
      'href',
      '/admin/orders/019300aa-0000-7000-8000-000000000002',
    );
    expect(acme.getByText('Acme Builders')).toBeVisible();
    expect(acme.getByText('Construction')).toBeVisible();
    expect(acme.getByText('Qualified')).toBeVisible();
    expect(acme.getByText('Rita Recruiter')).toBeVisible();
    expect(acme.getByText('2027-01-04')).toBeVisible();
    expect(acme.getByLabelText('4 of 10 filled')).toBeVisible();
    expect(within(rows[0]!).getByText('Nobody yet')).toBeVisible();
    expect(within(rows[2]!).getByText('Budget frozen')).toBeVisible();
    expect(screen.getByText('3 orders')).toBeVisible();
  });

  it('keeps the filters in the URL and asks the API with them', async () => {
    const api = stubOrdersApi(orders);
    const { user, router } = renderApp('/admin/orders', { user: testAdmin });
    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filter orders' });
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Status' }),
      'qualified',
    );
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Owner' }), 'me');
    await user.type(within(filters).getByRole('searchbox', { name: /search/i }), 'acme');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=acme&status=qualified&owner=me');
    });
    await waitFor(() => {
      expect(listSearches(api.calls)).toContain(
        'q=acme&status=qualified&owner=me&sort=created&dir=desc&page=1&limit=20',
      );
    });
    const table = await screen.findByRole('table');
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
    });
  });

  it('sorts by a column header and pages with links, both in the URL', async () => {
    const many = Array.from({ length: 21 }, (_, index) =>
      makeOrder({
        _id: `019300aa-0000-7000-8000-0000000001${String(index).padStart(2, '0')}`,
        company: `Company ${index}`,
      }),
    );
    const api = stubOrdersApi(many);
    const { user, router } = renderApp('/admin/orders?status=new', { user: testAdmin });
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute(
      'href',
      '/admin/orders?status=new&page=2',
    );
    await user.click(screen.getByRole('button', { name: /start/i }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=new&sort=start');
    });
    await waitFor(() => {
      expect(listSearches(api.calls)).toContain('status=new&sort=start&dir=asc&page=1&limit=20');
    });
    // On a phone the headers are hidden: the form's Sort choice does the same.
    const filters = screen.getByRole('search', { name: 'Filter orders' });
    await waitFor(() => {
      expect(within(filters).getByRole('combobox', { name: 'Sort' })).toHaveValue('start:asc');
    });
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Sort' }),
      'company:desc',
    );
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=new&sort=company&dir=desc');
    });
  });

  it('goes to the last page there is from a page past the end', async () => {
    stubOrdersApi(orders);
    const { router } = renderApp('/admin/orders?status=new&page=5', { user: testAdmin });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=new');
    });
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('is not for job seekers', async () => {
    stubOrdersApi(orders);
    const { router } = renderApp('/admin/orders', { user: testUser });
    await waitFor(() => {
      expect(router.state.location.pathname).not.toBe('/admin/orders');
    });
  });
});
