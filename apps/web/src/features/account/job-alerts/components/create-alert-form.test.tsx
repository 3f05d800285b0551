import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@staffing/shared/alert-schemas';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import { jsonResponse } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { CreateAlertForm } from './create-alert-form';

function stubAlertsApi(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing and clicking through a whole form takes a few seconds on a busy machine.
describe('CreateAlertForm', { timeout: 20_000 }, () => {
  it('saves the search with a frequency and the visitor’s email, then says to check the inbox', async () => {
    const fetchMock = stubAlertsApi(jsonResponse({ message: ALERT_MESSAGES.checkInbox }, 202));
    const { user } = renderWithProviders(
      <CreateAlertForm
        search={{ q: 'nurse', industry: 'Healthcare', page: '2' }}
        signedIn={false}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Email me jobs like these' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The form's code loads with the first press.
    await user.click(await screen.findByLabelText('Weekly'));
    await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));

    expect(await screen.findByText(ALERT_MESSAGES.checkInbox)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/alerts');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      frequency: 'weekly',
      search: { q: 'nurse', industry: 'Healthcare', page: '2' },
      email: 'me@example.com',
    });
    // The form closes once saved.
    expect(screen.queryByRole('button', { name: 'Create alert' })).not.toBeInTheDocument();
  });

  it('asks no email when signed in, and shows the server’s reason when it refuses', async () => {
    const fetchMock = stubAlertsApi(
      jsonResponse({ error: 'You already have this job alert.' }, 409),
    );
    const { user } = renderWithProviders(
      <CreateAlertForm search={{ type: 'Part-Time' }} signedIn />,
    );
    await user.click(screen.getByRole('button', { name: 'Email me jobs like these' }));
    await user.click(await screen.findByRole('button', { name: 'Create alert' }));
    expect(screen.queryByRole('textbox', { name: /Your email/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have this job alert.');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      frequency: 'daily',
      search: { type: 'Part-Time' },
    });
  });
});
