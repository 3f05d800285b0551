import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database.ts';

// The SQLite adapter keeps prepared statements per SQL text (sqlite-dialect.ts). What must
// hold whatever it keeps: each run binds its own values, a stream left half read does not
// leave the statement stuck, and a schema change is seen. Its own SQLite file, whichever
// database the suite around it runs on.
describe('SQLite prepared statements', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'staffing-statements-'));
    handle = createDatabase(`sqlite:${path.join(dataDir, 'statements.db')}`);
    await sql`create table numbers (n integer primary key)`.execute(handle.db);
    await sql`insert into numbers (n) values (1), (2), (3), (4), (5)`.execute(handle.db);
  });

  afterAll(async () => {
    await handle.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const atLeast = (min: number) =>
    sql<{
      n: number;
    }>`select n from numbers where n >= ${min} order by n`;

  it('binds each run’s own values to a statement it reuses', async () => {
    const first = await atLeast(4).execute(handle.db);
    const second = await atLeast(2).execute(handle.db);
    const third = await atLeast(4).execute(handle.db);
    expect(first.rows.map((row) => row.n)).toEqual([4, 5]);
    expect(second.rows.map((row) => row.n)).toEqual([2, 3, 4, 5]);
    expect(third.rows).toEqual(first.rows);
  });

  it('answers in full after a stream of the same query was left half read', async () => {
    const query = handle.db.selectFrom('numbers' as never).select(sql<number>`n`.as('n'));
    for await (const row of query.stream()) {
      if (row.n === 2) break;
    }
    expect(await query.execute()).toHaveLength(5);
    const streamed: number[] = [];
    for await (const row of query.stream()) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3, 4, 5]);
  });

  it('sees a column added after the statement was first prepared', async () => {
    const everything = sql<Record<string, unknown>>`select * from numbers where n = 1`;
    expect(Object.keys((await everything.execute(handle.db)).rows[0] ?? {})).toEqual(['n']);
    await sql`alter table numbers add column label text default 'one'`.execute(handle.db);
    expect((await everything.execute(handle.db)).rows[0]).toEqual({ n: 1, label: 'one' });
  });
});
