import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database.ts';
import { refreshCandidate } from '../src/modules/candidates/candidate-sync.ts';
import { listCandidates } from '../src/modules/candidates/candidates-repository.ts';
import { extractResumeText } from '../src/modules/resumes/resume-text-extract.ts';

const SEED = fileURLToPath(new URL('../src/cli/seed.ts', import.meta.url));

function seed(databaseUrl: string, dataDir: string, args: string[]) {
  const result = spawnSync(process.execPath, [SEED, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'seed-candidates-test-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'test',
    },
    encoding: 'utf8',
  });
  return result;
}

const words = (text: string) => text.split(/\s+/u).filter(Boolean);

// What the seed must leave: every candidate as the candidate sync would have written it
// (so refreshing one changes nothing), with a readable resume whose DOCX reads back to the
// stored text, 1-3 applications, and a full-text index that finds them.
async function checkSeeded(handle: DatabaseHandle, expected: number) {
  const db = handle.db;
  const candidates = await db.selectFrom('candidates').selectAll().orderBy('id').execute();
  expect(candidates).toHaveLength(expected);
  const emails = new Set(candidates.map((row) => row.email_key));
  expect(emails.size).toBe(expected);
  for (const candidate of candidates) {
    expect(candidate.application_count).toBeGreaterThanOrEqual(1);
    expect(candidate.application_count).toBeLessThanOrEqual(3);
    expect(candidate.resume_readable).toBe(1);
    expect(candidate.email_key).toMatch(/@example\.(com|net|org)$/u);
    expect(candidate.phone).toMatch(/555/u);
    expect(candidate.region).toMatch(/^[A-Z]{2}$/u);
  }
  const industries = await db
    .selectFrom('candidate_industries')
    .selectAll()
    .orderBy('candidate_id')
    .orderBy('industry')
    .execute();
  for (const candidate of candidates) {
    await refreshCandidate(db, candidate.id);
  }
  expect(await db.selectFrom('candidates').selectAll().orderBy('id').execute()).toEqual(candidates);
  expect(
    await db
      .selectFrom('candidate_industries')
      .selectAll()
      .orderBy('candidate_id')
      .orderBy('industry')
      .execute(),
  ).toEqual(industries);

  const resumes = await db
    .selectFrom('resumes')
    .select(['content', 'text', 'text_status'])
    .execute();
  expect(resumes).toHaveLength(expected);
  const sample = resumes[0];
  expect(sample?.text_status).toBe('readable');
  expect(words(sample?.text ?? '').length).toBeGreaterThan(150);
  const read = await extractResumeText(sample?.content ?? new Uint8Array());
  expect(read.status).toBe('readable');
  expect(read.status === 'readable' ? words(read.text) : []).toEqual(words(sample?.text ?? ''));

  const applications = await db
    .selectFrom('applications')
    .select(['status', 'candidate_id'])
    .execute();
  expect(applications.length).toBe(
    candidates.reduce((sum, candidate) => sum + candidate.application_count, 0),
  );
  expect(new Set(applications.map((row) => row.status)).size).toBeGreaterThan(2);
  const tags = await db.selectFrom('candidate_tags').select('tag').execute();
  expect(tags.length).toBeGreaterThan(0);

  // The full-text index is filled: a common skill word finds people, and only those whose
  // resume says it.
  const found = await listCandidates(db, handle.dialect, {
    q: 'forklift',
    limit: 100,
    offset: 0,
  });
  expect(found.total).toBeGreaterThan(0);
  const texts = await db
    .selectFrom('candidates')
    .select('resume_text')
    .where(
      'id',
      'in',
      found.candidates.map((candidate) => candidate.id),
    )
    .execute();
  for (const row of texts) expect(row.resume_text?.toLowerCase()).toContain('forklift');
}

describe('db:seed --candidates', () => {
  it('fills the talent pool on SQLite, and a second seed adds people without repeating an address', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-candidates-'));
    const databaseUrl = `sqlite:${path.join(dataDir, 'seed.db')}`;
    try {
      // No jobs yet: candidates need some to apply to.
      const refused = seed(databaseUrl, dataDir, ['--candidates', '5']);
      expect(refused.status).toBe(64);
      expect(refused.stderr).toMatch(/--jobs/u);
      const first = seed(databaseUrl, dataDir, ['--jobs', '40', '--candidates', '60']);
      expect(first.status, first.stderr).toBe(0);
      const second = seed(databaseUrl, dataDir, ['--candidates', '15', '--batch', '4']);
      expect(second.status, second.stderr).toBe(0);
      const handle = createDatabase(databaseUrl);
      try {
        await checkSeeded(handle, 75);
        // --candidates alone adds no jobs.
        const jobs = await handle.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect(jobs.count).toBe(40);
      } finally {
        await handle.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // The PostgreSQL suite also seeds a database of its own (the CLI cannot be pointed at the
  // suite's schema): the generated search vector and the VACUUM ANALYZE at the end. Defined
  // only there, so the SQLite suite reports no skipped test.
  if (inject('databaseUrl') !== 'sqlite')
    it('fills the talent pool on PostgreSQL', async () => {
      const server = inject('databaseUrl').replace(/\/[^/]*$/u, '');
      const name = `seed_candidates_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: `${server}/postgres` });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-candidates-'));
      try {
        const result = seed(`${server}/${name}`, dataDir, ['--jobs', '30', '--candidates', '50']);
        expect(result.status, result.stderr).toBe(0);
        expect(result.stderr).toMatch(/VACUUM ANALYZE of candidates/u);
        const handle = createDatabase(`${server}/${name}`);
        try {
          await checkSeeded(handle, 50);
        } finally {
          await handle.destroy();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    }, 60_000);
});
