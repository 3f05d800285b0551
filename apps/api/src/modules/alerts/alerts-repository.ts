import type { Kysely } from 'kysely';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

export type AlertRecord = {
  id: string;
  userId: string | null;
  email: string;
  search: Record<string, unknown>;
  frequency: AlertFrequency;
  createdAt: string;
  confirmedAt: string | null;
  lastSentAt: string | null;
};

type AlertRow = {
  id: string;
  user_id: string | null;
  email: string;
  search_json: string;
  frequency: string;
  created_at: string;
  confirmed_at: string | null;
  last_sent_at: string | null;
};

export const ALERT_COLUMNS = [
  'job_alerts.id',
  'job_alerts.user_id',
  'job_alerts.email',
  'job_alerts.search_json',
  'job_alerts.frequency',
  'job_alerts.created_at',
  'job_alerts.confirmed_at',
  'job_alerts.last_sent_at',
] as const;

export function toAlertRecord(row: AlertRow): AlertRecord {
  const search: unknown = JSON.parse(row.search_json);
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    search: search && typeof search === 'object' ? (search as Record<string, unknown>) : {},
    frequency: row.frequency as AlertFrequency,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    lastSentAt: row.last_sent_at,
  };
}

export type NewAlert = {
  id?: string;
  userId: string | null;
  email: string;
  search: Record<string, unknown>;
  frequency: AlertFrequency;
  confirmed: boolean;
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  unsubscribeTokenHash: string;
};

export async function insertAlert(db: Kysely<Database>, alert: NewAlert): Promise<AlertRecord> {
  const now = nowIso();
  const id = alert.id ?? newId();
  await db
    .insertInto('job_alerts')
    .values({
      id,
      user_id: alert.userId,
      email: alert.email,
      search_json: JSON.stringify(alert.search),
      frequency: alert.frequency,
      created_at: now,
      confirmed_at: alert.confirmed ? now : null,
      confirm_token_hash: alert.confirmTokenHash,
      confirm_expires_at: alert.confirmExpiresAt,
      unsubscribe_token_hash: alert.unsubscribeTokenHash,
      unsubscribed_at: null,
      // The first digest covers jobs posted from now on; it is due straight away and simply
      // finds nothing until a matching job is posted.
      jobs_since: now,
      next_due_at: now,
      lease_until: null,
      last_sent_at: null,
    })
    .execute();
  const row = await db
    .selectFrom('job_alerts')
    .select(ALERT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toAlertRecord(row);
}

// Alerts still switched on for an address or an account (confirmed or waiting for it).
export async function listLiveAlerts(
  db: Kysely<Database>,
  owner: { userId: string } | { email: string },
): Promise<AlertRecord[]> {
  const rows = await db
    .selectFrom('job_alerts')
    .select(ALERT_COLUMNS)
    .where('unsubscribed_at', 'is', null)
    .$if('userId' in owner, (query) =>
      query.where('user_id', '=', 'userId' in owner ? owner.userId : ''),
    )
    .$if('email' in owner, (query) =>
      query.where('email', '=', 'email' in owner ? owner.email : '').where('user_id', 'is', null),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAlertRecord);
}

// The confirmation still waiting for this address, if one was sent recently: new alerts for
// the address join it instead of mailing the address again.
export async function findOpenConfirmation(
  db: Kysely<Database>,
  email: string,
): Promise<{ tokenHash: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('job_alerts')
    .select(['confirm_token_hash', 'confirm_expires_at'])
    .where('email', '=', email)
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .where('confirm_token_hash', 'is not', null)
    .where('confirm_expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.confirm_token_hash && row.confirm_expires_at
    ? { tokenHash: row.confirm_token_hash, expiresAt: row.confirm_expires_at }
    : undefined;
}

// Confirms every alert that waits for this link; due at once, so the next run starts them.
export function confirmAlerts(db: Kysely<Database>, tokenHash: string): Promise<number> {
  return confirmWaitingAlerts(db, { tokenHash });
}

// A signed-in user's alerts that were waiting for a verified address.
export function confirmAlertsOfUser(db: Kysely<Database>, userId: string): Promise<number> {
  return confirmWaitingAlerts(db, { userId });
}

async function confirmWaitingAlerts(
  db: Kysely<Database>,
  match: { tokenHash: string } | { userId: string },
): Promise<number> {
  const now = nowIso();
  let query = db
    .updateTable('job_alerts')
    .set({
      confirmed_at: now,
      confirm_token_hash: null,
      confirm_expires_at: null,
      next_due_at: now,
    })
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null);
  query =
    'tokenHash' in match
      ? query
          .where('confirm_token_hash', '=', match.tokenHash)
          .where('confirm_expires_at', '>', now)
      : query.where('user_id', '=', match.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findAlertByUnsubscribeHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<(AlertRecord & { unsubscribedAt: string | null }) | undefined> {
  const row = await db
    .selectFrom('job_alerts')
    .select([...ALERT_COLUMNS, 'job_alerts.unsubscribed_at'])
    .where('unsubscribe_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { ...toAlertRecord(row), unsubscribedAt: row.unsubscribed_at };
}

// Switched off, not deleted, so a second click on the same link still answers "unsubscribed".
// An unconfirmed alert takes the others waiting on the same confirmation with it: whoever
// owns the address said no to all of them.
export async function unsubscribeAlert(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<'unsubscribed' | 'already' | 'unknown'> {
  const row = await db
    .selectFrom('job_alerts')
    .select(['id', 'unsubscribed_at', 'confirm_token_hash'])
    .where('unsubscribe_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.unsubscribed_at) return 'already';
  const now = nowIso();
  await db
    .updateTable('job_alerts')
    .set({ unsubscribed_at: now, confirm_token_hash: null, lease_until: null })
    .where('unsubscribed_at', 'is', null)
    .where((eb) =>
      row.confirm_token_hash
        ? eb.or([eb('id', '=', row.id), eb('confirm_token_hash', '=', row.confirm_token_hash)])
        : eb('id', '=', row.id),
    )
    .execute();
  return 'unsubscribed';
}

export async function deleteAlertOfUser(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('job_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteAlertsOfUser(
  db: Kysely<Database>,
  userId: string,
  email: string,
): Promise<number> {
  const result = await db
    .deleteFrom('job_alerts')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb.and([eb('user_id', 'is', null), eb('email', '=', email)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
