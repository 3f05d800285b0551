import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// The search-engine queue: one row per engine and job URL, written with the change.

export type SearchEngine = 'indexnow' | 'google';
// updated: published or edited and open; deleted: closed, filled, expired or deleted.
export type NotificationKind = 'updated' | 'deleted';

export type ClaimedNotification = {
  id: string;
  engine: SearchEngine;
  url: string;
  kind: NotificationKind;
  attempts: number;
};

export type FailedNotification = ClaimedNotification & {
  lastError: string | null;
  createdAt: string;
};

export async function enqueueNotifications(
  db: Kysely<Database>,
  rows: { engine: SearchEngine; url: string; kind: NotificationKind; jobId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('search_engine_notifications')
    .values(
      rows.map((row) => ({
        id: newId(),
        engine: row.engine,
        url: row.url,
        kind: row.kind,
        job_id: row.jobId,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}

// Leases up to `limit` due rows of one engine, closings first (a filled job that still shows
// in search results costs more than a new one that shows a little later), then oldest. The
// UPDATE only takes rows whose lease is free, so two instances never send the same row; the
// attempt is counted at claim time, so a row that kills the process still runs out.
export async function claimDueNotifications(
  db: Kysely<Database>,
  engine: SearchEngine,
  limit: number,
  leaseMs: number,
): Promise<ClaimedNotification[]> {
  if (limit <= 0) return [];
  const now = new Date();
  const nowText = now.toISOString();
  const due = await db
    .selectFrom('search_engine_notifications')
    .select('id')
    .where('status', '=', 'pending')
    .where('engine', '=', engine)
    .where('next_attempt_at', '<=', nowText)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowText)]))
    .orderBy((eb) => eb.case().when('kind', '=', 'deleted').then(0).else(1).end())
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  const rows = await db
    .updateTable('search_engine_notifications')
    .set((eb) => ({ lease_until: isoIn(leaseMs, now), attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowText)]))
    .returning(['id', 'engine', 'url', 'kind', 'attempts'])
    .execute();
  // RETURNING gives rows in no particular order; keep the queue's.
  const position = new Map(due.map((row, index) => [row.id, index]));
  return rows
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    .map((row) => ({
      id: row.id,
      engine: row.engine as SearchEngine,
      url: row.url,
      kind: row.kind === 'deleted' ? 'deleted' : 'updated',
      attempts: row.attempts,
    }));
}

export async function markNotificationsSent(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('search_engine_notifications')
    .set({ status: 'sent', sent_at: nowIso(), lease_until: null, last_error: null })
    .where('id', 'in', ids)
    .execute();
}

// A failure to retry at `retryAt`, or, without one, a permanent failure kept for staff.
export async function recordNotificationFailure(
  db: Kysely<Database>,
  ids: string[],
  failure: { error: string; retryAt?: string | undefined },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('search_engine_notifications')
    .set({
      lease_until: null,
      last_error: failure.error.slice(0, 1000),
      ...(failure.retryAt ? { next_attempt_at: failure.retryAt } : { status: 'failed' }),
    })
    .where('id', 'in', ids)
    .execute();
}

// Not sent and not a failure (the daily quota is used up): back in the queue for later, the
// attempt given back.
export async function deferNotifications(
  db: Kysely<Database>,
  ids: string[],
  until: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('search_engine_notifications')
    .set((eb) => ({ lease_until: null, next_attempt_at: until, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .execute();
}

export async function countSentSince(
  db: Kysely<Database>,
  engine: SearchEngine,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('search_engine_notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('engine', '=', engine)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function listFailedNotifications(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ notifications: FailedNotification[]; total: number }> {
  const base = db.selectFrom('search_engine_notifications').where('status', '=', 'failed');
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'engine', 'url', 'kind', 'attempts', 'last_error', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: total.count,
    notifications: rows.map((row) => ({
      id: row.id,
      engine: row.engine as SearchEngine,
      url: row.url,
      kind: row.kind === 'deleted' ? 'deleted' : 'updated',
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
    })),
  };
}

// Sends a failed notification again from the start: staff fixed what made it fail.
export async function retryFailedNotification(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('search_engine_notifications')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso(), lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Staff gave up on a failed notification (the job is long gone, the engine was switched off).
export async function discardFailedNotification(
  db: Kysely<Database>,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('search_engine_notifications')
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// Moves the closing-date watermark from `from` to `to`; true only for the one instance whose
// update applied (the others saw a different `from`), which then notifies that window's jobs.
export async function advanceWatermark(
  db: Kysely<Database>,
  name: string,
  from: string | undefined,
  to: string,
): Promise<boolean> {
  if (from === undefined) {
    const inserted = await db
      .insertInto('search_engine_watermarks')
      .values({ name, value: to })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }
  const updated = await db
    .updateTable('search_engine_watermarks')
    .set({ value: to })
    .where('name', '=', name)
    .where('value', '=', from)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function readWatermark(
  db: Kysely<Database>,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('search_engine_watermarks')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

// Jobs still marked open whose closing date fell in (from, to]: they left the board on their own.
export async function findJobsClosedBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .where('valid_through', '>', from)
    .where('valid_through', '<=', to)
    .execute();
  return rows.map((row) => row.id);
}
