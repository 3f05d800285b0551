import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';

// Kysely ships a SQLite dialect written against better-sqlite3's interface. Node's built-in
// node:sqlite is close enough that a thin adapter is all it takes, and it needs no native
// compile (ADR 0002).

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  throw new TypeError(`Cannot bind a value of type ${typeof value} to a SQLite statement`);
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: readonly unknown[]): unknown[] {
    return this.#statement.all(...parameters.map(toSqliteValue));
  }

  run(parameters: readonly unknown[]) {
    const result = this.#statement.run(...parameters.map(toSqliteValue));
    return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
  }

  iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    return this.#statement.iterate(...parameters.map(toSqliteValue));
  }
}

// Prepared statements kept per SQL text. Kysely prepares every query it runs: compiling the
// SQL and reading its columns took a tenth of a job list request's CPU (docs/PERFORMANCE.md),
// and the same few dozen texts come back on every request. SQLite recompiles a kept statement
// by itself when the schema changes, and Kysely lends the one connection to one query (or
// stream) at a time, so no two runs of a statement overlap. Least recently used first out, so
// lists with many distinct IN (...) lengths cannot grow it without bound.
const STATEMENT_CACHE_SIZE = 200;

class NodeSqliteDatabase implements SqliteDatabase {
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, NodeSqliteStatement>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  prepare(sql: string): SqliteStatement {
    const kept = this.#statements.get(sql);
    if (kept) {
      // Re-inserted so the Map's order is the order of last use.
      this.#statements.delete(sql);
      this.#statements.set(sql, kept);
      return kept;
    }
    const statement = new NodeSqliteStatement(this.#database.prepare(sql));
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next();
      if (!oldest.done) this.#statements.delete(oldest.value);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    if (this.#database.isOpen) this.#database.close();
  }
}

// A transaction takes the write lock when it begins (BEGIN IMMEDIATE), not at its first write.
// Another connection writes to the same file (the feed builder's and the resume reader's
// threads, a CLI, a second process): a deferred transaction that read before that write and
// then writes itself fails at once with SQLITE_BUSY, which busy_timeout cannot wait out, and
// the request answered 503. Taking the lock first makes it wait its turn instead.
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

export function createNodeSqliteDialect(
  file: string,
  { readOnly }: { readOnly: boolean } = { readOnly: false },
): SqliteDialect {
  return new NodeSqliteDialect({
    database: () => {
      const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, readOnly });
      // WAL lets readers (another process, a backup, a count thread) proceed while the server
      // writes; busy_timeout makes a second process wait briefly instead of failing at once.
      // A read-only connection finds the file in WAL mode already (the server set it).
      if (!readOnly) {
        database.exec('PRAGMA journal_mode = WAL');
        database.exec('PRAGMA synchronous = NORMAL');
      }
      database.exec('PRAGMA busy_timeout = 5000');
      return Promise.resolve(new NodeSqliteDatabase(database));
    },
  });
}
