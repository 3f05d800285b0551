import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { isoIn } from '../../lib/clock.ts';
import { createGoogleIndexingClient } from './google-indexing.ts';
import {
  advanceWatermark,
  claimDueNotifications,
  countSentSince,
  deferNotifications,
  enqueueNotifications,
  findJobsClosedBetween,
  markNotificationsSent,
  readWatermark,
  recordNotificationFailure,
  type ClaimedNotification,
  type NotificationKind,
  type SearchEngine,
} from './notifications-repository.ts';
import { postJson, type DeliveryOutcome } from './search-engine-http.ts';

// IndexNow takes at most 10,000 URLs in one request.
export const INDEXNOW_BATCH = 10_000;
// Google publishes one URL per request; a pass sends at most this many.
const GOOGLE_PER_PASS = 100;
// After this many attempts a notification is kept as failed, for staff to see.
export const MAX_ATTEMPTS = 8;
const LEASE_MS = 120_000;
const EXPIRY_WATERMARK = 'closing-dates';

export type SearchEnginesConfig = AppConfig['searchEngines'];
type Log = {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
};

export function jobPageUrl(publicUrl: string, jobId: string): string {
  return `${publicUrl}/jobs/${jobId}`;
}

// The rows a job change adds, one per configured engine.
export function notificationsFor(
  config: SearchEnginesConfig,
  publicUrl: string,
  job: { id: string; kind: NotificationKind },
) {
  const engines: SearchEngine[] = [
    ...(config.indexNow ? (['indexnow'] as const) : []),
    ...(config.google ? (['google'] as const) : []),
  ];
  return engines.map((engine) => ({
    engine,
    url: jobPageUrl(publicUrl, job.id),
    kind: job.kind,
    jobId: job.id,
  }));
}

const nextUtcMidnight = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
const utcMidnight = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

export function createSearchEngineWorker(deps: {
  db: Kysely<Database>;
  config: SearchEnginesConfig;
  publicUrl: string;
  retryBaseMs: number;
  log: Log;
}) {
  const { db, config, publicUrl, log } = deps;
  const google = config.google ? createGoogleIndexingClient(config.google) : undefined;

  async function settle(rows: ClaimedNotification[], outcome: DeliveryOutcome): Promise<void> {
    const ids = rows.map((row) => row.id);
    if (outcome.result === 'sent') {
      await markNotificationsSent(db, ids);
      return;
    }
    const attempts = Math.max(...rows.map((row) => row.attempts));
    if (outcome.result === 'failed' || attempts >= MAX_ATTEMPTS) {
      log.warn(
        { engine: rows[0]?.engine, urls: ids.length, error: outcome.error },
        'search engine notification failed',
      );
      await recordNotificationFailure(db, ids, { error: outcome.error });
      return;
    }
    const backoff = deps.retryBaseMs * 2 ** (attempts - 1);
    await recordNotificationFailure(db, ids, {
      error: outcome.error,
      retryAt: isoIn(Math.max(backoff, outcome.retryAfterMs ?? 0)),
    });
  }

  // Jobs whose closing date passed since the last pass leave search results too. One
  // instance wins each window (advanceWatermark), so each is notified once.
  async function notifyExpired(): Promise<number> {
    const now = new Date().toISOString();
    const from = await readWatermark(db, EXPIRY_WATERMARK);
    if (from === undefined) {
      await advanceWatermark(db, EXPIRY_WATERMARK, undefined, now);
      return 0;
    }
    return db.transaction().execute(async (trx) => {
      if (!(await advanceWatermark(trx, EXPIRY_WATERMARK, from, now))) return 0;
      const ids = await findJobsClosedBetween(trx, from, now);
      await enqueueNotifications(
        trx,
        ids.flatMap((id) => notificationsFor(config, publicUrl, { id, kind: 'deleted' })),
      );
      return ids.length;
    });
  }

  async function sendIndexNow(): Promise<number> {
    if (!config.indexNow) return 0;
    const rows = await claimDueNotifications(db, 'indexnow', INDEXNOW_BATCH, LEASE_MS);
    if (rows.length === 0) return 0;
    const { key, endpoint } = config.indexNow;
    const outcome = await postJson(endpoint, {
      host: new URL(publicUrl).host,
      key,
      keyLocation: `${publicUrl}/${key}.txt`,
      urlList: [...new Set(rows.map((row) => row.url))],
    });
    await settle(rows, outcome);
    return outcome.result === 'sent' ? rows.length : 0;
  }

  async function sendGoogle(): Promise<number> {
    if (!google || !config.google) return 0;
    const used = await countSentSince(db, 'google', utcMidnight());
    const left = config.google.dailyQuota - used;
    if (left <= 0) {
      // The day's quota is spent: whatever is due waits for midnight UTC, closings first.
      const waiting = await claimDueNotifications(db, 'google', 1000, LEASE_MS);
      await deferNotifications(
        db,
        waiting.map((row) => row.id),
        nextUtcMidnight(),
      );
      return 0;
    }
    const rows = await claimDueNotifications(
      db,
      'google',
      Math.min(left, GOOGLE_PER_PASS),
      LEASE_MS,
    );
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      const outcome = await google.publish(row.url, row.kind);
      await settle([row], outcome);
      if (outcome.result === 'sent') sent += 1;
      // Google is unwell: the rest of this pass would fail the same way.
      if (outcome.result === 'retry') {
        await deferNotifications(
          db,
          rows.slice(index + 1).map((rest) => rest.id),
          new Date().toISOString(),
        );
        break;
      }
    }
    return sent;
  }

  return {
    async runOnce(): Promise<{ expired: number; indexNow: number; google: number }> {
      const expired = await notifyExpired();
      const indexNow = await sendIndexNow();
      const sentToGoogle = await sendGoogle();
      if (expired + indexNow + sentToGoogle > 0) {
        log.info({ expired, indexNow, google: sentToGoogle }, 'search engines notified');
      }
      return { expired, indexNow, google: sentToGoogle };
    },
  };
}
