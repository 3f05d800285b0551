import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

export type ContactMessageRecord = {
  id: string;
  createdAt: string;
  email: string;
  country: string;
  purpose: string;
  positions: string;
  comments: string | null;
};

export async function insertContactMessage(
  db: Kysely<Database>,
  input: {
    email: string;
    country: string;
    purpose: string;
    positions: string;
    comments?: string | undefined;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('contact_messages')
    .values({
      id,
      created_at: nowIso(),
      email: input.email,
      country: input.country,
      purpose: input.purpose,
      positions: input.positions,
      comments: input.comments ?? null,
    })
    .execute();
  return id;
}

export async function listContactMessages(
  db: Kysely<Database>,
  options: { limit: number; offset: number },
): Promise<{ messages: ContactMessageRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: total.count,
    messages: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      email: row.email,
      country: row.country,
      purpose: row.purpose,
      positions: row.positions,
      comments: row.comments,
    })),
  };
}
