import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFailedNotification } from '@staffing/shared/outbox-schemas';
import { testAdmin } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { FailedNotificationsView } from './failed-notifications-view';

const refused: AdminFailedNotification = {
  _id: 'n-1',
  engine: 'google',
  url: 'https://jobs.example/jobs/abc',
  kind: 'updated',
  attempts: 1,
  lastError: 'HTTP 403: Permission denied. Failed to verify the URL ownership.',
  createdAt: '2026-11-25T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FailedNotificationsView', () => {
  it('shows what an engine refused with its answer, and queues it again', async () => {
    let failed = [refused];
    const fetchMock = vi.fn<typeof fetch>((input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (init?.method === 'POST' && url.endsWith('/n-1/retry')) {
        failed = [];
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(
        new Response(JSON.stringify(failed), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<FailedNotificationsView />, { user: testAdmin });

    const list = await screen.findByRole('list', { name: 'Failed search engine notifications' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Google Indexing API: job posted or changed');
    expect(item).toHaveTextContent('Failed to verify the URL ownership');
    await user.click(within(item).getByRole('button', { name: `Retry ${refused.url}` }));

    expect(await screen.findByText(`${refused.url} is queued again.`)).toBeInTheDocument();
    expect(
      await screen.findByText('Every job change reached the search engines that are set up.'),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString())),
    ).toContain('/api/admin/search-engine-notifications/n-1/retry');
  });

  it('discards a notification that no longer matters', async () => {
    let failed = [refused];
    const fetchMock = vi.fn<typeof fetch>((input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (init?.method === 'DELETE' && url.endsWith('/search-engine-notifications/n-1')) {
        failed = [];
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(
        new Response(JSON.stringify(failed), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<FailedNotificationsView />, { user: testAdmin });

    const list = await screen.findByRole('list', { name: 'Failed search engine notifications' });
    await user.click(within(list).getByRole('button', { name: `Discard ${refused.url}` }));

    expect(await screen.findByText(`${refused.url} is discarded.`)).toBeInTheDocument();
    expect(
      await screen.findByText('Every job change reached the search engines that are set up.'),
    ).toBeInTheDocument();
  });
});
