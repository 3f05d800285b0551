import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-messages';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import { jsonResponse } from '@/testing/test-data';
import { VerifyEmailView } from './verify-email-view';

function stubVerify(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (`${init?.method ?? 'GET'} ${href}` !== 'POST /api/users/verify-email') {
        return jsonResponse({ error: 'No such API' }, 404);
      }
      bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return answer();
    }),
  );
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The view alone, as its island hydrates it on /verify-email.
describe('VerifyEmailView', () => {
  it('sends the token once as it starts and says how many applications joined the account', async () => {
    const bodies = stubVerify(() =>
      jsonResponse({
        message: ACCOUNT_MESSAGES.emailVerified,
        attachedApplications: 2,
        lastSentAt: null,
      }),
    );
    render(<VerifyEmailView token="abc" signedIn />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(
      screen.getByText('2 earlier applications sent with this address are now on your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/profile/applications',
    );
    expect(bodies).toEqual([{ token: 'abc' }]);
  });

  it('explains a spent link and offers the login page to a visitor', async () => {
    stubVerify(() => jsonResponse({ error: ACCOUNT_MESSAGES.verificationLinkInvalid }, 400));
    render(<VerifyEmailView token="spent" signedIn={false} />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends nothing for a link without a token', () => {
    const bodies = stubVerify(() => jsonResponse({}));
    render(<VerifyEmailView token="" signedIn />);
    expect(screen.getByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(bodies).toEqual([]);
  });
});
