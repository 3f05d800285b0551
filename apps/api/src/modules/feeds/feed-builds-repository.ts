import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The feeds' build bookkeeping (migration 20261125-0050): the one lease row that lets one
// instance build at a time, and the jobs changed since the last build. Rows never leave this
// file.

const BUILD_ROW = 'feeds';

export type BuildState = {
  generation: number;
  builds: number;
  leaseOwner: string | null;
  leaseUntil: string | null;
  builtAt: string | null;
  childSize: number | null;
  expiryCheckedAt: string | null;
  nextExpiry: string | null;
  reconciledAt: string | null;
};

export async function readBuildState(db: Kysely<Database>): Promise<BuildState> {
  const row = await db
    .selectFrom('feed_builds')
    .selectAll()
    .where('id', '=', BUILD_ROW)
    .executeTakeFirstOrThrow();
  return {
    generation: row.generation,
    builds: row.builds,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    builtAt: row.built_at,
    childSize: row.child_size,
    expiryCheckedAt: row.expiry_checked_at,
    nextExpiry: row.next_expiry,
    reconciledAt: row.reconciled_at,
  };
}

// One instance at a time builds: the lease is taken only when free or run out.
export async function tryTakeLease(
  db: Kysely<Database>,
  owner: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('feed_builds')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', BUILD_ROW)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renewLease(db: Kysely<Database>, owner: string, until: string) {
  await db
    .updateTable('feed_builds')
    .set({ lease_until: until })
    .where('id', '=', BUILD_ROW)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function releaseLease(db: Kysely<Database>, owner: string, error: string | null) {
  await db
    .updateTable('feed_builds')
    .set({ lease_owner: null, lease_until: null, last_error: error })
    .where('id', '=', BUILD_ROW)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function finishBuild(
  db: Kysely<Database>,
  owner: string,
  facts: {
    now: string;
    childSize: number;
    nextExpiry: string | null;
    reconciled: boolean;
  },
): Promise<void> {
  await db
    .updateTable('feed_builds')
    .set((eb) => ({
      generation: eb('generation', '+', 1),
      builds: eb('builds', '+', 1),
      built_at: facts.now,
      child_size: facts.childSize,
      expiry_checked_at: facts.now,
      next_expiry: facts.nextExpiry,
      ...(facts.reconciled ? { reconciled_at: facts.now } : {}),
      lease_owner: null,
      lease_until: null,
      last_error: null,
    }))
    .where('id', '=', BUILD_ROW)
    .where('lease_owner', '=', owner)
    .execute();
}

// Called in the transaction that writes a job (before a delete), so a change is never lost
// between the write and the next build.
export async function noteJobChange(
  db: Kysely<Database>,
  jobId: string,
  now: string,
): Promise<void> {
  const job = await db.selectFrom('jobs').select('seq').where('id', '=', jobId).executeTakeFirst();
  if (!job) return;
  await db
    .insertInto('feed_changes')
    .values({ job_seq: job.seq, changed_at: now })
    .onConflict((oc) => oc.column('job_seq').doUpdateSet({ changed_at: now }))
    .execute();
}

export async function pendingChanges(
  db: Kysely<Database>,
): Promise<{ count: number; oldest: string | null; newest: string | null }> {
  const row = await db
    .selectFrom('feed_changes')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<string | null>('changed_at').as('oldest'),
      eb.fn.max<string | null>('changed_at').as('newest'),
    ])
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest ?? null, newest: row.newest ?? null };
}

export async function changedJobs(
  db: Kysely<Database>,
): Promise<{ seq: number; changedAt: string }[]> {
  const rows = await db.selectFrom('feed_changes').select(['job_seq', 'changed_at']).execute();
  return rows.map((row) => ({ seq: row.job_seq, changedAt: row.changed_at }));
}

// The changes a build has taken in, each as it was read: a job changed again meanwhile has a
// newer time and keeps its row (compared exactly, so instances' clocks need not agree).
export async function clearChanges(
  db: Kysely<Database>,
  taken: { seq: number; changedAt: string }[],
): Promise<void> {
  for (let start = 0; start < taken.length; start += 500) {
    const batch = taken.slice(start, start + 500);
    await db
      .deleteFrom('feed_changes')
      .where((eb) =>
        eb.or(
          batch.map((change) =>
            eb.and([eb('job_seq', '=', change.seq), eb('changed_at', '=', change.changedAt)]),
          ),
        ),
      )
      .execute();
  }
}
