import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { autovacuumWarning } from '../src/db/table-statistics.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const SEED = fileURLToPath(new URL('../src/cli/seed.ts', import.meta.url));

// PostgreSQL plans from statistics only ANALYZE gathers: the migrations analyze what they
// fill, db:seed ends with VACUUM ANALYZE, and a server warns when autovacuum is off.
describe('planner statistics after bulk writes', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDatabase(database.url, { searchPath: database.searchPath });
    await migrateToLatest(handle.db, handle.dialect);
  });
  afterAll(async () => {
    await handle.destroy();
    await database.cleanup();
  });

  const statistics = async (table: string) => {
    const result = await sql<{ last_vacuum: string | null; last_analyze: string | null }>`
      select last_vacuum, last_analyze from pg_stat_user_tables
      where schemaname = ${database.searchPath} and relname = ${table}`.execute(handle.db);
    return result.rows[0];
  };

  it('analyzes the tables the migrations filled on PostgreSQL, and leaves SQLite unanalyzed', async () => {
    if (database.dialect === 'sqlite') {
      // SQLite's queries name their indexes and were tuned without statistics (ADR 0012).
      const stat = await sql<{ n: number }>`select count(*) as n from sqlite_master
        where name = 'sqlite_stat1'`.execute(handle.db);
      expect(stat.rows[0]?.n).toBe(0);
      return;
    }
    expect((await statistics('jobs'))?.last_analyze).not.toBeNull();
    expect((await statistics('job_open_facet_counts'))?.last_analyze).not.toBeNull();
    // A table no migration fills is left to autovacuum.
    expect((await statistics('saved_jobs'))?.last_analyze ?? null).toBeNull();
  });

  it('db:seed ends with VACUUM ANALYZE of what it filled on PostgreSQL', async () => {
    const postgres = database.dialect === 'postgres';
    if (postgres) expect((await statistics('jobs'))?.last_vacuum ?? null).toBeNull();
    const url = new URL(database.url);
    if (postgres) url.searchParams.set('options', `-c search_path=${database.searchPath ?? ''}`);
    const result = spawnSync(process.execPath, [SEED, '--jobs', '40'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATA_DIR: database.dataDir,
        SESSION_SECRET: 'table-statistics-test-secret-long-enough-0123456789',
        NODE_ENV: 'test',
      },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr.includes('VACUUM ANALYZE of jobs and job_open_facet_counts')).toBe(
      postgres,
    );
    const count = await handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(40);
    if (!postgres) return;
    expect((await statistics('jobs'))?.last_vacuum).not.toBeNull();
    expect((await statistics('job_open_facet_counts'))?.last_vacuum).not.toBeNull();
  });

  it('warns at start exactly when PostgreSQL autovacuum is off', async () => {
    if (database.dialect === 'sqlite') {
      expect(await autovacuumWarning(handle.db)).toBeUndefined();
      return;
    }
    const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(handle.db);
    const warning = await autovacuumWarning(handle.db);
    if (setting.rows[0]?.autovacuum === 'off') {
      expect(warning).toMatch(/autovacuum is off/);
      expect(warning).toMatch(/VACUUM ANALYZE/);
    } else {
      expect(warning).toBeUndefined();
    }
  });
});
