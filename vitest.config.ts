import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace. The API integration suite runs on SQLite always and a
// second time on PostgreSQL when TEST_DATABASE_URL is set (scripts/test.ts says when not).
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (name: string, databaseUrl: string) => ({
  test: {
    name,
    root: './apps/api',
    include: ['test/**/*.test.ts'],
    provide: { databaseUrl },
    // Migrates one database per run, which each file's app gets a copy of.
    globalSetup: ['./test/migrated-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // API files spend much of their time waiting on the database, worker threads and timers.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['test/**/*.test.ts'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      apiProject('api-sqlite', 'sqlite'),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
      ...(existsSync('./apps/web/vite.config.ts') ? ['./apps/web/vite.config.ts'] : []),
    ],
  },
});
