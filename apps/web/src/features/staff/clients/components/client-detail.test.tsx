import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientCompanyDetail } from '@staffing/shared/client-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderApp } from '@/testing/test-utils';
import { COMPANY_ID, makeCompany, makeContact } from '../testing/client-fixtures';

describe('/admin/clients/:id (a client company)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the company, its contacts and orders, invites a contact and adds another', async () => {
    let company: ClientCompanyDetail = makeCompany();
    const api = stubApi({
      [`GET /api/admin/clients/${COMPANY_ID}`]: () => jsonResponse(company),
      [`POST /api/admin/clients/${COMPANY_ID}/contacts/contact-1/invitation`]: () => {
        const invited = makeContact({ access: 'invited', invitedAt: '2026-11-27T09:00:00.000Z' });
        company = { ...company, contacts: [invited] };
        return jsonResponse(invited, 201);
      },
      [`POST /api/admin/clients/${COMPANY_ID}/contacts`]: () => {
        const added = makeContact({
          _id: 'contact-2',
          name: 'Ada King',
          email: 'ada@lakeside.example',
        });
        company = { ...company, contacts: [...company.contacts, added] };
        return jsonResponse(added, 201);
      },
    });
    const { user } = renderApp(`/admin/clients/${COMPANY_ID}`, { user: testAdmin });
    expect(await screen.findByRole('heading', { name: 'Lakeside Clinic', level: 1 })).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Company' });
    expect(within(facts).getByText('Cardiac ward')).toBeVisible();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'Night Nurse' })).toHaveAttribute(
      'href',
      '/admin/orders/order-1',
    );
    expect(within(orders).getByText('1 of 3')).toBeVisible();

    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('No account')).toBeVisible();
    await user.click(within(contacts).getByRole('button', { name: 'Invite: Grace Hopper' }));
    expect(
      await within(contacts).findByText('Invitation sent to grace@lakeside.example.'),
    ).toBeVisible();
    expect(await within(contacts).findByText('Invited')).toBeVisible();
    expect(
      api.callsTo(`POST /api/admin/clients/${COMPANY_ID}/contacts/contact-1/invitation`),
    ).toHaveLength(1);

    const form = within(contacts).getByRole('form', { name: 'Add a contact' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada King');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@lakeside.example');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    expect(await within(contacts).findByText('Ada King')).toBeVisible();
    expect(jsonOf(api.callsTo(`POST /api/admin/clients/${COMPANY_ID}/contacts`)[0])).toEqual({
      name: 'Ada King',
      email: 'ada@lakeside.example',
      phone: '',
      title: '',
    });
  });

  it('a contact with an account has no invitation button', async () => {
    stubApi({
      [`GET /api/admin/clients/${COMPANY_ID}`]: () =>
        jsonResponse(makeCompany({ contacts: [makeContact({ access: 'active' })] })),
    });
    renderApp(`/admin/clients/${COMPANY_ID}`, { user: testAdmin });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('Has an account')).toBeVisible();
    expect(within(contacts).queryByRole('button', { name: /Invite/ })).toBeNull();
  });

  it('edits the company: an emptied note is cleared', async () => {
    let company: ClientCompanyDetail = makeCompany();
    const api = stubApi({
      [`GET /api/admin/clients/${COMPANY_ID}`]: () => jsonResponse(company),
      [`PATCH /api/admin/clients/${COMPANY_ID}`]: () => {
        company = { ...company, name: 'Lakeside Health', notes: null };
        return jsonResponse(company);
      },
    });
    const { user } = renderApp(`/admin/clients/${COMPANY_ID}`, { user: testAdmin });
    const facts = await screen.findByRole('region', { name: 'Company' });
    await user.click(within(facts).getByRole('button', { name: 'Edit' }));
    const form = within(facts).getByRole('form', { name: 'Edit the company' });
    const name = within(form).getByRole('textbox', { name: /Company name/ });
    expect(name).toHaveValue('Lakeside Clinic');
    await user.clear(name);
    await user.type(name, 'Lakeside Health');
    await user.clear(within(form).getByRole('textbox', { name: /Notes/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(facts).findByRole('button', { name: 'Edit' })).toBeVisible();
    expect(jsonOf(api.callsTo(`PATCH /api/admin/clients/${COMPANY_ID}`)[0])).toEqual({
      name: 'Lakeside Health',
      industry: 'Healthcare',
      locations: ['Chicago, IL'],
      notes: null,
      emailDomain: 'lakeside.example',
    });
  });

  it('an unknown company shows the 404 message', async () => {
    stubApi({
      'GET /api/admin/clients/gone': () =>
        jsonResponse({ error: 'This client company does not exist (any more).' }, 404),
    });
    renderApp('/admin/clients/gone', { user: testAdmin });
    expect(await screen.findByText('This client company does not exist (any more).')).toBeVisible();
  });
});
