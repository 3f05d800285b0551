import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENV } from '../../apps/api/src/node-flags.ts';

// The E2E run starts its own production servers, one per Playwright worker, each on a free
// port with a throw-away database and its own SMTP sink: a worker's specs run one after
// another against a server nobody else writes to, so a spec that reads board-wide state (a
// dashboard's counts, the newest job, a pipeline's chips) sees only its own worker's changes.
// The config (main process) chooses the ports and folders and puts them into process.env;
// workers inherit them and pick theirs by Playwright's TEST_PARALLEL_INDEX.

export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

function freePort(): number {
  const probe = spawnSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(probe.stdout).trim());
}

// How many workers, and so servers: E2E_WORKERS, else two (this machine kind has two cores;
// the specs mostly wait on the browser and the server, so two workers nearly halve the run).
export function e2eWorkerCount(): number {
  const count = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(
      `E2E_WORKERS must be a whole number of at least 1, not "${process.env.E2E_WORKERS}"`,
    );
  }
  return count;
}

// The server of this worker (in the config's process, the first server unless asked).
function currentIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export interface ServerSettings {
  index: number;
  port: number;
  dataDir: string;
  baseUrl: string;
}

export function e2eSettings(index = currentIndex()): ServerSettings {
  const portKey = `E2E_PORT_${index}`;
  const dirKey = `E2E_DATA_DIR_${index}`;
  process.env[portKey] ??= String(freePort());
  process.env[dirKey] ??= mkdtempSync(path.join(tmpdir(), `staffing-e2e-${index}-`));
  const port = Number(process.env[portKey]);
  return {
    index,
    port,
    dataDir: process.env[dirKey],
    baseUrl: `http://127.0.0.1:${port}`,
  };
}

// The environment of an E2E production server: playwright.config.ts starts one per worker
// with it; a spec that needs other settings starts a server of its own with `overrides`
// (deferred-counts.spec.ts).
export function e2eServerEnv(
  server: ServerSettings,
  smtpUrl: string | undefined,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const privateDist = process.env.E2E_WEB_DIST;
  return {
    ...SERVER_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(server.port),
    PUBLIC_URL: server.baseUrl,
    DATA_DIR: server.dataDir,
    DATABASE_URL: `sqlite:${path.join(server.dataDir, 'e2e.db')}`,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    SEED_DEMO_DATA: 'true',
    SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'warn',
    // Every spec talks to its server from 127.0.0.1; the limits themselves are tested
    // in the API suite, so the browser suite is not throttled by its own earlier specs.
    RATE_LIMIT_FORMS_PER_IP: '1000',
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000',
    // Counts are left out of a page when not ready in 150 ms (ADR 0020), which a machine
    // busy with the whole suite can miss for a keyword the spec has just made up; the
    // specs read exact counts, the API suite tests the page without them, and
    // deferred-counts.spec.ts starts a server of its own that has no time for them.
    JOB_COUNT_BUDGET_MS: '5000',
    // E2E_WEB_DIST: the web app built into a private folder (playwright.config.ts).
    ...(privateDist ? { WEB_DIST_DIR: privateDist } : {}),
    ...overrides,
  };
}

// Where a worker's server keeps the emails its SMTP sink received.
export function e2eOutbox(): string {
  return path.join(e2eSettings().dataDir, 'outbox');
}

// The SMTP sink (support/smtp-sink.ts) a server mails through: its port, chosen once like
// the server's.
export function smtpSinkSettings(index = currentIndex()): { port: number; url: string } {
  const key = `E2E_SMTP_PORT_${index}`;
  process.env[key] ??= String(freePort());
  const port = Number(process.env[key]);
  // Loopback without TLS: nodemailer is told not to try STARTTLS, which the sink refuses.
  return { port, url: `smtp://127.0.0.1:${port}?ignoreTLS=true` };
}

// The UI catalogue (/dev/ui) exists only in a development build, so the visual spec gets a
// server of its own: a development build of the web app under `vite preview`, no API.
export function catalogueSettings(): { port: number; dist: string; baseUrl: string } {
  process.env.E2E_CATALOGUE_PORT ??= String(freePort());
  process.env.E2E_CATALOGUE_DIST ??= mkdtempSync(path.join(tmpdir(), 'staffing-catalogue-'));
  const port = Number(process.env.E2E_CATALOGUE_PORT);
  return {
    port,
    dist: process.env.E2E_CATALOGUE_DIST,
    baseUrl: `http://127.0.0.1:${port}`,
  };
}
