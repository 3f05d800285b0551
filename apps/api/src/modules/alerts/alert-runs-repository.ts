import type { Kysely } from 'kysely';
import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { ALERT_COLUMNS, toAlertRecord, type AlertRecord } from './alerts-repository.ts';

// Digest runs: which alerts are due, and a lease per alert so that of several instances
// exactly one sends each digest.

// A due alert the caller holds the lease on; `leaseUntil` is the fencing token that lets only
// this holder record the digest.
export type ClaimedAlert = AlertRecord & {
  jobsSince: string;
  leaseUntil: string;
  recipient: string;
};

export const PERIOD_MS: Record<AlertFrequency, number> = {
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

// Candidates only: another instance may claim any of them first, which claimAlert detects.
export async function findDueAlertIds(db: Kysely<Database>, limit: number): Promise<string[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('job_alerts')
    .leftJoin('users', 'users.id', 'job_alerts.user_id')
    .select('job_alerts.id')
    .where('job_alerts.confirmed_at', 'is not', null)
    .where('job_alerts.unsubscribed_at', 'is', null)
    .where('job_alerts.next_due_at', '<=', now)
    .where((eb) =>
      eb.or([eb('job_alerts.lease_until', 'is', null), eb('job_alerts.lease_until', '<', now)]),
    )
    // An account's alerts pause while its address is unproven (changed and not yet verified
    // again) or the account is disabled.
    .where((eb) =>
      eb.or([
        eb('job_alerts.user_id', 'is', null),
        eb.and([
          eb('users.email_verified_at', 'is not', null),
          eb('users.disabled_at', 'is', null),
        ]),
      ]),
    )
    .orderBy('job_alerts.next_due_at')
    .orderBy('job_alerts.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

// One conditional UPDATE, as for the outbox: among instances racing for the same alert, the
// database lets exactly one of them set the lease (PostgreSQL re-checks the WHERE after the
// row lock; SQLite serialises writers).
export async function claimAlert(
  db: Kysely<Database>,
  id: string,
  leaseMs: number,
): Promise<ClaimedAlert | undefined> {
  const now = new Date();
  const nowText = now.toISOString();
  const leaseUntil = isoIn(leaseMs, now);
  const claimed = await db
    .updateTable('job_alerts')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where('next_due_at', '<=', nowText)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowText)]))
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return undefined;
  const row = await db
    .selectFrom('job_alerts')
    .leftJoin('users', 'users.id', 'job_alerts.user_id')
    .select([
      ...ALERT_COLUMNS,
      'job_alerts.jobs_since',
      'job_alerts.lease_until',
      'users.email as user_email',
    ])
    .where('job_alerts.id', '=', id)
    .executeTakeFirst();
  if (row?.lease_until !== leaseUntil) return undefined;
  return {
    ...toAlertRecord(row),
    jobsSince: row.jobs_since,
    leaseUntil,
    // An account's alerts follow the account's address.
    recipient: row.user_email ?? row.email,
  };
}

// Records a run of the alert: moves its window forward when a digest went out, and sets the
// next run. False when the lease was lost, in which case nothing is changed.
export async function finishAlertRun(
  db: Kysely<Database>,
  claim: ClaimedAlert,
  outcome: { sentAt: string | null; jobsSince: string },
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('job_alerts')
    .set({
      lease_until: null,
      jobs_since: outcome.jobsSince,
      next_due_at: isoIn(PERIOD_MS[claim.frequency], now),
      ...(outcome.sentAt ? { last_sent_at: outcome.sentAt } : {}),
    })
    .where('id', '=', claim.id)
    .where('lease_until', '=', claim.leaseUntil)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
