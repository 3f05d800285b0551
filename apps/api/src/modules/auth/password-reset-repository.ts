import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export async function insertResetToken(
  db: Kysely<Database>,
  input: { tokenHash: string; userId: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: input.tokenHash,
      user_id: input.userId,
      created_at: nowIso(),
      expires_at: isoIn(RESET_TOKEN_LIFETIME_MS),
      used_at: null,
    })
    .execute();
}

// Marks the token used and returns its user in one conditional update, so a link clicked
// twice at the same moment resets the password once.
export async function consumeResetToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<string | undefined> {
  const now = nowIso();
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? row.user_id : undefined;
}

// A new link replaces any older one still valid for the same account.
export async function deleteResetTokensOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
