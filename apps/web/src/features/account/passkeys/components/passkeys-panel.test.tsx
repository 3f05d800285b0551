import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import type { Passkey } from '@staffing/shared/passkey-schemas';
import { jsonResponse } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { PasskeySignIn } from './passkey-sign-in';
import { PasskeysPanel } from './passkeys-panel';

const LAPTOP: Passkey = {
  _id: 'cred-1',
  name: 'Work laptop',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
};

function stubFetch(answers: Record<string, () => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? 'GET'} ${new URL(href, 'http://localhost').pathname}`;
      calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[key];
      return answer ? answer() : jsonResponse({ error: 'No such API' }, 404);
    }),
  );
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
  return calls;
}

// Enough of WebAuthn for the page to offer passkeys (jsdom has none).
function stubWebAuthn() {
  vi.stubGlobal(
    'PublicKeyCredential',
    vi.fn(() => undefined),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PasskeysPanel', () => {
  it('lists and renames passkeys; offers no "Add" where the browser has no WebAuthn', async () => {
    const calls = stubFetch({
      'GET /api/users/me/passkeys': () => jsonResponse([LAPTOP]),
      'PATCH /api/users/me/passkeys/cred-1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<PasskeysPanel />);
    expect(await screen.findByRole('heading', { name: 'Work laptop' })).toBeInTheDocument();
    expect(screen.getByText('Synced')).toBeInTheDocument();
    expect(screen.getByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Work laptop' }));
    const field = screen.getByLabelText('New name for “Work laptop”');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the passkey a name')).toBeInTheDocument();
    await user.type(field, 'Home laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(calls.find((call) => call.key.startsWith('PATCH'))?.body).toEqual({
        name: 'Home laptop',
      });
    });
  });

  it('offers adding a passkey where the browser can make one', async () => {
    stubWebAuthn();
    stubFetch({ 'GET /api/users/me/passkeys': () => jsonResponse([]) });
    renderWithProviders(<PasskeysPanel />);
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });
});

describe('PasskeySignIn', () => {
  it('is hidden where the browser has no WebAuthn', () => {
    render(<PasskeySignIn onSignedIn={() => undefined} />);
    expect(
      screen.queryByRole('button', { name: 'Sign in with a passkey' }),
    ).not.toBeInTheDocument();
  });

  it('shows the button where it has', () => {
    stubWebAuthn();
    render(<PasskeySignIn onSignedIn={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});
