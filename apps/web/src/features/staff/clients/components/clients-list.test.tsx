import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderApp } from '@/testing/test-utils';
import { COMPANY_ID, makeCompany, makeCompanySummary } from '../testing/client-fixtures';

describe('/admin/clients (client companies)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the companies, searches by name and adds one, then opens it', async () => {
    const api = stubApi({
      'GET /api/admin/clients': () => jsonResponse({ clients: [makeCompanySummary()] }),
      'POST /api/admin/clients': () =>
        jsonResponse(makeCompany({ _id: 'new-co', name: 'Harbor Freight Co' }), 201),
      'GET /api/admin/clients/new-co': () =>
        jsonResponse(makeCompany({ _id: 'new-co', name: 'Harbor Freight Co' })),
    });
    const { user, router } = renderApp('/admin/clients', { user: testAdmin });
    expect(
      await screen.findByRole('heading', { name: 'Client Companies', level: 1 }),
    ).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Lakeside Clinic' });
    expect(link).toHaveAttribute('href', `/admin/clients/${COMPANY_ID}`);
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Healthcare')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'lake');
    await waitFor(() => {
      expect(api.calls.some((call) => call.search === '?q=lake')).toBe(true);
    });

    const form = screen.getByRole('region', { name: 'Add a client company' });
    await user.type(
      within(form).getByRole('textbox', { name: /Company name/ }),
      'Harbor Freight Co',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /Industry/ }), 'Drivers');
    await user.type(
      within(form).getByRole('textbox', { name: /Locations/ }),
      'Gary, IN{enter}Hammond, IN',
    );
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/clients/new-co');
    });
    expect(jsonOf(api.callsTo('POST /api/admin/clients')[0])).toEqual({
      name: 'Harbor Freight Co',
      industry: 'Drivers',
      locations: ['Gary, IN', 'Hammond, IN'],
      notes: '',
      emailDomain: '',
    });
  });

  it('shows the server’s field errors beside the fields', async () => {
    stubApi({
      'GET /api/admin/clients': () => jsonResponse({ clients: [] }),
      'POST /api/admin/clients': () =>
        jsonResponse(
          { error: 'Check the form', fieldErrors: { name: 'Company name is required' } },
          400,
        ),
    });
    const { user } = renderApp('/admin/clients', { user: testAdmin });
    expect(await screen.findByText('No client companies yet')).toBeVisible();
    const form = screen.getByRole('region', { name: 'Add a client company' });
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    expect(await within(form).findByText('Company name is required')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Company name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
