import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse, testAdmin, testUser } from '@/testing/test-data';
import { watchDocumentExits } from '../testing/document-exits';
import { useFakeRedirectTimers } from '../testing/fake-timers';
import { preloadAnswerSchemas } from '../testing/preload-answer-schemas';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { LoginForm } from './login-form';

vi.mock('@/lib/document-location');
preloadAnswerSchemas();

afterEach(() => {
  vi.useRealTimers();
});

// The form alone, as its island hydrates it: no router and no query cache.
function renderLogin({ next, user }: { next?: string; user?: UserEvent } = {}) {
  render(<LoginForm next={next} />);
  return { user: user ?? userEvent.setup() };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  it.each([
    ['both fields empty', '', ''],
    ['no password', 'jane@example.com', ''],
    ['no email', '', 'secret-password'],
  ])('asks for both fields (%s) without calling the API', async (_label, email, password) => {
    const api = stubApi({});
    const { user } = renderLogin();
    await fillAndSubmit(user, email, password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.fillAllFields);
    expect(api.calls).toHaveLength(0);
    // Empty fields are marked and point at the form's message.
    for (const [label, value] of [
      ['Email', email],
      ['Password', password],
    ] as const) {
      const input = screen.getByLabelText(label);
      if (value) {
        expect(input).not.toHaveAttribute('aria-invalid');
      } else {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(MESSAGES.fillAllFields);
      }
    }
  });

  it('lowercases the email and links to the password reset and signup', async () => {
    const api = stubApi({
      'POST /api/users/login': () => jsonResponse({ error: MESSAGES.incorrectCredentials }, 401),
    });
    const { user } = renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email webauthn');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');

    await fillAndSubmit(user, '  Jane@Example.COM ', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.incorrectCredentials);
    expect(jsonOf(api.callsTo('POST /api/users/login')[0])).toEqual({
      email: 'jane@example.com',
      password: 'wrong-password',
    });
  });

  it("shows the server's error text", async () => {
    const disabled = 'This account has been disabled. Please contact us for help.';
    stubApi({ 'POST /api/users/login': () => jsonResponse({ error: disabled }, 403) });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'jane@example.com', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(disabled);
  });

  it("falls back to 'Incorrect email or password' when there is no server text", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
    const { user } = renderLogin();
    await fillAndSubmit(user, 'jane@example.com', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.incorrectCredentials);
  });

  it.each([
    { account: testAdmin, next: undefined, target: '/admin' },
    { account: testUser, next: undefined, target: '/find-job' },
    { account: testUser, next: '/profile/applications', target: '/profile/applications' },
  ])(
    'logs $account.role in at once and loads $target after exactly 2 s',
    async ({ account, next, target }) => {
      useFakeRedirectTimers();
      stubApi({ 'POST /api/users/login': () => jsonResponse(account) });
      const exits = watchDocumentExits();
      const { user } = renderLogin({
        next,
        user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
      });
      await fillAndSubmit(user, account.email, 'right-password');

      expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
      // The session is announced before the redirect, so the header changes during the
      // message.
      expect(exits.announced).toEqual([account]);
      expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();

      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(exits.loadedPaths()).toEqual([]);

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(exits.loadedPaths()).toEqual([target]);
      exits.stop();
    },
  );
});
