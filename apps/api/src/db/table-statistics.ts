import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

// PostgreSQL plans from statistics that only ANALYZE (or autovacuum, some minutes after a
// bulk write) gathers. Right after a bulk load they describe the empty table: measured at
// 1,000,000 seeded jobs with autovacuum off, an industry list answered 8 req/s (p99 1.7 s) and
// a keyword search 1 req/s (p99 7.3 s), and 1,140–1,683 req/s (p99 20–24 ms) after ANALYZE.
// SQLite keeps no statistics unless asked to; its queries are planned by the indexes they
// name (ADR 0008, 0012) and are left that way.

// VACUUM cannot run inside a transaction block: call this on the pool, after the load has
// committed. VACUUM also sets the visibility map, which index-only scans need.
export async function vacuumAnalyze(db: Kysely<Database>, tables: readonly string[]) {
  for (const table of tables) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

// The warning a server logs at start when autovacuum is off: nothing then refreshes the
// planner's statistics after imports or keeps the tables from bloating. Undefined when it is
// on or cannot be read (a managed server may hide the setting; that must not stop a start).
export async function autovacuumWarning(db: Kysely<Database>): Promise<string | undefined> {
  try {
    const result = await sql<{ autovacuum: string }>`show autovacuum`.execute(db);
    if (result.rows[0]?.autovacuum !== 'off') return undefined;
  } catch {
    return undefined;
  }
  return (
    "PostgreSQL's autovacuum is off: the planner's statistics go stale after bulk writes and " +
    'lists and searches can slow down a hundredfold. Turn autovacuum on, and run VACUUM ANALYZE ' +
    'after an import or a restore (docs/DEPLOYMENT.md, "Statistics after bulk loads").'
  );
}
