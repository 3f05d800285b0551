import type { Kysely } from 'kysely';
import type { DialectName } from './create-database.ts';

// Migrations get the dialect so one file can pick the right column type on each database
// while keeping a single ordered history for both (ADR 0002).
export type Migration = {
  // Migrations run against whatever the schema was at their time, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up: (db: Kysely<any>, dialect: DialectName) => Promise<void>;
  // The tables the migration fills or rewrites (a backfill, a rebuilt table, a generated
  // column). On PostgreSQL the migrator ANALYZEs them in the migration's transaction: with
  // autovacuum off, or in the minutes before it runs, the planner would otherwise plan for
  // an empty table (a million-job list at 8 req/s instead of 1,100+).
  analyzes?: readonly string[];
};

export function columnTypes(dialect: DialectName) {
  return {
    timestamp: dialect === 'postgres' ? 'timestamptz' : 'text',
    bytes: dialect === 'postgres' ? 'bytea' : 'blob',
  } as const;
}
