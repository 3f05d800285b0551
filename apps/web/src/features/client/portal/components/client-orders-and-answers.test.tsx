import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientHome } from '@staffing/shared/client-schemas';
import type { SharedCandidate } from '@staffing/shared/shortlist-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderApp } from '@/testing/test-utils';

const contactUser: User = {
  _id: 'client-user',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@lakeside.example',
  role: 'client',
  emailVerified: true,
};

const home: ClientHome = {
  company: { _id: 'co-1', name: 'Lakeside Clinic', industry: 'Healthcare' },
  contact: { _id: 'contact-1', name: 'Grace Hopper', email: 'grace@lakeside.example' },
  recruiter: { name: 'Rita Recruiter', email: 'rita@agency.example' },
  orders: [],
};

const order = {
  _id: 'order-1',
  createdAt: '2026-11-27T08:00:00.000Z',
  position: 'Night Nurse',
  status: 'open',
  headcount: 3,
  filledCount: 1,
  startDate: '2026-12-07',
  city: 'Chicago',
  state: 'IL',
};

describe('the client portal: a new order and answers on candidates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the new order form is the public one, filled in with the contact and their company', async () => {
    const api = stubApi({
      'GET /api/client/home': () => jsonResponse(home),
      'POST /api/client/orders': () => jsonResponse({ ...order, status: 'new' }, 201),
    });
    const { user } = renderApp('/client/orders/new', { user: contactUser });
    const form = await screen.findByRole('form', { name: 'Request staff' });
    expect(within(form).getByRole('textbox', { name: /company/i })).toHaveValue('Lakeside Clinic');
    expect(within(form).getByRole('textbox', { name: /your name/i })).toHaveValue('Grace Hopper');
    expect(within(form).getByRole('textbox', { name: /email/i })).toHaveValue(
      'grace@lakeside.example',
    );
    expect(within(form).getByRole('combobox', { name: /industry/i })).toHaveValue('Healthcare');
    await user.type(within(form).getByRole('textbox', { name: /position/i }), 'Porter');
    await user.type(within(form).getByRole('spinbutton', { name: /headcount/i }), '2');
    await user.type(within(form).getByLabelText(/start date/i), '2026-12-07');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /assignment type/i }),
      'direct-hire',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /shift/i }), 'day');
    await user.type(within(form).getByRole('textbox', { name: /city/i }), 'Chicago');
    await user.selectOptions(within(form).getByRole('combobox', { name: /state/i }), 'IL');
    await user.type(within(form).getByRole('textbox', { name: /zip/i }), '60601');
    await user.type(within(form).getByRole('textbox', { name: /phone/i }), '(312) 555-0100');
    await user.click(within(form).getByRole('button', { name: /send request/i }));
    await waitFor(() => {
      expect(api.callsTo('POST /api/client/orders')).toHaveLength(1);
    });
    expect(jsonOf(api.callsTo('POST /api/client/orders')[0])).toMatchObject({
      position: 'Porter',
      company: 'Lakeside Clinic',
      contactName: 'Grace Hopper',
      email: 'grace@lakeside.example',
    });
    expect(api.callsTo('POST /api/job-orders')).toHaveLength(0);
    expect(await screen.findByRole('status')).toBeVisible();
  });

  it('a client answers on a shared candidate: decline with a reason', async () => {
    let candidate: SharedCandidate = {
      _id: 'entry-1',
      name: 'Casey Candidate',
      pitch: 'Five years on a cardiac ward.',
      sharedAt: '2026-11-27T09:00:00.000Z',
      hasResume: false,
      answers: [],
      decision: null,
    };
    const api = stubApi({
      'GET /api/client/orders/order-1': () => jsonResponse(order),
      'GET /api/client/orders/order-1/candidates': () => jsonResponse([candidate]),
      'POST /api/client/orders/order-1/candidates/entry-1/decision': () => {
        candidate = {
          ...candidate,
          decision: { kind: 'decline', at: '2026-11-27T10:00:00.000Z', text: 'Filled internally' },
        };
        return jsonResponse({ decision: candidate.decision });
      },
    });
    const { user } = renderApp('/client/orders/order-1', { user: contactUser });
    const form = await screen.findByRole('form', { name: 'Your answer on Casey Candidate' });
    expect(within(form).getByRole('group', { name: 'Your answer' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Times that suit you/ })).toBeVisible();
    await user.click(within(form).getByRole('radio', { name: 'Decline' }));
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Filled internally');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Sent to your recruiter.')).toBeVisible();
    const calls = api.callsTo('POST /api/client/orders/order-1/candidates/entry-1/decision');
    expect(jsonOf(calls[calls.length - 1])).toEqual({
      decision: 'decline',
      reason: 'Filled internally',
    });
    const card = screen.getByRole('article', { name: 'Casey Candidate' });
    expect(await within(card).findByText(/Filled internally/)).toBeVisible();
    // Once answered, the choices read as a change of that answer, not a second "Your answer".
    expect(within(form).getByRole('group', { name: 'Change your answer' })).toBeVisible();
  });
});
