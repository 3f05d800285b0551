import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderClient } from '@staffing/shared/client-schemas';
import { makeOrder, ORDER_ID } from '@/features/staff/orders/testing/order-fixtures';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { COMPANY_ID, makeCompanySummary, makeContact } from '../testing/client-fixtures';
import { OrderClientPanel } from './order-client-panel';

const path = `/api/admin/orders/${ORDER_ID}/client`;

describe('an order’s client company', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('suggests a company by the sender’s domain and links only when staff choose it', async () => {
    let client: OrderClient = {
      company: null,
      contact: null,
      suggestions: [{ company: makeCompanySummary(), reason: 'domain' }],
    };
    const api = stubApi({
      [`GET ${path}`]: () => jsonResponse(client),
      [`PUT ${path}`]: () => {
        client = { company: makeCompanySummary(), contact: makeContact(), suggestions: [] };
        return jsonResponse(client);
      },
    });
    const { user } = renderWithProviders(<OrderClientPanel order={makeOrder()} />);
    expect(await screen.findByText('(same email domain)')).toBeVisible();
    expect(api.callsTo(`PUT ${path}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Link to this company, Lakeside Clinic' }));
    const company = await screen.findByRole('link', { name: 'Lakeside Clinic' });
    expect(company).toHaveAttribute('href', `/admin/clients/${COMPANY_ID}`);
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    expect(jsonOf(api.callsTo(`PUT ${path}`)[0])).toEqual({ companyId: COMPANY_ID });
  });

  it('makes a new company from the sender, with the order’s name, industry and place filled in', async () => {
    const api = stubApi({
      [`GET ${path}`]: () => jsonResponse({ company: null, contact: null, suggestions: [] }),
      [`PUT ${path}`]: () =>
        jsonResponse({
          company: makeCompanySummary({ name: 'Lakeside Clinic' }),
          contact: makeContact(),
          suggestions: [],
        }),
    });
    const order = makeOrder();
    const { user } = renderWithProviders(<OrderClientPanel order={order} />);
    expect(await screen.findByText('Not linked to a client company yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New client company from this sender' }));
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue(order.company);
    expect(screen.getByRole('combobox', { name: /Industry/ })).toHaveValue(order.industry);
    await user.click(screen.getByRole('button', { name: 'Create and link' }));
    expect(await screen.findByRole('link', { name: 'Lakeside Clinic' })).toBeVisible();
    expect(jsonOf(api.callsTo(`PUT ${path}`)[0])).toEqual({
      newCompany: {
        name: order.company,
        industry: order.industry,
        locations: [`${order.city}, ${order.state}`],
        notes: '',
        emailDomain: '',
      },
    });
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
