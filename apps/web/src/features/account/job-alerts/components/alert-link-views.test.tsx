import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@staffing/shared/alert-messages';
import { stubApi } from '@/testing/stub-api';
import { jsonResponse } from '@/testing/test-data';
import { ConfirmAlertView, UnsubscribeView } from './alert-link-views';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The views alone, as their islands hydrate them on /alerts/confirm and /alerts/unsubscribe.
describe('ConfirmAlertView', () => {
  it('confirms only when the button is pressed', async () => {
    const api = stubApi({
      'POST /api/alerts/confirm': () => jsonResponse({ message: ALERT_MESSAGES.confirmed }),
    });
    const user = userEvent.setup();
    render(<ConfirmAlertView token="abc" />);
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my job alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.confirmed);
    expect(screen.getByRole('link', { name: 'Back to Find a Job' })).toHaveAttribute(
      'href',
      '/find-job',
    );
    expect(api.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/alerts/confirm',
    ]);
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
    const api = stubApi({
      'GET /api/alerts/unsubscribe/details': () =>
        jsonResponse({ description: 'Nurse jobs', frequency: 'weekly', unsubscribed: false }),
      'POST /api/alerts/unsubscribe': () => jsonResponse({ message: ALERT_MESSAGES.unsubscribed }),
    });
    const user = userEvent.setup();
    render(<UnsubscribeView token="abc" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Nurse jobs')).toBeInTheDocument();
    expect(screen.getByText(/Stop the weekly job alert for/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.unsubscribed);
    // The token travels in the query string, as the emails' one-click header carries it.
    expect(api.calls.map(({ method, path, search }) => `${method} ${path}${search}`)).toEqual([
      'GET /api/alerts/unsubscribe/details?token=abc',
      'POST /api/alerts/unsubscribe?token=abc',
    ]);
  });

  it('says so when the alert was stopped already (the one-click header)', async () => {
    stubApi({
      'GET /api/alerts/unsubscribe/details': () =>
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
