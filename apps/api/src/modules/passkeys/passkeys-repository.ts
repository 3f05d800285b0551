import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';

export type PasskeyRecord = {
  id: string;
  userId: string;
  name: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
};

export type ChallengePurpose = 'register' | 'sign-in' | 'reauthenticate';

// Long enough to find the authenticator and touch it; short enough that a challenge lying
// around is worth nothing.
export const CHALLENGE_TTL_MS = 5 * 60_000;

type PasskeyRow = {
  id: string;
  user_id: string;
  name: string;
  public_key: Uint8Array;
  counter: number | string;
  transports: string | null;
  device_type: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
};

function toRecord(row: PasskeyRow): PasskeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
    deviceType: row.device_type === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backed_up === 1,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listUserPasskeys(
  db: Kysely<Database>,
  userId: string,
): Promise<PasskeyRecord[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toRecord);
}

export async function countUserPasskeys(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findPasskey(
  db: Kysely<Database>,
  id: string,
): Promise<PasskeyRecord | undefined> {
  const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function insertPasskey(
  db: Kysely<Database>,
  input: Omit<PasskeyRecord, 'createdAt' | 'lastUsedAt'>,
): Promise<PasskeyRecord> {
  const createdAt = nowIso();
  await db
    .insertInto('passkeys')
    .values({
      id: input.id,
      user_id: input.userId,
      name: input.name,
      public_key: input.publicKey,
      counter: input.counter,
      transports: input.transports.length > 0 ? input.transports.join(',') : null,
      device_type: input.deviceType,
      backed_up: input.backedUp ? 1 : 0,
      created_at: createdAt,
      last_used_at: null,
    })
    .execute();
  return { ...input, createdAt, lastUsedAt: null };
}

export async function renameUserPasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteUserPasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recordPasskeyUse(
  db: Kysely<Database>,
  id: string,
  update: { counter: number; backedUp: boolean },
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter: update.counter, backed_up: update.backedUp ? 1 : 0, last_used_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

// Challenges are named by their hash (see the migration); expired ones are swept as new
// ones are made, so the table stays the size of the sign-ins in flight.
export async function insertChallenge(
  db: Kysely<Database>,
  input: { idHash: string; userId: string | null; purpose: ChallengePurpose },
): Promise<void> {
  const now = nowIso();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id_hash: input.idHash,
      user_id: input.userId,
      purpose: input.purpose,
      expires_at: isoIn(CHALLENGE_TTL_MS),
    })
    .execute();
}

// Single use: the delete that finds the challenge also spends it, so of two requests carrying
// the same answer (on one instance or two) only one gets a row back.
export async function consumeChallenge(
  db: Kysely<Database>,
  idHash: string,
  purpose: ChallengePurpose,
): Promise<{ userId: string | null } | undefined> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('id_hash', '=', idHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', nowIso())
    .returning(['user_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}
