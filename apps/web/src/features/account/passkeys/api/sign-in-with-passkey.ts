import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { userAnswerParser } from '@/lib/answer-parsers';

// POST /api/auth/passkeys/options -> authentication options with no allowCredentials, so
// the browser offers any passkey it holds for this site (no email typed);
// POST /api/auth/passkeys/verify { response } -> the user, signed in, as login answers.
// `autofill` waits for the person to pick a passkey from the email field's suggestions
// (conditional mediation) instead of opening the browser's dialog.
export async function signInWithPasskey({ autofill = false } = {}): Promise<User> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkeys/options',
    { method: 'POST', body: {} },
  );
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiRequest('/api/auth/passkeys/verify', {
    method: 'POST',
    body: { response },
    parse: userAnswerParser(),
  });
}
