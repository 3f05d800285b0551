import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@staffing/shared/user-schemas';
import { jsonResponse } from '@/testing/test-data';
import { stubApi } from '@/testing/stub-api';
import { renderApp } from '@/testing/test-utils';

const contactUser: User = {
  _id: 'client-user',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@lakeside.example',
  role: 'client',
  emailVerified: true,
};

describe('/client/orders/:id (an order’s shared candidates)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each shared candidate’s name, pitch, answers and resume link', async () => {
    stubApi({
      'GET /api/client/orders/order-1': () =>
        jsonResponse({
          _id: 'order-1',
          createdAt: '2026-11-27T08:00:00.000Z',
          position: 'Night Nurse',
          status: 'open',
          headcount: 3,
          filledCount: 1,
          startDate: '2026-12-07',
          city: 'Chicago',
          state: 'IL',
        }),
      'GET /api/client/orders/order-1/candidates': () =>
        jsonResponse([
          {
            _id: 'entry-1',
            name: 'Casey Candidate',
            pitch: 'Five years on a cardiac ward.',
            sharedAt: '2026-11-27T09:00:00.000Z',
            hasResume: true,
            answers: [{ label: 'Do you hold an RN licence?', answer: 'Yes' }],
            decision: null,
          },
        ]),
    });
    renderApp('/client/orders/order-1', { user: contactUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Nurse' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Casey Candidate' });
    expect(within(card).getByText('Five years on a cardiac ward.')).toBeVisible();
    expect(within(card).getByText('Do you hold an RN licence?')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Download Casey Candidate’s resume' }),
    ).toHaveAttribute('href', '/api/client/orders/order-1/candidates/entry-1/resume');
  });

  it('another company’s order is a 404', async () => {
    stubApi({
      'GET /api/client/orders/other': () =>
        jsonResponse({ error: 'This order does not exist (any more).' }, 404),
    });
    renderApp('/client/orders/other', { user: contactUser });
    expect(await screen.findByText('This order does not exist (any more).')).toBeVisible();
  });
});
