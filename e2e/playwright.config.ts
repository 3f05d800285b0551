import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/api/src/node-flags.ts';
import {
  catalogueSettings,
  e2eServerEnv,
  e2eSettings,
  e2eWorkerCount,
  smtpSinkSettings,
} from './support/e2e-env.ts';

// One production server (and SMTP sink) per worker; see support/e2e-env.ts.
const workers = e2eWorkerCount();
const servers = Array.from({ length: workers }, (_, index) => ({
  ...e2eSettings(index),
  smtpSink: smtpSinkSettings(index),
}));
const catalogue = catalogueSettings();
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
// The visual spec of the UI catalogue runs against its own development-build server.
const CATALOGUE_SPEC = /ui-catalogue\.spec\.ts$/;
const root = path.resolve(import.meta.dirname, '..');
// E2E_WEB_DIST builds the web app into a private folder, so several runs at once (parallel
// work on one machine) do not overwrite each other's apps/web/dist.
const privateDist = process.env.E2E_WEB_DIST;
const builtServer = `node ${SERVER_NODE_FLAGS.join(' ')} ${path.join(root, 'apps/api/dist/server.js')}`;
// The first server builds what is stale; Playwright starts the web servers one after another,
// so the others start from that build.
const firstServerCommand = privateDist
  ? `npm run build --workspace apps/web -- --outDir ${privateDist} --emptyOutDir && npm run build --workspace apps/api && ${builtServer}`
  : `node ${path.join(root, 'scripts/start.ts')}`;

// Debian's Chromium as its headless shell (ADR 0023: a third less CPU than the full browser),
// never a downloaded browser; the specs tagged @full-browser get the full Chromium. The flags
// keep it from reaching for Google services this machine cannot reach.
const FULL_BROWSER = /@full-browser/;
const FULL_CHROME_PATH = process.env.CHROME_FULL_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // A spec file runs whole in one worker, its tests in order; the files are shared out.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  expect: {
    timeout: 10_000,
    // Screenshots are compared in this machine's Debian Chromium with its fonts; a small
    // tolerance absorbs anti-aliasing noise, not a changed spacing or colour.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.15 },
  },
  projects: [
    { name: 'site', testIgnore: CATALOGUE_SPEC, grepInvert: FULL_BROWSER },
    // The few specs that need what only the full browser has (its PDF viewer).
    {
      name: 'site-full-browser',
      testIgnore: CATALOGUE_SPEC,
      grep: FULL_BROWSER,
      use: { launchOptions: { ...launchOptions, executablePath: FULL_CHROME_PATH } },
    },
    { name: 'catalogue', testMatch: CATALOGUE_SPEC, use: { baseURL: catalogue.baseUrl } },
  ],
  use: {
    // Specs use support/site-test.ts, which sends each worker to its own server.
    baseURL: servers[0]?.baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions,
  },
  webServer: [
    ...servers.flatMap((server): WebServer[] => [
      {
        // The mail server this server sends through (ADR 0022's invitations are checked as
        // they arrive over SMTP); it keeps each message as an .eml in the data folder's
        // outbox/, where the specs read them. Started first, so no email waits for it.
        command: `node ${path.join(root, 'e2e/support/smtp-sink.ts')}`,
        cwd: root,
        port: server.smtpSink.port,
        timeout: 30_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { E2E_SMTP_PORT: String(server.smtpSink.port), E2E_DATA_DIR: server.dataDir },
      },
      {
        command: server.index === 0 ? firstServerCommand : builtServer,
        cwd: root,
        url: `${server.baseUrl}/api/ready`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: e2eServerEnv(server, server.smtpSink.url),
      },
    ]),
    {
      // import.meta.env.DEV is true only in a development build: NODE_ENV=development.
      command: `npx vite build --mode development --outDir ${catalogue.dist} --emptyOutDir --logLevel warn && npx vite preview --outDir ${catalogue.dist} --host 127.0.0.1 --port ${catalogue.port} --strictPort`,
      cwd: path.join(root, 'apps/web'),
      url: `${catalogue.baseUrl}/dev/ui`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { NODE_ENV: 'development' },
    },
  ],
});
