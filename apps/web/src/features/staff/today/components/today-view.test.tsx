import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Today, TodayCounts } from '@staffing/shared/today-schemas';
import type { User } from '@staffing/shared/user-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

const testRecruiter: User = {
  ...testAdmin,
  _id: 'recruiter-1',
  firstName: 'Rita',
  role: 'recruiter',
};

const NOW = new Date().toISOString();

function todayOf(scope: 'mine' | 'everyone', overrides: Partial<Today> = {}): Today {
  return {
    scope,
    clientAnswers: {
      total: 2,
      items: [
        {
          entryId: 'e1',
          orderId: 'o1',
          position: 'Charge Nurse',
          company: 'Alpha Clinic',
          candidateId: 'c1',
          candidateName: 'Ivy Lee',
          decision: 'interview',
          at: NOW,
          text: 'Tuesday morning',
        },
        {
          entryId: 'e2',
          orderId: 'o1',
          position: 'Charge Nurse',
          company: 'Alpha Clinic',
          candidateId: 'c2',
          candidateName: 'Hal Kim',
          decision: 'hire',
          at: NOW,
          text: null,
        },
      ],
    },
    interviews: {
      total: 1,
      items: [
        {
          _id: 'i1',
          orderId: 'o1',
          position: 'Charge Nurse',
          company: 'Alpha Clinic',
          candidateId: 'c1',
          candidateName: 'Ivy Lee',
          startsAt: NOW,
          date: '2026-12-01',
          time: '14:30',
          timeZone: 'America/Chicago',
          day: 'tomorrow',
        },
      ],
    },
    applications: {
      total: 14,
      jobs: 12,
      since: NOW,
      items: [
        { jobId: 'j1', kind: 'job', title: 'Forklift Operator', count: 2, latestAt: NOW },
        { jobId: null, kind: 'sales-rep', title: 'Sales Representative', count: 1, latestAt: NOW },
      ],
    },
    orders: {
      total: 1,
      items: [
        {
          _id: 'o2',
          position: 'Site Labourer',
          company: 'Beta Builders',
          status: 'new',
          startDate: '2026-12-03',
          headcount: 4,
          filledCount: 1,
          ownerName: null,
          reasons: ['unowned', 'starts-soon'],
        },
      ],
    },
    consents: {
      total: 1,
      items: [
        {
          entryId: 'e3',
          orderId: 'o1',
          position: 'Charge Nurse',
          company: 'Alpha Clinic',
          candidateId: 'c3',
          candidateName: 'Pam Ortiz',
          askedAt: new Date(Date.now() - 4 * 86_400_000).toISOString(),
        },
      ],
    },
    failedEmails: { total: 0, items: [] },
    ...overrides,
  };
}

const COUNTS: TodayCounts = {
  clientAnswers: 2,
  interviews: 1,
  applications: 14,
  orders: 1,
  consents: 1,
  failedEmails: 0,
};

type Call = { method: string; path: string };

function stubApi(answer: (scope: 'mine' | 'everyone') => Today) {
  const calls: Call[] = [];
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname + url.search });
      if (url.pathname === '/api/admin/today') {
        return Promise.resolve(
          jsonResponse(answer(url.searchParams.get('scope') === 'everyone' ? 'everyone' : 'mine')),
        );
      }
      if (url.pathname === '/api/admin/today/counts') return Promise.resolve(jsonResponse(COUNTS));
      if (url.pathname === '/api/jobs/dashboard-stats') {
        return Promise.resolve(
          jsonResponse({ totalJobs: 15, totalApplications: 3, totalUsers: 4 }),
        );
      }
      if (url.pathname === '/api/admin/orders/o2' && method === 'PATCH') {
        return Promise.resolve(
          jsonResponse(
            { error: 'Someone else took this order meanwhile. Reload to see who.' },
            409,
          ),
        );
      }
      if (url.pathname.endsWith('/resend') && method === 'POST') {
        return Promise.resolve(jsonResponse({ error: 'This candidate has answered already' }, 409));
      }
      return Promise.resolve(jsonResponse({ error: 'unexpected' }, 404));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const section = async (name: RegExp) => within(await screen.findByRole('region', { name }));

