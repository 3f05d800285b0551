import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse } from '@/testing/test-data';
import { renderDocument } from '@/testing/test-utils';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

// The forms alone, as their islands hydrate them; the documents as the server renders them.
function renderForm(form: React.ReactElement) {
  render(form);
  return { user: userEvent.setup() };
}

describe('/forgot-password', () => {
  it('sends the lowercased email and always gives the same answer', async () => {
    const api = stubApi({
      'POST /api/auth/forgot-password': () =>
        jsonResponse({ message: MESSAGES.forgotPasswordAnswer }),
    });
    const { user } = renderForm(<ForgotPasswordForm />);

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
    const { user } = renderForm(<ResetPasswordForm token="abc123" />);
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
    const { user } = renderForm(<ResetPasswordForm token="used-token" />);
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('renders the form on the server, with the token for the island', async () => {
    renderDocument('/reset-password?token=abc123');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(main.getByLabelText(/^New password/)).toBeInTheDocument();
    const island = document.querySelector('[data-island="reset-password"]');
    expect(island?.getAttribute('data-island-props')).toBe(JSON.stringify({ token: 'abc123' }));
  });

  it('explains a link without a token', async () => {
    renderDocument('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
