import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    // 'sqlite' or a PostgreSQL URL (the api-postgres project)
    databaseUrl: string;
  }
}

export type TestDatabase = {
  url: string;
  dialect: 'sqlite' | 'postgres';
  searchPath: string | undefined;
  dataDir: string;
  cleanup: () => Promise<void>;
};

// Every test file gets a database nobody else touches: a fresh SQLite file, or a fresh
// schema in the PostgreSQL test database. Cleanup removes it whatever the tests did.
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = inject('databaseUrl');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffing-test-'));
  if (target === 'sqlite') {
    return {
      url: `sqlite:${path.join(dataDir, 'test.db')}`,
      dialect: 'sqlite',
      searchPath: undefined,
      dataDir,
      cleanup: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: target });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  return {
    url: target,
    dialect: 'postgres',
    searchPath: schema,
    dataDir,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
