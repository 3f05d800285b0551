import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { eraseCandidate } from './candidate-erasure.ts';

// Storage limitation (GDPR article 5(1)(e)): a candidate without an account who has not been
// active for CANDIDATE_RETENTION_MONTHS is erased the way staff erase one (eraseCandidate):
// the candidate row goes with its tags, notes and industries, their resumes go with the read
// text, the mail to their address goes, and their applications lose the name, address,
// resume link, screening answers and private notes. The application rows themselves stay,
// named "Erased candidate": the dashboard's totals and applications per week, and each job's
// applicant counts, are counts of application rows, and deleting them would rewrite past
// weeks' figures; kept without a person they still say that someone applied, and when.
// An account holder's data is theirs to delete (my-data.ts) and is never touched here.
// A run works in batches, one transaction each, and is idempotent: an erased candidate is no
// longer there to find, so a second run erases nothing more.

export const RETENTION_BATCH_SIZE = 100;

export type RetentionSource = 'scheduler' | 'cli';

// `months` calendar months before `now`, on the same day of the month or the month's last
// day (31 March less one month is 28 or 29 February, not 3 March).
export function retentionCutoff(months: number, now: Date = new Date()): string {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  ).toISOString();
}

const pastRetention = (db: Kysely<Database>, cutoff: string) =>
  db.selectFrom('candidates').where('user_id', 'is', null).where('last_activity_at', '<', cutoff);

// How many a run would erase now (`--dry-run`).
export async function countCandidatesPastRetention(
  db: Kysely<Database>,
  cutoff: string,
): Promise<number> {
  const row = await pastRetention(db, cutoff)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export type RetentionRun = { erased: number; cutoff: string };

// Erases every candidate past the cutoff, `batchSize` per transaction, oldest first, then
// writes one activity-log entry with the count (also when it is 0: the log is the record that
// the limit is applied). On PostgreSQL a batch locks its rows and skips those another
// instance's run holds, so two instances running at once never erase one candidate twice.
export async function eraseCandidatesPastRetention(options: {
  db: Kysely<Database>;
  // An erased candidate's interviews still to come are called off with the client by mail.
  config: AppConfig;
  dialect: DialectName;
  months: number;
  source: RetentionSource;
  now?: Date;
  batchSize?: number;
}): Promise<RetentionRun> {
  const { db, dialect, months } = options;
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const cutoff = retentionCutoff(months, options.now);
  let erased = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const query = pastRetention(trx, cutoff)
        .select('id')
        .orderBy('last_activity_at')
        .orderBy('id')
        .limit(batchSize);
      const rows = await (
        dialect === 'postgres' ? query.forUpdate().skipLocked() : query
      ).execute();
      let done = 0;
      for (const row of rows) {
        if ((await eraseCandidate(trx, options.config, row.id)) === 'erased') done += 1;
      }
      return { found: rows.length, done };
    });
    erased += batch.done;
    // A short batch was the last; a batch that erased nothing would only find the same rows.
    if (batch.found < batchSize || batch.done === 0) break;
  }
  await logActivity(db, {
    actorUserId: null,
    action: 'candidate.retention_run',
    subjectType: 'candidate',
    subjectId: null,
    summary:
      `Data retention${options.source === 'cli' ? ' (npm run candidates:retention)' : ''}: ` +
      `${erased} candidate${erased === 1 ? '' : 's'} without an account, inactive for over ` +
      `${months} month${months === 1 ? '' : 's'}, erased`,
  });
  return { erased, cutoff };
}

// Whether any run (of any instance, or the CLI) is logged after `since`: the servers check
// this every hour, so a restart or a second instance does not run the erasure again within
// the day.
export async function retentionRanSince(db: Kysely<Database>, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_log')
    .select('id')
    .where('created_at', '>', since)
    .where('action', '=', 'candidate.retention_run')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
