import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientHome } from '@staffing/shared/client-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { jsonResponse, testUser } from '@/testing/test-data';
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
  orders: [
    {
      _id: 'order-1',
      createdAt: '2026-11-27T08:00:00.000Z',
      position: 'Night Nurse',
      status: 'open',
      headcount: 3,
      filledCount: 2,
      startDate: '2026-12-07',
      city: 'Chicago',
      state: 'IL',
    },
  ],
};

describe('the client portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('an invited contact sets a password and lands on their company’s orders', async () => {
    const api = stubApi({
      'POST /api/client-invitations/check': () =>
        jsonResponse({
          name: 'Grace Hopper',
          email: 'grace@lakeside.example',
          company: 'Lakeside Clinic',
        }),
      'POST /api/client-invitations/accept': () => jsonResponse(contactUser),
      'GET /api/client/home': () => jsonResponse(home),
    });
    const { user, router } = renderApp('/client/invitation?token=abc', { user: null });
    expect(await screen.findByText('Lakeside Clinic')).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/client-invitations/check')[0])).toEqual({ token: 'abc' });
    await user.type(screen.getByLabelText(/Choose a password/), 'a good password');
    await user.type(screen.getByLabelText(/Repeat the password/), 'a good passwort');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(api.callsTo('POST /api/client-invitations/accept')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Repeat the password/));
    await user.type(screen.getByLabelText(/Repeat the password/), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/client');
    });
    expect(jsonOf(api.callsTo('POST /api/client-invitations/accept')[0])).toEqual({
      token: 'abc',
      password: 'a good password',
    });
    expect(await screen.findByRole('rowheader', { name: 'Night Nurse' })).toBeVisible();
    expect(screen.getByText('2 of 3')).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
  });

  it('a used or expired link says so', async () => {
    stubApi({
      'POST /api/client-invitations/check': () =>
        jsonResponse(
          { error: 'This invitation link is invalid, was used already or has expired.' },
          400,
        ),
    });
    renderApp('/client/invitation?token=old', { user: null });
    expect(await screen.findByText('This invitation cannot be used')).toBeVisible();
    expect(screen.getByText(/was used already or has expired/)).toBeVisible();
  });

  it('is the client contacts’ only: a job seeker is sent home, a visitor to the login', async () => {
    stubApi({});
    const seeker = renderApp('/client', { user: testUser });
    await waitFor(() => {
      expect(seeker.router.state.location.pathname).toBe('/');
    });
    seeker.unmount();
    const visitor = renderApp('/client', { user: null });
    await waitFor(() => {
      expect(visitor.router.state.location.pathname).toBe('/login');
    });
  });
});
