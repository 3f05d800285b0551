import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database.ts';
import { listCompanyOrders } from '../src/modules/clients/clients-repository.ts';
import { listJobOrders } from '../src/modules/job-orders/job-orders-repository.ts';
import { listSharedCandidates } from '../src/modules/shortlists/shortlists-repository.ts';
import { jobRow } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { jobInput } from './helpers/jobs.ts';

const SEED = fileURLToPath(new URL('../src/cli/seed.ts', import.meta.url));

function runSeed(databaseUrl: string, dataDir: string, args: string[]) {
  return spawnSync(process.execPath, [SEED, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'seed-cli-test-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'test',
    },
    encoding: 'utf8',
  });
}

const count = async (handle: DatabaseHandle, table: 'job_orders' | 'client_companies') =>
  (
    await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
  ).count;

// What `--orders` must leave: orders across statuses and industries, each linked (but some
// new ones) to a client company of its industry and one of its contacts, filled counts that
// are the placements', filled orders at their headcount, every placement a candidate who said
// yes and was hired, and the repositories' lists reading them as the app would.
async function checkOrders(handle: DatabaseHandle, expected: number) {
  const db = handle.db;
  const orders = await db.selectFrom('job_orders').selectAll().execute();
  expect(orders).toHaveLength(expected);
  expect(new Set(orders.map((order) => order.status)).size).toBeGreaterThanOrEqual(5);
  expect(new Set(orders.map((order) => order.industry)).size).toBeGreaterThanOrEqual(3);
  const companies = new Map(
    (await db.selectFrom('client_companies').select(['id', 'industry']).execute()).map((row) => [
      row.id,
      row.industry,
    ]),
  );
  const contacts = new Map(
    (await db.selectFrom('client_contacts').select(['id', 'company_id']).execute()).map((row) => [
      row.id,
      row.company_id,
    ]),
  );
  const placements = await db
    .selectFrom('placements as p')
    .innerJoin('shortlist_entries as e', 'e.id', 'p.shortlist_entry_id')
    .select([
      'p.job_order_id',
      'e.consent',
      'e.client_decision',
      'e.candidate_id',
      'p.candidate_id as placed',
    ])
    .execute();
  const placedOn = new Map<string, number>();
  for (const placement of placements) {
    expect(placement).toMatchObject({ consent: 'granted', client_decision: 'hire' });
    expect(placement.placed).toBe(placement.candidate_id);
    placedOn.set(placement.job_order_id, (placedOn.get(placement.job_order_id) ?? 0) + 1);
  }
  for (const order of orders) {
    if (order.client_company_id === null) {
      expect(order.status).toBe('new');
    } else {
      expect(companies.get(order.client_company_id)).toBe(order.industry);
      expect(contacts.get(order.client_contact_id ?? '')).toBe(order.client_company_id);
    }
    expect(order.filled_count).toBe(placedOn.get(order.id) ?? 0);
    if (order.status === 'filled') expect(order.filled_count).toBe(order.headcount);
    else expect(order.filled_count).toBeLessThan(order.headcount);
  }
  const consents = await db.selectFrom('shortlist_entries').select('consent').execute();
  expect(new Set(consents.map((entry) => entry.consent)).size).toBeGreaterThanOrEqual(3);
  const history = await db.selectFrom('job_order_events').select('job_order_id').execute();
  expect(new Set(history.map((event) => event.job_order_id)).size).toBe(expected);

  // As the order board and the client portal read them.
  const board = await listJobOrders(db, { sort: 'company', dir: 'asc', limit: 20, offset: 0 });
  expect(board.total).toBe(expected);
  const shared = orders.find((order) => order.client_company_id && placedOn.has(order.id));
  expect(shared).toBeDefined();
  const companyId = shared?.client_company_id ?? '';
  expect((await listCompanyOrders(db, companyId)).length).toBeGreaterThan(0);
  const candidates = await listSharedCandidates(db, companyId, shared?.id ?? '');
  expect(candidates.length).toBeGreaterThanOrEqual(placedOn.get(shared?.id ?? '') ?? 1);
}

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

  it('fills job orders with their clients, shortlists and placements (--orders)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
    const databaseUrl = `sqlite:${path.join(dataDir, 'seed.db')}`;
    try {
      // Orders shortlist people: none yet.
      const refused = runSeed(databaseUrl, dataDir, ['--jobs', '5', '--orders', '5']);
      expect(refused.status).toBe(64);
      expect(refused.stderr).toMatch(/--candidates/u);
      const first = runSeed(databaseUrl, dataDir, [
        '--jobs',
        '20',
        '--candidates',
        '40',
        '--orders',
        '200',
        '--batch',
        '30',
      ]);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stderr).toMatch(/Seeded 200 orders of 5 client companies/u);
      // A second seed adds companies of its own.
      const second = runSeed(databaseUrl, dataDir, ['--orders', '80']);
      expect(second.status, second.stderr).toBe(0);
      const handle = createDatabase(databaseUrl);
      try {
        await checkOrders(handle, 280);
        expect(await count(handle, 'client_companies')).toBe(7);
        const names = await handle.db.selectFrom('client_companies').select('name').execute();
        expect(new Set(names.map((row) => row.name)).size).toBe(7);
      } finally {
        await handle.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // The PostgreSQL suite seeds a database of its own (the CLI cannot be pointed at the
  // suite's schema), with the VACUUM ANALYZE at the end. Defined only there.
  if (inject('databaseUrl') !== 'sqlite')
    it('fills job orders on PostgreSQL', async () => {
      const server = inject('databaseUrl').replace(/\/[^/]*$/u, '');
      const name = `seed_orders_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: `${server}/postgres` });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
      try {
        const result = runSeed(`${server}/${name}`, dataDir, [
          '--jobs',
          '20',
          '--candidates',
          '40',
          '--orders',
          '150',
          '--batch',
          '40',
        ]);
        expect(result.status, result.stderr).toBe(0);
        expect(result.stderr).toMatch(/VACUUM ANALYZE of client_companies/u);
        const handle = createDatabase(`${server}/${name}`);
        try {
          await checkOrders(handle, 150);
          expect(await count(handle, 'job_orders')).toBe(150);
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
