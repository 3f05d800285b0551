import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeySchema, type Passkey } from '@staffing/shared/passkey-schemas';
import { apiRequest } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

// POST /api/users/me/passkeys/options -> registration options (a fresh challenge);
// the browser asks the authenticator to make a passkey;
// POST /api/users/me/passkeys { name, response } -> 201 the stored passkey.
export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/api/users/me/passkeys/options',
    { method: 'POST', body: {} },
  );
  // Loaded when used: most visits never make a passkey.
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return apiRequest('/api/users/me/passkeys', {
    method: 'POST',
    body: { name, response },
    parse: (data) => passkeySchema.parse(data),
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
