import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

export type TotpCredential = {
  secret: string;
  confirmedAt: string | null;
  lastUsedStep: number | null;
};

export async function findTotpCredential(
  db: Kysely<Database>,
  userId: string,
): Promise<TotpCredential | undefined> {
  const row = await db
    .selectFrom('totp_credentials')
    .select(['secret', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { secret: row.secret, confirmedAt: row.confirmed_at, lastUsedStep: row.last_used_step }
    : undefined;
}

// A new enrolment replaces an unconfirmed one; a confirmed one must be removed first.
export async function startTotpEnrolment(
  db: Kysely<Database>,
  userId: string,
  secret: string,
): Promise<void> {
  await db
    .deleteFrom('totp_credentials')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .execute();
  await db
    .insertInto('totp_credentials')
    .values({ user_id: userId, secret, created_at: nowIso() })
    .execute();
}

// Records the time step a code was accepted for, only if no code of that step or a later one
// was accepted before: a code works once, even if two requests race with it.
export async function useTotpStep(
  db: Kysely<Database>,
  userId: string,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('totp_credentials')
    .set({ last_used_step: step, ...(confirm ? { confirmed_at: nowIso() } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTotp(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('totp_credentials').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const now = nowIso();
  await db
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((hash) => ({
        id: newId(),
        user_id: userId,
        code_hash: hash,
        created_at: now,
      })),
    )
    .execute();
}

// Spends one unused recovery code; false when it is unknown or already used.
export async function useRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

export const MFA_CHALLENGE_MS = 5 * 60_000;

export async function insertMfaChallenge(
  db: Kysely<Database>,
  idHash: string,
  userId: string,
): Promise<void> {
  await db
    .insertInto('mfa_challenges')
    .values({
      id_hash: idHash,
      user_id: userId,
      created_at: nowIso(),
      expires_at: isoIn(MFA_CHALLENGE_MS),
    })
    .execute();
}

export async function findMfaChallenge(
  db: Kysely<Database>,
  idHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select('user_id')
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteMfaChallenge(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('id_hash', '=', idHash).execute();
}
