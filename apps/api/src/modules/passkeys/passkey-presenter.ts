import type { Passkey } from '@staffing/shared/passkey-schemas';
import type { PasskeyRecord } from './passkeys-repository.ts';

// The public key and counter stay on the server: the owner sees names and dates.
export function presentPasskey(passkey: PasskeyRecord): Passkey {
  return {
    _id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
    deviceType: passkey.deviceType,
    backedUp: passkey.backedUp,
  };
}
