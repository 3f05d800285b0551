import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// Staff's private notes on a candidate (the hiring pipeline's notes on one application are
// application_events').

export type CandidateNoteRecord = {
  id: string;
  createdAt: string;
  authorName: string;
  body: string;
};

export async function addCandidateNote(
  db: Kysely<Database>,
  input: { candidateId: string; authorUserId: string | null; authorName: string; body: string },
): Promise<CandidateNoteRecord> {
  const note = { id: newId(), createdAt: nowIso(), authorName: input.authorName, body: input.body };
  await db
    .insertInto('candidate_notes')
    .values({
      id: note.id,
      candidate_id: input.candidateId,
      author_user_id: input.authorUserId,
      author_name: note.authorName,
      body: note.body,
      created_at: note.createdAt,
    })
    .execute();
  return note;
}

// Newest first.
export async function listCandidateNotes(
  db: Kysely<Database>,
  candidateId: string,
): Promise<CandidateNoteRecord[]> {
  const rows = await db
    .selectFrom('candidate_notes')
    .select(['id', 'created_at', 'author_name', 'body'])
    .where('candidate_id', '=', candidateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    authorName: row.author_name,
    body: row.body,
  }));
}
