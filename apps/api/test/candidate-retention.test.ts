import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  countCandidatesPastRetention,
  eraseCandidatesPastRetention,
  retentionCutoff,
} from '../src/modules/candidates/candidate-retention.ts';
import { recordCandidate } from '../src/modules/candidates/candidate-sync.ts';
import { apply, candidateIdOf, readResumeText, useCandidateTestApp } from './helpers/candidates.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { testConfig, useTestApp, type TestAppContext } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

const CLI = fileURLToPath(new URL('../src/cli/candidates-retention.ts', import.meta.url));
const PASSWORD = 'correct horse battery';
const YEARS_AGO_3 = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();

// Moves everything a candidate did back to `at`, as if they had applied then.
async function backdate(t: TestAppContext, candidateId: string, at: string): Promise<void> {
  const applications = await t.app.db
    .selectFrom('applications')
    .select(['id', 'resume_id'])
    .where('candidate_id', '=', candidateId)
    .execute();
  await t.app.db
    .updateTable('applications')
    .set({ created_at: at })
    .where('candidate_id', '=', candidateId)
    .execute();
  const resumeIds = applications.flatMap((row) => (row.resume_id ? [row.resume_id] : []));
  if (resumeIds.length > 0) {
    await t.app.db
      .updateTable('resumes')
      .set({ created_at: at })
      .where('id', 'in', resumeIds)
      .execute();
  }
  await t.app.db
    .updateTable('candidates')
    .set({ created_at: at, last_activity_at: at })
    .where('id', '=', candidateId)
    .execute();
}

async function retentionLog(t: TestAppContext) {
  return t.app.db
    .selectFrom('activity_log')
    .select(['summary', 'actor_user_id', 'subject_id'])
    .where('action', '=', 'candidate.retention_run')
    .orderBy('created_at')
    .execute();
}

describe('CANDIDATE_RETENTION_MONTHS', () => {
  const database = {
    url: 'sqlite::memory:',
    dialect: 'sqlite' as const,
    searchPath: undefined,
    dataDir: tmpdir(),
    cleanup: () => Promise.resolve(),
  };
  const months = (value: string | undefined) =>
    loadConfig({ NODE_ENV: 'test', ...testEnv(), CANDIDATE_RETENTION_MONTHS: value })
      .candidateRetention.months;
  const testEnv = () => ({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    SESSION_SECRET: 'retention-test-secret-that-is-long-enough-0123456789',
  });

  it('defaults to 24 months; 0 and off switch it off; anything else is refused', () => {
    expect(testConfig(database).candidateRetention.months).toBe(24);
    expect(months(undefined)).toBe(24);
    expect(months('36')).toBe(36);
    expect(months('0')).toBe(0);
    expect(months('off')).toBe(0);
    expect(months('OFF')).toBe(0);
    for (const wrong of ['-1', '1.5', 'never', '1201']) {
      expect(() => months(wrong), wrong).toThrow(ConfigError);
    }
  });

  it('counts calendar months back, to the last day of a shorter month', () => {
    expect(retentionCutoff(24, new Date('2026-05-15T10:00:00.000Z'))).toBe(
      '2024-05-15T10:00:00.000Z',
    );
    expect(retentionCutoff(1, new Date('2026-03-31T08:30:00.000Z'))).toBe(
      '2026-02-28T08:30:00.000Z',
    );
    expect(retentionCutoff(14, new Date('2026-01-10T00:00:00.000Z'))).toBe(
      '2024-11-10T00:00:00.000Z',
    );
  });
});

