import type { Kysely } from 'kysely';
import { jobListQuerySchema } from '@staffing/shared/job-schemas';
import { withoutPaging } from '@staffing/shared/alert-schemas';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { hmac } from '../../lib/tokens.ts';
import type { MailLog } from '../email/email-transport.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { decodeCursor } from '../jobs/job-filters.ts';
import { listJobs } from '../jobs/job-list.ts';
import type { JobRecord } from '../jobs/job-records.ts';
import { DIGEST_MAX_JOBS, digestEmail, type AlertLinks } from './alert-emails.ts';
import {
  claimAlert,
  findDueAlertIds,
  finishAlertRun,
  type ClaimedAlert,
} from './alert-runs-repository.ts';

// The unsubscribe link of an alert is derived from the server secret, so every email of the
// alert carries the same working link without the database ever holding it (it holds its
// hash, to find the alert). 256 bits: not guessable.
export const unsubscribeTokenFor = (secret: string, alertId: string): string =>
  hmac(secret, `job-alert-unsubscribe:${alertId}`);

export type DigestRunOptions = {
  db: Kysely<Database>;
  dialect: DialectName;
  links: AlertLinks;
  secret: string;
  leaseMs: number;
  log: MailLog;
  batchSize?: number;
};

export type DigestRunResult = { checked: number; sent: number };

class LeaseLost extends Error {}

const PAGE = 50;

// Jobs matching the saved search posted in (since, until], newest first, at most one more
// than a digest shows. The search goes through the jobs list's own schema and repository
// function, so it means exactly what it means on the find-job page, filters added to the list
// later included. Undefined when the saved search no longer validates.
export async function newJobsFor(
  db: Kysely<Database>,
  dialect: DialectName,
  search: Record<string, unknown>,
  window: { since: string; until: string },
): Promise<JobRecord[] | undefined> {
  const parsed = jobListQuerySchema.safeParse(withoutPaging(search));
  if (!parsed.success) return undefined;
  const { limit: _limit, page: _page, cursor: _cursor, status: _status, ...filters } = parsed.data;
  const found: JobRecord[] = [];
  let cursor: ReturnType<typeof decodeCursor>;
  for (;;) {
    const page = await listJobs(db, dialect, { ...filters, limit: PAGE, cursor, withTotal: false });
    for (const job of page.jobs) {
      // Newest first: the first job at or before `since` ends the walk.
      if (job.createdAt <= window.since) return found;
      // Posted while this run was under way: the next digest's.
      if (job.createdAt > window.until) continue;
      found.push(job);
      if (found.length > DIGEST_MAX_JOBS) return found;
    }
    if (!page.nextCursor) return found;
    cursor = decodeCursor(page.nextCursor);
  }
}

async function runAlert(options: DigestRunOptions, claim: ClaimedAlert): Promise<boolean> {
  const { db, dialect, links, secret, log } = options;
  const until = nowIso();
  const jobs = await newJobsFor(db, dialect, claim.search, { since: claim.jobsSince, until });
  if (jobs === undefined) {
    log.warn({ alertId: claim.id }, 'job alert search no longer valid; skipped');
  }
  if (!jobs || jobs.length === 0) {
    await finishAlertRun(db, claim, { sentAt: null, jobsSince: claim.jobsSince });
    return false;
  }
  const email = digestEmail(links, {
    to: claim.recipient,
    unsubscribeToken: unsubscribeTokenFor(secret, claim.id),
    search: claim.search,
    frequency: claim.frequency,
    since: claim.jobsSince,
    jobs,
  });
  try {
    // The digest is queued and the alert moved on in one transaction, fenced by the lease:
    // if another instance took the alert over meanwhile, neither happens here.
    await db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, email);
      if (!(await finishAlertRun(trx, claim, { sentAt: until, jobsSince: until }))) {
        throw new LeaseLost();
      }
    });
  } catch (error) {
    if (error instanceof LeaseLost) {
      log.warn({ alertId: claim.id }, 'job alert lease lost; digest left to its new holder');
      return false;
    }
    throw error;
  }
  return true;
}

// One pass over every due alert; safe to run on any number of instances at once: each alert
// is leased before it is looked at, so each digest is queued once.
export async function sendDueDigests(options: DigestRunOptions): Promise<DigestRunResult> {
  const batchSize = options.batchSize ?? 50;
  const result: DigestRunResult = { checked: 0, sent: 0 };
  for (;;) {
    const ids = await findDueAlertIds(options.db, batchSize);
    let claimedAny = false;
    for (const id of ids) {
      const claim = await claimAlert(options.db, id, options.leaseMs);
      if (!claim) continue;
      claimedAny = true;
      result.checked += 1;
      try {
        if (await runAlert(options, claim)) result.sent += 1;
      } catch (error) {
        // The lease runs out and a later run tries again.
        options.log.error(
          { alertId: id, error: error instanceof Error ? error.message : String(error) },
          'job alert run failed',
        );
      }
    }
    if (ids.length < batchSize || !claimedAny) return result;
  }
}
