import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, AdminStats } from '@staffing/shared/application-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

const stats: AdminStats = {
  totalJobs: 15,
  totalApplications: 3,
  totalUsers: 4,
  openJobsByIndustry: { Business: 3, Construction: 3, Healthcare: 3, ItTech: 3, Drivers: 3 },
  applicationsPerWeek: [{ weekStart: '2026-11-16', count: 3 }],
};

const activity: ActivityEntry[] = [
  {
    _id: 'e1',
    createdAt: new Date().toISOString(),
    action: 'application.received',
    summary: 'Ann Lee applied for “Welder”',
    actorName: null,
    link: '/admin/applications',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

// The dashboard's trends are one click from Today, on /admin/insights; its activity log is on
// /admin/activity.
describe('admin dashboard insights', () => {
  it('keeps the totals and adds the trends, the exports and the recent activity', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url === '/api/jobs/dashboard-stats') return Promise.resolve(jsonResponse(stats));
        if (url === '/api/admin/stats') return Promise.resolve(jsonResponse(stats));
        if (url.startsWith('/api/admin/activity')) return Promise.resolve(jsonResponse(activity));
        return Promise.resolve(jsonResponse({ error: 'unexpected' }, 404));
      }),
    );
    const { unmount } = renderApp('/admin/insights', { user: testAdmin });

    let main = within(await screen.findByRole('main'));
    expect(await main.findByText('Total jobs')).toBeInTheDocument();
    expect(main.getByText('Total applications')).toBeInTheDocument();
    expect(main.getByText('Total users')).toBeInTheDocument();

    const trends = main.getByRole('region', { name: 'Trends' });
    expect(await within(trends).findAllByRole('img')).toHaveLength(2);
    expect(within(trends).getByRole('link', { name: 'Download users (CSV)' })).toBeInTheDocument();
    unmount();

    renderApp('/admin/activity', { user: testAdmin });
    main = within(await screen.findByRole('main'));
    const recent = await main.findByRole('region', { name: 'Recent activity' });
    expect(
      await within(recent).findByRole('link', { name: 'Ann Lee applied for “Welder”' }),
    ).toHaveAttribute('href', '/admin/applications');
    expect(within(recent).getByText('just now')).toBeInTheDocument();
  });
});
