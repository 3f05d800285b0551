import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace. The API integration suite runs on SQLite always and a
// second time on PostgreSQL when TEST_DATABASE_URL is set (scripts/test.ts says when not).
const postgresUrl = process.env.TEST_DATABASE_URL;

// Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the API
// files spend much of their time waiting on the database, worker threads and timers.
const workers = Math.max(2, availableParallelism());

// Web test files that need a jsdom of their own (see the web projects below).
const WEB_FILES_NEEDING_THEIR_OWN_DOM = [
  'src/features/public/applications/components/lazy-apply-modal.test.tsx',
  'src/features/shared/auth/components/login-form.test.tsx',
  'src/features/shared/auth/components/sign-up-form.test.tsx',
  'src/features/public/jobs/components/share-job.test.tsx',
  'src/public/islands/apply.test.tsx',
  'src/public/islands/job-filters-drawer.test.tsx',
];

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
    maxWorkers: workers,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['test/**/*.test.ts'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      apiProject('api-sqlite', 'sqlite'),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
      // The web project's own settings, with the run's worker count: projects that differ in
      // it would need an order of their own. Its files share one jsdom per worker (a third of
      // the CPU of one per file), but those that leave state behind in the document or the
      // window (a stubbed location or clipboard, timers across a page load), which run in a
      // jsdom of their own.
      ...(existsSync('./apps/web/vite.config.ts')
        ? [
            {
              extends: './apps/web/vite.config.ts',
              test: {
                name: 'web',
                root: './apps/web',
                maxWorkers: workers,
                isolate: false,
                include: ['src/**/*.test.{ts,tsx}'],
                exclude: WEB_FILES_NEEDING_THEIR_OWN_DOM,
              },
            },
            {
              extends: './apps/web/vite.config.ts',
              test: {
                name: 'web-isolated',
                root: './apps/web',
                maxWorkers: workers,
                isolate: true,
                include: WEB_FILES_NEEDING_THEIR_OWN_DOM,
              },
            },
          ]
        : []),
    ],
  },
});
