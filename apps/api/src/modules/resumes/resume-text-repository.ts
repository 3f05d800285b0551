import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';

// The resume-text queue is the resumes table itself: a resume is 'pending' until a reader
// settles it as 'readable' (with its text) or 'unreadable'. A reader leases one resume at a
// time; the attempt is counted when it is taken, so a file that kills its reader's process
// is tried at most RESUME_TEXT_MAX_ATTEMPTS times.

export const RESUME_TEXT_MAX_ATTEMPTS = 3;

export type ClaimedResume = { id: string; content: Buffer; attempts: number };

export type ResumeTextResult =
  { status: 'readable'; text: string } | { status: 'unreadable'; reason: string };

// Spelled as a literal so SQLite's planner can use the partial index on pending resumes
// (a bound parameter does not prove the index's condition).
const isPending = sql<boolean>`text_status = 'pending'`;

// The pending resumes whose every attempt went to a reader that died (its lease ran out):
// they are settled as unreadable. Returns their ids, for the candidates' search documents.
export async function giveUpAbandonedResumes(db: Kysely<Database>): Promise<string[]> {
  const now = nowIso();
  const rows = await db
    .updateTable('resumes')
    .set({
      text_status: 'unreadable',
      text: null,
      text_failure: `its reader stopped ${RESUME_TEXT_MAX_ATTEMPTS} times (a crash or a restart)`,
      text_lease_owner: null,
      text_lease_until: null,
      text_read_at: now,
    })
    .where(isPending)
    .where('text_attempts', '>=', RESUME_TEXT_MAX_ATTEMPTS)
    .where(sql<boolean>`(text_lease_until is null or text_lease_until < ${now})`)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

// Leases the newest pending resume that no live reader holds (a fresh upload first, so its
// text shows within seconds even while older resumes wait), or undefined when none is left.
// The UPDATE takes the row only while its lease is still free, so when two readers pick the
// same resume one of them gets nothing and looks again.
export async function claimPendingResume(
  db: Kysely<Database>,
  owner: string,
  leaseMs: number,
): Promise<ClaimedResume | undefined> {
  for (let tries = 0; tries < 5; tries++) {
    const now = new Date();
    const nowText = now.toISOString();
    const leaseIsFree = sql<boolean>`(text_lease_until is null or text_lease_until < ${nowText})`;
    const candidate = await db
      .selectFrom('resumes')
      .select('id')
      .where(isPending)
      .where('text_attempts', '<', RESUME_TEXT_MAX_ATTEMPTS)
      .where(leaseIsFree)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await db
      .updateTable('resumes')
      .set((eb) => ({
        text_lease_owner: owner,
        text_lease_until: isoIn(leaseMs, now),
        text_attempts: eb('text_attempts', '+', 1),
      }))
      .where('id', '=', candidate.id)
      .where(isPending)
      .where('text_attempts', '<', RESUME_TEXT_MAX_ATTEMPTS)
      .where(leaseIsFree)
      .returning(['id', 'content', 'text_attempts'])
      .executeTakeFirst();
    if (claimed) {
      return {
        id: claimed.id,
        content: Buffer.from(claimed.content),
        attempts: claimed.text_attempts,
      };
    }
  }
  return undefined;
}

// Settles a leased resume. False when the lease was lost meanwhile (it ran out and another
// reader took the file, or the resume was deleted): that reader's result stands instead.
export async function storeResumeText(
  db: Kysely<Database>,
  id: string,
  owner: string,
  result: ResumeTextResult,
): Promise<boolean> {
  const updated = await db
    .updateTable('resumes')
    .set({
      text_status: result.status,
      text: result.status === 'readable' ? result.text : null,
      text_failure: result.status === 'unreadable' ? result.reason.slice(0, 500) : null,
      text_lease_owner: null,
      text_lease_until: null,
      text_read_at: nowIso(),
    })
    .where('id', '=', id)
    .where('text_lease_owner', '=', owner)
    .where(isPending)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

// Gives a leased resume back untouched, and its attempt with it: the reader is shutting down,
// the file did nothing wrong.
export async function releaseResume(
  db: Kysely<Database>,
  id: string,
  owner: string,
): Promise<void> {
  await db
    .updateTable('resumes')
    .set((eb) => ({
      text_lease_owner: null,
      text_lease_until: null,
      text_attempts: eb('text_attempts', '-', 1),
    }))
    .where('id', '=', id)
    .where('text_lease_owner', '=', owner)
    .where(isPending)
    .execute();
}

export async function countPendingResumes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('resumes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(isPending)
    .executeTakeFirstOrThrow();
  return row.count;
}