describe('candidate retention', () => {
  const t = useCandidateTestApp();
  let staff: TestClient;
  let jobId = '';

  beforeAll(async () => {
    [jobId] = (await seedJobs(t.app, [{ title: 'Forklift Operator', industry: 'Drivers' }])) as [
      string,
    ];
    ({ client: staff } = await loggedInClient(t.app, 'recruiter'));
  });

  it('erases old candidates without an account, keeps recent ones and account holders, and logs each run', async () => {
    const old = await apply(t, {
      firstName: 'Olga',
      lastName: 'Oldfield',
      email: 'olga@example.com',
      jobId,
    });
    await readResumeText(t, old.resumeId, 'Olga Oldfield (312) 555-0199 Aurora, IL forklift');
    const oldId = await candidateIdOf(t, 'olga@example.com');
    expect(
      (await staff.request('PUT', `/api/admin/candidates/${oldId}/tags/forklift`)).statusCode,
    ).toBe(204);
    expect(
      (await staff.post(`/api/admin/candidates/${oldId}/notes`, { body: 'Olga note' })).statusCode,
    ).toBe(201);
    await backdate(t, oldId, YEARS_AGO_3);

    await apply(t, { firstName: 'Rita', lastName: 'Recent', email: 'rita@example.com', jobId });
    const recentId = await candidateIdOf(t, 'rita@example.com');
    // A month inside the limit.
    await backdate(t, recentId, retentionCutoff(23));

    const client = new TestClient(t.app);
    const signedUp = await client.multipart(
      'POST',
      '/api/users/signup',
      { firstName: 'Abe', lastName: 'Account', email: 'abe@example.com', password: PASSWORD },
      pdfFile(makePdf(900), 'profile.pdf'),
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    await client.post('/api/users/login', { email: 'abe@example.com', password: PASSWORD });
    await apply(
      t,
      { firstName: 'Abe', lastName: 'Account', email: 'abe@example.com', jobId },
      client,
    );
    const accountId = await candidateIdOf(t, 'abe@example.com');
    await backdate(t, accountId, YEARS_AGO_3);

    expect(await countCandidatesPastRetention(t.app.db, retentionCutoff(24))).toBe(1);
    const first = await eraseCandidatesPastRetention({
      db: t.app.db,
      config: t.app.config,
      dialect: t.app.dbDialect,
      months: 24,
      source: 'cli',
      // One per transaction: the loop over batches is what is tested.
      batchSize: 1,
    });
    expect(first.erased).toBe(1);

    const left = await t.app.db
      .selectFrom('candidates')
      .select('email_key')
      .orderBy('email_key')
      .execute();
    expect(left.map((row) => row.email_key)).toEqual(['abe@example.com', 'rita@example.com']);
    const application = await t.app.db
      .selectFrom('applications')
      .select(['first_name', 'last_name', 'email', 'resume_id', 'answers', 'candidate_id'])
      .where('id', '=', old.applicationId)
      .executeTakeFirstOrThrow();
    // Kept for the dashboard's counts, without the person.
    expect(application).toEqual({
      first_name: 'Erased',
      last_name: 'candidate',
      email: '',
      resume_id: null,
      answers: null,
      candidate_id: null,
    });
    expect(
      await t.app.db.selectFrom('resumes').select('id').where('id', '=', old.resumeId).execute(),
    ).toEqual([]);
    for (const table of ['candidate_tags', 'candidate_notes', 'candidate_industries'] as const) {
      const rows = await t.app.db
        .selectFrom(table)
        .select('candidate_id')
        .where('candidate_id', '=', oldId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const everything = await t.app.db.selectFrom('activity_log').select('summary').execute();
    expect(JSON.stringify(everything)).not.toContain('Oldfield');
    // Nor does the agency's copy of the application in the outbox.
    const outbox = await t.app.db
      .selectFrom('email_outbox')
      .select(['to_address', 'reply_to', 'subject', 'text_body', 'attachments_json'])
      .execute();
    expect(JSON.stringify(outbox)).not.toContain('Oldfield');
    expect((await staff.get('/api/admin/candidates?q=olga')).json()).toEqual([]);
    expect(await retentionLog(t)).toEqual([
      {
        summary:
          'Data retention (npm run candidates:retention): 1 candidate without an account, inactive for over 24 months, erased',
        actor_user_id: null,
        subject_id: null,
      },
    ]);

    // Again: nothing more goes, and the run is logged with its count.
    const snapshot = async () => ({
      candidates: await t.app.db.selectFrom('candidates').selectAll().orderBy('id').execute(),
      applications: await t.app.db.selectFrom('applications').selectAll().orderBy('id').execute(),
      resumes: await t.app.db.selectFrom('resumes').select('id').orderBy('id').execute(),
    });
    const before = await snapshot();
    const second = await eraseCandidatesPastRetention({
      db: t.app.db,
      config: t.app.config,
      dialect: t.app.dbDialect,
      months: 24,
      source: 'scheduler',
    });
    expect(second.erased).toBe(0);
    expect(await snapshot()).toEqual(before);
    const log = await retentionLog(t);
    expect(log).toHaveLength(2);
    expect(log[1]?.summary).toBe(
      'Data retention: 0 candidates without an account, inactive for over 24 months, erased',
    );
  });

  it('the server runs it at most once a day: not again when a run is logged within the day', async () => {
    const logged = (await retentionLog(t)).length;
    expect(logged).toBeGreaterThan(0);
    expect(await t.app.candidateRetention.runIfDue()).toBeUndefined();
    expect(await retentionLog(t)).toHaveLength(logged);
  });
});

describe('candidate retention on the server timer', () => {
  const defaults = testConfig({
    url: 'sqlite::memory:',
    dialect: 'sqlite',
    searchPath: undefined,
    dataDir: tmpdir(),
    cleanup: () => Promise.resolve(),
  });
  // The candidate is there before the timer's first tick: a tick before the insert would log
  // the day's run with nothing erased.
  let id = '';
  const t = useTestApp(
    {
      candidateRetention: { months: 24, checkEveryMs: 50 },
      resumeText: { ...defaults.resumeText, extraction: false },
    },
    {
      beforeReady: async (app) => {
        id = await app.db.transaction().execute((trx) =>
          recordCandidate(trx, {
            email: 'tim@example.com',
            firstName: 'Tim',
            lastName: 'Timer',
            at: YEARS_AGO_3,
          }),
        );
      },
    },
  );

  it('erases a candidate past the limit and logs the run, once', async () => {
    const deadline = Date.now() + 10_000;
    while ((await retentionLog(t)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Several more checks pass; the day's run is already logged.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = await retentionLog(t);
    expect(log).toHaveLength(1);
    expect(log[0]?.summary).toMatch(/^Data retention: 1 candidate without an account/u);
    expect(
      await t.app.db.selectFrom('candidates').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
  });
});

// The CLI against an embedded database of its own, whichever database the suite targets
// (the PostgreSQL suite's schema is not one a CLI can be pointed at).
describe('npm run candidates:retention', () => {
  it('--dry-run counts without changing anything; a run erases and logs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-cli-'));
    const databaseUrl = `sqlite:${path.join(dataDir, 'cli.db')}`;
    const run = (args: string[], env: Record<string, string> = {}) => {
      const result = spawnSync(process.execPath, [CLI, ...args], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          SESSION_SECRET: 'retention-cli-test-secret-that-is-long-enough-0123456789',
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...env,
        },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout;
    };
    try {
      const handle = createDatabase(databaseUrl);
      try {
        await migrateToLatest(handle.db, handle.dialect);
        for (const [email, at] of [
          ['gone1@example.com', YEARS_AGO_3],
          ['gone2@example.com', YEARS_AGO_3],
          ['stays@example.com', new Date().toISOString()],
        ] as const) {
          await recordCandidate(handle.db, { email, firstName: 'C', lastName: 'Li', at });
        }
      } finally {
        await handle.destroy();
      }
      expect(run(['--dry-run'])).toMatch(
        /^2 candidates without an account, last active before .* would be erased\. Nothing was changed\./u,
      );
      expect(run([], { CANDIDATE_RETENTION_MONTHS: 'off' })).toMatch(/is off/u);
      expect(run([])).toMatch(/^2 candidates without an account, last active before .*, erased\./u);
      expect(run(['--dry-run'])).toMatch(/^0 candidates/u);

      const after = createDatabase(databaseUrl);
      try {
        const left = await after.db.selectFrom('candidates').select('email_key').execute();
        expect(left).toEqual([{ email_key: 'stays@example.com' }]);
        const log = await after.db
          .selectFrom('activity_log')
          .select('summary')
          .where('action', '=', 'candidate.retention_run')
          .execute();
        // The dry runs and the switched-off run wrote nothing.
        expect(log).toEqual([
          {
            summary:
              'Data retention (npm run candidates:retention): 2 candidates without an account, inactive for over 24 months, erased',
          },
        ]);
      } finally {
        await after.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
