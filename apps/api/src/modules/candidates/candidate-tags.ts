import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

// The tags staff put on candidates, to find them again by what the agency knows of them.

// Every tag in use with how many candidates carry it, most used first.
export async function listCandidateTagCounts(
  db: Kysely<Database>,
): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('candidate_tags')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('tag')
    .orderBy('count', 'desc')
    .orderBy('tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: row.count }));
}

// True when the tag was not there before (a second add changes nothing).
export async function addCandidateTag(
  db: Kysely<Database>,
  input: { candidateId: string; tag: string; actorUserId: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('candidate_tags')
    .values({
      candidate_id: input.candidateId,
      tag: input.tag,
      created_at: nowIso(),
      created_by: input.actorUserId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

// True when the tag was there.
export async function removeCandidateTag(
  db: Kysely<Database>,
  candidateId: string,
  tag: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('candidate_tags')
    .where('candidate_id', '=', candidateId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
