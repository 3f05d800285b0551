import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { syncCandidateForApplication } from '../candidates/candidate-sync.ts';
import { parseApplicationStatus } from './applications-repository.ts';

// The hiring pipeline: each status move and private note is a row of application_events,
// the application's history as recruiters see it.

export type ApplicationEvent = {
  id: string;
  createdAt: string;
  actorName: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  note: string | null;
};

// Moves the application only if it is still in the status the caller saw, so two
// recruiters changing it at once do not overwrite each other unseen; the history row is
// written in the same transaction by the caller.
export async function changeApplication(
  db: Kysely<Database>,
  input: {
    id: string;
    fromStatus: ApplicationStatus;
    toStatus?: ApplicationStatus | undefined;
    note?: string | undefined;
    actorUserId: string;
    actorName: string;
  },
): Promise<boolean> {
  if (input.toStatus && input.toStatus !== input.fromStatus) {
    const result = await db
      .updateTable('applications')
      .set({ status: input.toStatus })
      .where('id', '=', input.id)
      .where('status', '=', input.fromStatus)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    // The talent pool lists and filters by the status of each person's newest application.
    await syncCandidateForApplication(db, input.id);
  }
  const moved = input.toStatus !== undefined && input.toStatus !== input.fromStatus;
  await db
    .insertInto('application_events')
    .values({
      id: newId(),
      application_id: input.id,
      created_at: nowIso(),
      actor_user_id: input.actorUserId,
      actor_name: input.actorName,
      from_status: moved ? input.fromStatus : null,
      to_status: moved ? (input.toStatus ?? null) : null,
      note: input.note ?? null,
    })
    .execute();
  return true;
}

export async function listApplicationEvents(
  db: Kysely<Database>,
  applicationId: string,
): Promise<ApplicationEvent[]> {
  const rows = await db
    .selectFrom('application_events')
    .select(['id', 'created_at', 'actor_name', 'from_status', 'to_status', 'note'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorName: row.actor_name,
    fromStatus: row.from_status === null ? null : parseApplicationStatus(row.from_status),
    toStatus: row.to_status === null ? null : parseApplicationStatus(row.to_status),
    note: row.note,
  }));
}
