import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { postgresDatabaseUrl } from '../migrated-template.ts';

// A database migrated to the latest schema once per run by the API projects' global setup
// (test/migrated-template.ts); null where PostgreSQL would not let the run create databases.
export type MigratedTemplate =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; database: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    // 'sqlite' or a PostgreSQL URL (the api-postgres project)
    databaseUrl: string;
    migratedTemplate: MigratedTemplate | null;
  }
}

export type TestDatabase = {
  url: string;
  dialect: 'sqlite' | 'postgres';
  searchPath: string | undefined;
  dataDir: string;
  cleanup: () => Promise<void>;
};

const uniqueSuffix = () => `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// Every test file gets a database nobody else touches: a fresh SQLite file, or a fresh
// schema in the PostgreSQL test database. Cleanup removes it whatever the tests did.
// `migrated`: a copy of the run's migrated template instead (a SQLite file copied, a
// PostgreSQL database created from it), for files that want the latest schema and would
// otherwise run every migration themselves; the app's own migration step then finds nothing
// to do. Tests of the migrations start empty.
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const target = inject('databaseUrl');
  const template = options.migrated ? inject('migratedTemplate') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffing-test-'));
  const removeDataDir = () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (target === 'sqlite') {
    const file = path.join(dataDir, 'test.db');
    if (template?.dialect === 'sqlite') copyFileSync(template.file, file);
    return {
      url: `sqlite:${file}`,
      dialect: 'sqlite',
      searchPath: undefined,
      dataDir,
      cleanup: () => {
        removeDataDir();
        return Promise.resolve();
      },
    };
  }
  if (template?.dialect === 'postgres') {
    const database = `${template.prefix}_${uniqueSuffix()}`;
    await adminQuery(target, `create database "${database}" template "${template.database}"`);
    return {
      url: postgresDatabaseUrl(target, database),
      dialect: 'postgres',
      searchPath: undefined,
      dataDir,
      cleanup: async () => {
        // FORCE: a file that failed half-way may have left its app's connections open.
        await adminQuery(target, `drop database if exists "${database}" with (force)`);
        removeDataDir();
      },
    };
  }
  const schema = `test_${uniqueSuffix()}`;
  await adminQuery(target, `create schema "${schema}"`);
  return {
    url: target,
    dialect: 'postgres',
    searchPath: schema,
    dataDir,
    cleanup: async () => {
      await adminQuery(target, `drop schema if exists "${schema}" cascade`);
      removeDataDir();
    },
  };
}
