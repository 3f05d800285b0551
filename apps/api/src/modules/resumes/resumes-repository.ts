import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

export type ResumeFile = {
  fileName: string;
  mimeType: string;
  content: Buffer;
};

export async function insertResume(
  db: Kysely<Database>,
  input: ResumeFile & { ownerUserId: string | null },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('resumes')
    .values({
      id,
      owner_user_id: input.ownerUserId,
      file_name: input.fileName,
      mime_type: input.mimeType,
      size_bytes: input.content.byteLength,
      content: input.content,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function findResume(
  db: Kysely<Database>,
  id: string,
): Promise<ResumeFile | undefined> {
  const row = await db
    .selectFrom('resumes')
    .select(['file_name', 'mime_type', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? { fileName: row.file_name, mimeType: row.mime_type, content: Buffer.from(row.content) }
    : undefined;
}

export async function deleteResume(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('resumes').where('id', '=', id).execute();
}
