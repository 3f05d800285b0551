import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { isoFromTimestamp, isoFromTimestamptz } from './postgres-timestamps.ts';
import type { Database } from './schema.ts';
import { createNodeSqliteDialect } from './sqlite-dialect.ts';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy: () => Promise<void>;
};

// Both dialects hand timestamps back as ISO strings and counts as numbers, so code above the
// repositories never has to know which database it runs on. pg's parsers are process-wide;
// this process only ever talks to its own database, so that is the intended scope.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, isoFromTimestamptz);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, isoFromTimestamp);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(
  url: string,
  // readOnly: SQLite only, for a thread that only reads the file (the count threads).
  options: { poolSize?: number; searchPath?: string | undefined; readOnly?: boolean } = {},
): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const db = new Kysely<Database>({
      dialect: createNodeSqliteDialect(file, { readOnly: options.readOnly ?? false }),
    });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // PostgreSQL's default random_page_cost (4) prices a random read as a spinning disk's; on
  // SSDs and with the jobs table in memory it is close to a sequential one. At the default
  // the planner answered a search with two filters among 10,000 jobs by reading the whole
  // table and sorting (17 ms) instead of walking the workplace index newest first (2.3 ms).
  // Set per connection with SET, not as a startup option, which PgBouncer refuses by default.
  // A client runs its queries in order, so this one runs before the first query it is
  // checked out for.
  pool.on('connect', (client) => {
    client.query('SET random_page_cost = 1.1').catch(() => undefined);
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
