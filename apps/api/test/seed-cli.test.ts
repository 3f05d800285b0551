import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import { jobRow } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { jobInput } from './helpers/jobs.ts';

const SEED = fileURLToPath(new URL('../src/cli/seed.ts', import.meta.url));

// `npm run db:seed` on a board that already has jobs: the synthetic ones are created after
// the newest stored job, so insertion order stays creation order (ADR 0012). Run on an
// embedded database of its own, whichever database the suite targets: that order is what
// SQLite's search walk and "posted within" counts rely on.
describe('db:seed', () => {
  it('never back-dates a job before one already stored', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
    const databaseUrl = `sqlite:${path.join(dataDir, 'seed.db')}`;
    const seed = (jobs: number) => {
      const result = spawnSync(process.execPath, [SEED, '--jobs', String(jobs)], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          SESSION_SECRET: 'seed-cli-test-secret-that-is-long-enough-0123456789',
          NODE_ENV: 'test',
        },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
    };
    try {
      seed(5);
      const handle = createDatabase(databaseUrl);
      try {
        await insertJobs(handle.db, [
          jobRow(jobInput({ title: 'Posted a minute ago' }), {
            createdAt: new Date(Date.now() - 60_000).toISOString(),
          }),
        ]);
      } finally {
        await handle.destroy();
      }
      seed(20);
      const after = createDatabase(databaseUrl);
      try {
        const bySeq = await after.db
          .selectFrom('jobs')
          .select(['title', 'created_at'])
          .orderBy('seq')
          .execute();
        expect(bySeq).toHaveLength(26);
        const createdAt = bySeq.map((job) => job.created_at);
        expect(createdAt).toEqual([...createdAt].sort());
        expect(bySeq[5]?.title).toBe('Posted a minute ago');
      } finally {
        await after.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
