import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';

export type SessionRecord = {
  idHash: string;
  userId: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
};

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
  await db
    .insertInto('sessions')
    .values({
      id_hash: input.idHash,
      user_id: input.userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      idle_expires_at: idleExpiresAt,
      absolute_expires_at: absoluteExpiresAt,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip,
    })
    .execute();
  return {
    idHash: input.idHash,
    userId: input.userId,
    lastSeenAt: now.toISOString(),
    idleExpiresAt,
    absoluteExpiresAt,
  };
}

export async function findLiveSession(
  db: Kysely<Database>,
  idHash: string,
): Promise<SessionRecord | undefined> {
  const now = nowIso();
  const row = await db
    .selectFrom('sessions')
    .select(['id_hash', 'user_id', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at'])
    .where('id_hash', '=', idHash)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? {
        idHash: row.id_hash,
        userId: row.user_id,
        lastSeenAt: row.last_seen_at,
        idleExpiresAt: row.idle_expires_at,
        absoluteExpiresAt: row.absolute_expires_at,
      }
    : undefined;
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