describe('Today, the staff home', () => {
  it('lists each section with its count, every item linking to where it is handled', async () => {
    stubApi((scope) => todayOf(scope, { failedEmails: null }));
    renderApp('/admin', { user: testRecruiter });

    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Rita')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/admin/post-job',
    );
    expect(main.getByRole('link', { name: 'View Jobs' })).toHaveAttribute(
      'href',
      '/admin/all-jobs',
    );

    const answers = await section(/^Client answers waiting 2$/);
    expect(answers.getByRole('link', { name: 'Ivy Lee' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(answers.getByText(/Alpha Clinic wants to interview them/)).toBeInTheDocument();
    expect(answers.getByText('Times that suit: “Tuesday morning”')).toBeInTheDocument();
    expect(answers.getByText('Schedule interview')).toBeInTheDocument();
    expect(answers.getByText('Record placement')).toBeInTheDocument();

    const interviews = await section(/^Interviews today and tomorrow 1$/);
    expect(interviews.getByRole('link', { name: 'Ivy Lee' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(interviews.getByText(/2:30 PM Chicago time/)).toBeInTheDocument();
    expect(interviews.getByText('Tomorrow')).toBeInTheDocument();

    // By job; the standing openings by kind; 14 new in 12 jobs, so the rest is a link away.
    const applications = await section(/^New applications 14$/);
    expect(applications.getByRole('link', { name: 'Forklift Operator' })).toHaveAttribute(
      'href',
      '/admin/applications?jobId=j1',
    );
    expect(applications.getByRole('link', { name: 'Sales Representative' })).toHaveAttribute(
      'href',
      '/admin/applications?kind=sales-rep',
    );
    expect(applications.getByText('2 new')).toBeInTheDocument();
    expect(applications.getByRole('link', { name: 'All applications (14)' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );

    const orders = await section(/^Orders to take or fill 1$/);
    expect(orders.getByRole('link', { name: 'Site Labourer' })).toHaveAttribute(
      'href',
      '/admin/orders/o2',
    );
    expect(orders.getByText('No owner')).toBeInTheDocument();
    expect(orders.getByText(/^Starts (today|tomorrow|in \d+ days)$/)).toBeInTheDocument();
    expect(orders.getByText(/1 of 4 filled/)).toBeInTheDocument();

    const consents = await section(/^Consent requests unanswered 1$/);
    expect(consents.getByRole('link', { name: 'Pam Ortiz' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(consents.getByText('4 days ago')).toBeInTheDocument();

    // A recruiter: their own work only, and no failed emails.
    expect(screen.queryByRole('navigation', { name: 'Whose work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Failed emails/ })).not.toBeInTheDocument();
    // The site totals stay, the trends one click away.
    const totals = await section(/^Site totals$/);
    expect(await totals.findByText('Total jobs')).toBeInTheDocument();
    expect(totals.getByRole('link', { name: 'Trends and orders by industry' })).toHaveAttribute(
      'href',
      '/admin/insights',
    );
    expect(totals.queryByRole('link', { name: 'Activity log' })).not.toBeInTheDocument();
  });

  it('says "Nothing waiting" in an empty section', async () => {
    stubApi((scope) =>
      todayOf(scope, {
        clientAnswers: { total: 0, items: [] },
        consents: { total: 0, items: [] },
      }),
    );
    renderApp('/admin', { user: testRecruiter });
    const answers = await section(/^Client answers waiting 0$/);
    expect(answers.getByText('Nothing waiting.')).toBeInTheDocument();
    expect(answers.queryByRole('list')).not.toBeInTheDocument();
    expect(
      (await section(/^Consent requests unanswered 0$/)).getByText('Nothing waiting.'),
    ).toBeInTheDocument();
  });

  it('lets an admin switch to everyone’s work, in the URL, and shows them failed emails', async () => {
    const calls = stubApi((scope) =>
      todayOf(scope, {
        failedEmails: {
          total: 1,
          items: [
            {
              _id: 'm1',
              to: 'nobody@example.com',
              subject: 'Your interview',
              lastError: '550 mailbox unavailable',
              createdAt: NOW,
            },
          ],
        },
      }),
    );
    const { user, router } = renderApp('/admin', { user: testAdmin });
    const emails = await section(/^Failed emails 1$/);
    expect(emails.getByRole('link', { name: 'Your interview' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
    expect(emails.getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );

    const scope = within(screen.getByRole('navigation', { name: 'Whose work' }));
    expect(scope.getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'true');
    await user.click(scope.getByRole('link', { name: 'Everyone' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?scope=everyone');
    });
    await waitFor(() => {
      expect(calls.some((call) => call.path.startsWith('/api/admin/today?scope=everyone'))).toBe(
        true,
      );
    });
    expect(scope.getByRole('link', { name: 'Everyone' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/What needs the agency now/)).toBeInTheDocument();
  });

  it('sends a consent request again from the list, and says why when it cannot', async () => {
    const calls = stubApi((scope) => todayOf(scope));
    const { user } = renderApp('/admin', { user: testRecruiter });
    const consents = await section(/^Consent requests unanswered 1$/);
    await user.click(consents.getByRole('button', { name: 'Send again to Pam Ortiz' }));
    expect(await consents.findByRole('alert')).toHaveTextContent(
      'This candidate has answered already',
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/admin/orders/o1/shortlist/e3/resend',
    });
  });

  it('takes an order nobody owns in one press, and says so when someone took it first', async () => {
    const calls = stubApi((scope) => todayOf(scope));
    const { user } = renderApp('/admin', { user: testRecruiter });
    const orders = await section(/^Orders to take or fill 1$/);
    await user.click(orders.getByRole('button', { name: 'Take it: Site Labourer' }));
    expect(await orders.findByRole('alert')).toHaveTextContent('Someone else took this order');
    expect(calls).toContainEqual({ method: 'PATCH', path: '/api/admin/orders/o2' });
    // Today is asked again: the order shows who has it now.
    await waitFor(() => {
      expect(calls.filter((call) => call.path.startsWith('/api/admin/today?'))).toHaveLength(2);
    });
  });

  it('opening the applications page tells Today they were seen', async () => {
    const calls = stubApi((scope) => todayOf(scope));
    renderApp('/admin/applications', { user: testRecruiter });
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    await waitFor(() => {
      expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/today/seen' });
    });
  });
});
