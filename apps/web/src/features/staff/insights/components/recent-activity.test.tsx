import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@staffing/shared/application-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { RecentActivity } from './recent-activity';

const NOW = new Date('2026-11-20T15:00:00.000Z');

const entries: ActivityEntry[] = [
  {
    _id: 'e1',
    createdAt: '2026-11-20T12:00:00.000Z',
    action: 'application.received',
    summary: 'Ann Lee applied for “Welder”',
    actorName: null,
    link: '/admin/applications',
  },
  {
    _id: 'e2',
    createdAt: '2026-11-19T15:00:00.000Z',
    action: 'job.created',
    summary: 'Ada Admin posted “Welder”',
    actorName: 'Ada Admin',
    link: '/jobs/job-1',
  },
  {
    _id: 'e3',
    createdAt: '2026-11-01T09:00:00.000Z',
    action: 'job.deleted',
    summary: 'Ada Lovelace deleted “Night Porter”',
    actorName: 'Ada Admin',
    link: null,
  },
];

function stubActivity(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(answer());
    }),
  );
  return urls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RecentActivity', () => {
  it('lists the newest entries with who, what, when and a link to the subject', async () => {
    const urls = stubActivity(() => jsonResponse(entries));
    renderWithProviders(<RecentActivity />, { user: testAdmin });

    const section = screen.getByRole('region', { name: 'Recent activity' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(urls).toEqual(['/api/admin/activity?limit=20']);

    const application = within(items[0]!);
    expect(application.getByRole('link', { name: 'Ann Lee applied for “Welder”' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(application.getByText('Application')).toBeInTheDocument();
    expect(application.queryByText(/^by /)).toBeNull();
    const time = application.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T12:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/Nov 20, 2026/);

    const posted = within(items[1]!);
    expect(posted.getByRole('link', { name: 'Ada Admin posted “Welder”' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    );
    // The sentence already says who: no "by Ada Admin" after it.
    expect(posted.queryByText(/^by /)).toBeNull();
    expect(posted.getByText('yesterday')).toBeInTheDocument();

    // A deleted job has nothing left to link to.
    const deleted = within(items[2]!);
    expect(deleted.getByText('Ada Lovelace deleted “Night Porter”')).toBeInTheDocument();
    expect(deleted.queryByRole('link')).toBeNull();
    // Renamed since: the actor's current name is added.
    expect(deleted.getByText('by Ada Admin')).toBeInTheDocument();
    expect(deleted.getByText('19 days ago')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    stubActivity(() => jsonResponse([]));
    renderWithProviders(<RecentActivity />, { user: testAdmin });
    expect(await screen.findByText(/Nothing has happened yet/)).toBeInTheDocument();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    let fail = true;
    stubActivity(() =>
      fail ? jsonResponse({ error: 'Server down' }, 500) : jsonResponse(entries),
    );
    const { user } = renderWithProviders(<RecentActivity />, { user: testAdmin });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Recent activity could not be loaded. Server down',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
