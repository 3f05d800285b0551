import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-messages';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { jsonResponse } from '@/testing/test-data';
import { VerifyEmailView } from './verify-email-view';

// The verification request's answer; the bodies it was sent.
function stubVerify(answer: () => Response) {
  const api = stubApi({ 'POST /api/users/verify-email': answer });
  return () => api.callsTo('POST /api/users/verify-email').map(jsonOf);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The view alone, as its island hydrates it on /verify-email.
describe('VerifyEmailView', () => {
  it('sends the token once as it starts and says how many applications joined the account', async () => {
    const sentBodies = stubVerify(() =>
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
    expect(sentBodies()).toEqual([{ token: 'abc' }]);
  });

  it('explains a spent link and offers the login page to a visitor', async () => {
    stubVerify(() => jsonResponse({ error: ACCOUNT_MESSAGES.verificationLinkInvalid }, 400));
    render(<VerifyEmailView token="spent" signedIn={false} />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends nothing for a link without a token', () => {
    const sentBodies = stubVerify(() => jsonResponse({}));
    render(<VerifyEmailView token="" signedIn />);
    expect(screen.getByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(sentBodies()).toEqual([]);
  });
});
