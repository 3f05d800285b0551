import { useQuery } from '@tanstack/react-query';
import { passkeySchema, type Passkey } from '@staffing/shared/passkey-schemas';
import { apiRequest } from '@/lib/api-client';

export const passkeysQueryKey = ['account', 'passkeys'] as const;

// GET /api/users/me/passkeys -> the account's passkeys, oldest first.
export function getPasskeys(): Promise<Passkey[]> {
  return apiRequest('/api/users/me/passkeys', {
    parse: (data) => passkeySchema.array().parse(data),
  });
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: getPasskeys });
}
