import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase } from './helpers/test-database.ts';

describe('migrations', () => {
  it('create every table and are idempotent on a second run', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      const first = await migrateToLatest(handle.db, handle.dialect);
      expect(first.length).toBeGreaterThan(0);
      const second = await migrateToLatest(handle.db, handle.dialect);
      expect(second).toEqual([]);
      const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
      for (const name of [
        'users',
        'sessions',
        'password_reset_tokens',
        'resumes',
        'jobs',
        'applications',
        'contact_messages',
        'email_outbox',
        'activity_log',
      ]) {
        expect(tables).toContain(name);
      }
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });

  it('round-trips timestamps as ISO strings and bytes as bytes on this dialect', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect);
      const content = new Uint8Array([0, 1, 2, 250, 255]);
      const createdAt = '2026-01-02T03:04:05.678Z';
      await handle.db
        .insertInto('resumes')
        .values({
          id: 'r1',
          owner_user_id: null,
          file_name: 'cv.pdf',
          mime_type: 'application/pdf',
          size_bytes: content.byteLength,
          content,
          created_at: createdAt,
        })
        .execute();
      const row = await handle.db
        .selectFrom('resumes')
        .selectAll()
        .where('id', '=', 'r1')
        .executeTakeFirstOrThrow();
      expect(row.created_at).toBe(createdAt);
      expect(Buffer.from(row.content).equals(Buffer.from(content))).toBe(true);
      expect(row.size_bytes).toBe(5);
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });
});
