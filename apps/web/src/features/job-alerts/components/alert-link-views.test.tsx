import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@staffing/shared/alert-messages';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import { jsonResponse } from '@/testing/test-data';
import { ConfirmAlertView, UnsubscribeView } from './alert-link-views';

// Answers by "METHOD path?query"; anything else is the API's 404.
function stubApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? 'GET'} ${href}`;
      calls.push(key);
      const answer = answers[key];
      return answer ? answer() : jsonResponse({ error: 'No such API' }, 404);
    }),
  );
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The views alone, as their islands hydrate them on /alerts/confirm and /alerts/unsubscribe.
describe('ConfirmAlertView', () => {
  it('confirms only when the button is pressed', async () => {
    const calls = stubApi({
      'POST /api/alerts/confirm': () => jsonResponse({ message: ALERT_MESSAGES.confirmed }),
    });
    const user = userEvent.setup();
    render(<ConfirmAlertView token="abc" />);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my job alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.confirmed);
    expect(screen.getByRole('link', { name: 'Back to Find a Job' })).toHaveAttribute(
      'href',
      '/find-job',
    );
    expect(calls).toEqual(['POST /api/alerts/confirm']);
  });

  it("shows the server's words for a spent link", async () => {
    stubApi({
      'POST /api/alerts/confirm': () =>
        jsonResponse({ error: ALERT_MESSAGES.confirmLinkInvalid }, 400),
    });
    const user = userEvent.setup();
    render(<ConfirmAlertView token="spent" />);
    await user.click(screen.getByRole('button', { name: 'Confirm my job alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.confirmLinkInvalid);
  });
});

describe('UnsubscribeView', () => {
  it('names the alert as it starts and stops it when the button is pressed', async () => {
    const calls = stubApi({
      'GET /api/alerts/unsubscribe/details?token=abc': () =>
        jsonResponse({ description: 'Nurse jobs', frequency: 'weekly', unsubscribed: false }),
      'POST /api/alerts/unsubscribe?token=abc': () =>
        jsonResponse({ message: ALERT_MESSAGES.unsubscribed }),
    });
    const user = userEvent.setup();
    render(<UnsubscribeView token="abc" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Nurse jobs')).toBeInTheDocument();
    expect(screen.getByText(/Stop the weekly job alert for/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.unsubscribed);
    expect(calls).toEqual([
      'GET /api/alerts/unsubscribe/details?token=abc',
      'POST /api/alerts/unsubscribe?token=abc',
    ]);
  });

  it('says so when the alert was stopped already (the one-click header)', async () => {
    stubApi({
      'GET /api/alerts/unsubscribe/details?token=abc': () =>
        jsonResponse({ description: 'Nurse jobs', frequency: 'daily', unsubscribed: true }),
    });
    render(<UnsubscribeView token="abc" />);
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribed)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains a link that names no alert', async () => {
    stubApi({});
    render(<UnsubscribeView token="nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ALERT_MESSAGES.unsubscribeLinkInvalid,
    );
  });
});
