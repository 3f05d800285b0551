import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

export function testConfig(database: TestDatabase, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: `${database.dataDir}/no-web-build`,
    SEED_DEMO_DATA: 'false',
  });
  return { ...base, outbox: { ...base.outbox, worker: false }, ...overrides };
}

export type TestAppContext = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
};

// Builds one app per test file on its own database (a copy of the run's migrated template)
// and tears both down afterwards.
// Use the returned object's properties inside tests (they are set in beforeAll).
// `beforeReady` runs on the built app before its timers start (they start on ready), for data a
// timer must find on its first tick.
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  options: { beforeReady?: (app: FastifyInstance) => Promise<void> } = {},
): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.database = await createTestDatabase({ migrated: true });
    context.config = testConfig(context.database, overrides);
    context.app = await buildApp(context.config, { searchPath: context.database.searchPath });
    await options.beforeReady?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    // beforeAll may have failed half-way; clean up whatever exists.
    const partial = context as Partial<TestAppContext>;
    await partial.app?.close();
    await partial.database?.cleanup();
  });
  return context;
}
