import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';

export type SessionRecord = {
  idHash: string;
  // What the API calls the session; the cookie's hash never leaves the server.
  publicId: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  authenticatedAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
};

// A session as its owner sees it in "Where you're signed in".
export type SessionListing = {
  idHash: string;
  publicId: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
};

const SESSION_COLUMNS = [
  'id_hash',
  'public_id',
  'user_id',
  'created_at',
  'last_seen_at',
  'authenticated_at',
  'idle_expires_at',
  'absolute_expires_at',
] as const;

function toRecord(row: {
  id_hash: string;
  public_id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  authenticated_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}): SessionRecord {
  return {
    idHash: row.id_hash,
    publicId: row.public_id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    authenticatedAt: row.authenticated_at,
    idleExpiresAt: row.idle_expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
  };
}

export async function insertSession(
  db: Kysely<Database>,
  input: {
    idHash: string;
    userId: string;
    idleMs: number;
    absoluteMs: number;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<SessionRecord> {
  const now = new Date();
  const absoluteExpiresAt = isoIn(input.absoluteMs, now);
  const idle = isoIn(input.idleMs, now);
  const idleExpiresAt = idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
  const record: SessionRecord = {
    idHash: input.idHash,
    publicId: randomBytes(16).toString('hex'),
    userId: input.userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    // Starting a session is signing in: the holder has just proved who they are.
    authenticatedAt: now.toISOString(),
    idleExpiresAt,
    absoluteExpiresAt,
  };
  await db
    .insertInto('sessions')
    .values({
      id_hash: record.idHash,
      public_id: record.publicId,
      user_id: record.userId,
      created_at: record.createdAt,
      last_seen_at: record.lastSeenAt,
      authenticated_at: record.authenticatedAt,
      idle_expires_at: idleExpiresAt,
      absolute_expires_at: absoluteExpiresAt,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip,
    })
    .execute();
  return record;
}

export async function findLiveSession(
  db: Kysely<Database>,
  idHash: string,
): Promise<SessionRecord | undefined> {
  const now = nowIso();
  const row = await db
    .selectFrom('sessions')
    .select(SESSION_COLUMNS)
    .where('id_hash', '=', idHash)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

// The account's live sessions, the most recently used first.
export async function listUserSessions(
  db: Kysely<Database>,
  userId: string,
): Promise<SessionListing[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'public_id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    idHash: row.id_hash,
    publicId: row.public_id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

// Signs out one of the account's own sessions; false when it names none of them.
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: string,
  publicId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function markSessionAuthenticated(
  db: Kysely<Database>,
  idHash: string,
  at: string = nowIso(),
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ authenticated_at: at })
    .where('id_hash', '=', idHash)
    .execute();
}

// Records that the account signed in from this browser and system; true the first time.
export async function rememberBrowser(
  db: Kysely<Database>,
  userId: string,
  browserKey: string,
): Promise<boolean> {
  const result = await db
    .insertInto('known_browsers')
    .values({ user_id: userId, browser_key: browserKey, first_seen_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['user_id', 'browser_key']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

// Sliding expiry: each use pushes the idle deadline out, never past the absolute one.
export async function touchSession(
  db: Kysely<Database>,
  session: SessionRecord,
  idleMs: number,
): Promise<void> {
  const now = new Date();
  const idle = isoIn(idleMs, now);
  await db
    .updateTable('sessions')
    .set({
      last_seen_at: now.toISOString(),
      idle_expires_at: idle < session.absoluteExpiresAt ? idle : session.absoluteExpiresAt,
    })
    .where('id_hash', '=', session.idHash)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: string,
  options: { except?: string } = {},
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.except) query = query.where('id_hash', '!=', options.except);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .execute();
}
