import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientHome } from '@staffing/shared/client-schemas';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { jsonResponse, testSiteConfig } from '@/testing/test-data';
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
      filledCount: 1,
      startDate: '2026-12-07',
      city: 'Chicago',
      state: 'IL',
    },
  ],
};

function interview(overrides: Partial<Interview>): Interview {
  return {
    _id: 'interview-1',
    shortlistEntryId: 'entry-1',
    candidate: { _id: 'entry-1', name: 'Casey Candidate' },
    order: { _id: 'order-1', position: 'Night Nurse' },
    company: { _id: 'co-1', name: 'Lakeside Clinic' },
    date: '2099-03-02',
    time: '10:00',
    timeZone: 'America/Chicago',
    startsAt: '2099-03-02T16:00:00.000Z',
    durationMinutes: 45,
    location: 'Ward 3, 2nd floor',
    videoUrl: null,
    interviewer: 'Dr. Lee',
    notes: null,
    status: 'scheduled',
    sequence: 0,
    cancelReason: null,
    reminderSentAt: null,
    scheduledBy: 'Rita Recruiter',
    createdAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
    ...overrides,
  };
}

describe('the client portal’s shell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has its own header, sections and footer: no public header, the phone and the recruiter', async () => {
    stubApi({ 'GET /api/client/home': () => jsonResponse(home) });
    const { user, router } = renderApp('/client', { user: contactUser });
    const nav = await screen.findByRole('navigation', { name: 'Client portal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'New order', 'Interviews', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // None of the public site's header or footer.
    expect(screen.queryByRole('link', { name: /find a job/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );

    // The shell's header (a page's own header band is inside <main>).
    const [banner] = screen.getAllByRole('banner');
    expect(
      within(banner!).getByRole('link', { name: `Call us: ${testSiteConfig.phone}` }),
    ).toHaveAttribute('href', 'tel:5550100199');
    expect(await within(banner!).findByText('Lakeside Clinic')).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    const recruiter = within(footer).getByRole('region', { name: 'Your recruiter' });
    expect(recruiter).toHaveTextContent('Rita Recruiter');
    expect(within(recruiter).getByRole('link', { name: 'rita@agency.example' })).toHaveAttribute(
      'href',
      'mailto:rita@agency.example',
    );
    expect(within(footer).getByRole('link', { name: testSiteConfig.phone })).toBeVisible();

    // An order's page belongs to Orders; the form to New order.
    await user.click(await screen.findByRole('link', { name: 'Night Nurse' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/client/orders/order-1');
    });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'New order' }));
    expect(within(nav).getByRole('link', { name: 'New order' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('says so when no recruiter is named yet, and still gives the phone', async () => {
    stubApi({ 'GET /api/client/home': () => jsonResponse({ ...home, recruiter: null }) });
    renderApp('/client', { user: contactUser });
    const recruiter = await screen.findByRole('region', { name: 'Your recruiter' });
    expect(
      await within(recruiter).findByText(/A recruiter is named here once one takes on your order/),
    ).toBeVisible();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: testSiteConfig.phone }),
    ).toBeVisible();
  });

  it('lists the company’s interviews, those to come first, then the earlier and cancelled', async () => {
    stubApi({
      'GET /api/client/home': () => jsonResponse(home),
      'GET /api/client/interviews': () =>
        jsonResponse([
          interview({
            _id: 'past',
            date: '2020-01-06',
            startsAt: '2020-01-06T16:00:00.000Z',
            candidate: { _id: 'entry-2', name: 'Pat Past' },
          }),
          interview({}),
          interview({
            _id: 'cancelled',
            status: 'cancelled',
            cancelReason: 'Position filled',
            candidate: { _id: 'entry-3', name: 'Cam Cancelled' },
          }),
        ]),
    });
    renderApp('/client/interviews', { user: contactUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Client portal' });
    expect(within(nav).getByRole('link', { name: 'Interviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const upcoming = await screen.findByRole('list', { name: 'Coming up' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(upcoming).toHaveTextContent('Casey Candidate for Night Nurse');
    expect(upcoming).toHaveTextContent('Mon, Mar 2, 2099, 10:00 AM Chicago time');
    expect(within(upcoming).getByRole('link', { name: 'Night Nurse' })).toHaveAttribute(
      'href',
      '/client/orders/order-1',
    );
    const earlier = screen.getByRole('list', { name: 'Earlier and cancelled' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('strong').textContent),
    ).toEqual(['Cam Cancelled', 'Pat Past']);
    expect(earlier).toHaveTextContent('Cancelled: Position filled');
  });

  it('has an Account page with the contact’s details, security and sign-out', async () => {
    const api = stubApi({
      'GET /api/client/home': () => jsonResponse(home),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/client/account', { user: contactUser });
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('grace@lakeside.example');
    expect(details).toHaveTextContent('Lakeside Clinic');
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });

  it('the invitation page keeps the agency and its phone, without the sections', async () => {
    stubApi({
      'POST /api/client-invitations/check': () =>
        jsonResponse({ name: 'Grace Hopper', email: 'grace@x.example', company: 'Lakeside' }),
    });
    renderApp('/client/invitation?token=abc', { user: null });
    expect(await screen.findByText('Lakeside')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Client portal' })).not.toBeInTheDocument();
    expect(
      within(screen.getAllByRole('banner')[0]!).getByRole('link', {
        name: `Call us: ${testSiteConfig.phone}`,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your recruiter' })).not.toBeInTheDocument();
  });

  it('answers an unknown portal path with its own 404', async () => {
    stubApi({ 'GET /api/client/home': () => jsonResponse(home) });
    renderApp('/client/nothing-here', { user: contactUser });
    expect(
      await screen.findByRole('heading', { name: 'This page is not in the client portal' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Client portal' })).toBeVisible();
  });
});
