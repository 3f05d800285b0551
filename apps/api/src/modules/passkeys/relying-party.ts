import type { Kysely } from 'kysely';
import { MESSAGES } from '@staffing/shared/messages';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { consumeChallenge, insertChallenge, type ChallengePurpose } from './passkeys-repository.ts';
import { loadWebAuthnHelpers } from './webauthn-library.ts';

// Passkeys are bound to the site's registrable name: the browser refuses any other rpID,
// and the origin a signature was made on must be the site's own (ADR 0015).
// WebAuthn accepts only domain names as an rpID, never an IP address: a site published as a
// loopback address (http://127.0.0.1:3000, as the browser tests run it) has passkeys on
// http://localhost with the same port, which browsers also treat as a secure context.
export function relyingParty(config: AppConfig) {
  const url = new URL(config.publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin, rpName: config.site.agencyName };
}

export async function rememberChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<void> {
  await insertChallenge(db, { idHash: sha256(challenge), userId, purpose });
}

// The challenge the browser signed, read back from its clientDataJSON and spent. The
// verifier then checks the signature covers exactly this challenge.
export async function spendChallenge(
  db: Kysely<Database>,
  clientDataJSON: string,
  purpose: ChallengePurpose,
): Promise<{ challenge: string; userId: string | null }> {
  let challenge: string;
  try {
    const { decodeClientDataJSON } = await loadWebAuthnHelpers();
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw badRequest(MESSAGES.passkeyRejected);
  }
  if (typeof challenge !== 'string' || challenge === '') throw badRequest(MESSAGES.passkeyRejected);
  const stored = await consumeChallenge(db, sha256(challenge), purpose);
  if (!stored) throw badRequest(MESSAGES.passkeyChallengeExpired);
  return { challenge, userId: stored.userId };
}
