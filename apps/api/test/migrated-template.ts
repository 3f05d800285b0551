import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { MigratedTemplate } from './helpers/test-database.ts';

// The API projects' global setup: migrates one database to the latest schema once per run,
// which each test file's app then gets a copy of (helpers/test-database.ts) instead of running
// every migration itself. Copying the SQLite file takes milliseconds and CREATE DATABASE …
// TEMPLATE a fraction of a second, where the migrations took about half a second per file on
// SQLite and two on PostgreSQL (docs/PERFORMANCE.md, "Test suite"). The migrations test and
// the tests of single migrations still start from an empty database and run them.

const RUN = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Names of this run's databases start with the test database's own name and the run, so the
// teardown can find whatever a crashed file left behind without touching another run's.
// The same server and credentials, another database.
export function postgresDatabaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function postgresRunPrefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `${base}_vt_${RUN}`.toLowerCase();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function migrate(url: string): Promise<void> {
  const handle = createDatabase(url);
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } finally {
    await handle.destroy();
  }
}

async function sqliteTemplate(): Promise<{ template: MigratedTemplate; teardown: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'staffing-template-'));
  const file = path.join(dir, 'template.db');
  // Closing the only connection checkpoints the write-ahead log into the file, so the file
  // alone is the whole database.
  await migrate(`sqlite:${file}`);
  return {
    template: { dialect: 'sqlite', file },
    teardown: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresTemplate(
  url: string,
): Promise<{ template: MigratedTemplate | null; teardown: () => Promise<void> }> {
  const prefix = postgresRunPrefix(url);
  const name = `${prefix}_template`;
  try {
    await withClient(url, (client) => client.query(`create database "${name}"`));
  } catch {
    // A role without CREATEDB: every file migrates a schema of its own, as before.
    return { template: null, teardown: () => Promise.resolve() };
  }
  await migrate(postgresDatabaseUrl(url, name));
  return {
    template: { dialect: 'postgres', database: name, prefix },
    teardown: () =>
      withClient(url, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [prefix],
        );
        for (const row of rows) await client.query(`drop database "${row.datname}" with (force)`);
      }),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = project.getProvidedContext().databaseUrl;
  const { template, teardown } =
    target === 'sqlite' ? await sqliteTemplate() : await postgresTemplate(target);
  project.provide('migratedTemplate', template);
  return async () => {
    await teardown();
  };
}
