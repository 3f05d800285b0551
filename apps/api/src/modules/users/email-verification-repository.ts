import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';

export const VERIFICATION_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const VERIFICATION_RESENDS_PER_HOUR = 5;

export async function insertVerificationToken(
  db: Kysely<Database>,
  input: { tokenHash: string; userId: string; email: string },
): Promise<void> {
  await db
    .insertInto('email_verification_tokens')
    .values({
      token_hash: input.tokenHash,
      user_id: input.userId,
      email: input.email,
      created_at: nowIso(),
      expires_at: isoIn(VERIFICATION_TOKEN_LIFETIME_MS),
      used_at: null,
    })
    .execute();
}

// How many links were mailed to the account in the last hour: the resend limit is counted
// in the database so it holds across instances and restarts.
export async function countRecentVerificationTokens(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('email_verification_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', isoIn(-60 * 60 * 1000))
    .executeTakeFirstOrThrow();
  return row.count;
}

// Marks the token used and returns whom it was for, in one conditional update so a link
// opened twice at once is consumed once.
export async function consumeVerificationToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ userId: string; email: string } | undefined> {
  const now = nowIso();
  const row = await db
    .selectFrom('email_verification_tokens')
    .select(['user_id', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? { userId: row.user_id, email: row.email } : undefined;
}

// Once an address is verified, the other links mailed for the account are spent too.
export async function deleteVerificationTokensOf(
  db: Kysely<Database>,
  userId: string,
): Promise<void> {
  await db.deleteFrom('email_verification_tokens').where('user_id', '=', userId).execute();
}
