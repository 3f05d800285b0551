import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse, testUser } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { jsonOf, stubApi } from '../testing/stub-api';

describe('/forgot-password', () => {
  it('sends the lowercased email and always gives the same answer', async () => {
    const api = stubApi({
      'POST /api/auth/forgot-password': () =>
        jsonResponse({ message: MESSAGES.forgotPasswordAnswer }),
    });
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Email/), 'Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(MESSAGES.forgotPasswordAnswer)).toBeInTheDocument();
    expect(jsonOf(api.callsTo('POST /api/auth/forgot-password')[0])).toEqual({
      email: 'jane@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('/reset-password', () => {
  it('checks the new password, sets it and offers the login page', async () => {
    const api = stubApi({
      'POST /api/auth/reset-password': () => jsonResponse({ message: MESSAGES.passwordResetDone }),
    });
    const { user } = renderApp('/reset-password?token=abc123', { user: testUser });
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeInTheDocument();
    expect(jsonOf(api.callsTo('POST /api/auth/reset-password')[0])).toEqual({
      token: 'abc123',
      password: 'a-new-password',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message and a way to a new link when the link is no good", async () => {
    stubApi({
      'POST /api/auth/reset-password': () =>
        jsonResponse({ error: MESSAGES.resetLinkInvalid }, 400),
      'GET /api/auth/check-session': () => jsonResponse({ error: 'Not logged in' }, 401),
    });
    const { user } = renderApp('/reset-password?token=used-token');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a link without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
