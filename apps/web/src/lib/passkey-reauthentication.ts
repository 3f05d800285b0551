import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import {
  reauthenticationStatusSchema,
  type ReauthenticationStatus,
} from '@staffing/shared/security-schemas';
import { apiRequest } from './api-client';

// Proving it is you again with a passkey, for the re-authentication dialog
// (components/reauthentication.tsx), which any feature may open.
// POST /api/auth/passkeys/reauthenticate/options -> options naming this account's passkeys;
// POST /api/auth/passkeys/reauthenticate { response } -> { recentUntil }.
export async function reauthenticateWithPasskey(): Promise<ReauthenticationStatus> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkeys/reauthenticate/options',
    { method: 'POST', body: {} },
  );
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON });
  return apiRequest('/api/auth/passkeys/reauthenticate', {
    method: 'POST',
    body: { response },
    parse: (data) => reauthenticationStatusSchema.parse(data),
  });
}
