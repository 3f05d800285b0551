import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../../apps/api/src/node-flags.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  e2eServerEnv,
  type ServerSettings,
} from '../support/e2e-env.ts';
import { xsrfHeaders } from '../support/e2e-helpers.ts';

// Counts never hold up a page (ADR 0020): a search whose total and facet counts are not
// ready within JOB_COUNT_BUDGET_MS gets its page without them ("many", filters without
// numbers), and the find-job-counts behaviour asks again and fills them in, with no reload.
//
// How the counts are deferred here, honestly and for this spec alone: the workers' servers
// wait up to 5 s for counts, because the other specs read exact ones (no-script.spec.ts's
// status lines and facet counts, which no script fills in there). A flood of new searches
// (the rule that defers a first ask) depends on timing no spec controls. So this spec starts
// a production server of its own, from the build the suite's first server made, with
// JOB_COUNT_BUDGET_MS=0: a request does not wait for counts at all. Its first keyword search
// is the first work of its search process (SQLite counts run in one, started when there is
// work), which no count can beat: the page is rendered without them every time. The counts
// go on and are kept for the next ask, as on a busy site.

const RUN = Date.now().toString(36);
// A word no seeded job has: the search finds only the jobs posted here.
const KEYWORD = `corbelled${RUN}`;
// Three pages of 12, four of them remote; all posted today.
const POSTED = 30;
const REMOTE = 4;

// A server of its own: a port the system hands out now and a throw-away folder.
let settings: ServerSettings;
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

async function waitUntilReady(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error('the server of deferred-counts.spec.ts stopped');
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready in time`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  settings = {
    index: 100,
    port,
    dataDir: mkdtempSync(path.join(tmpdir(), 'staffing-e2e-deferred-counts-')),
    baseUrl: `http://127.0.0.1:${port}`,
  };
  const root = path.resolve(import.meta.dirname, '../..');
  server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'apps/api/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...e2eServerEnv(settings, undefined, { JOB_COUNT_BUDGET_MS: '0' }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitUntilReady(`${settings.baseUrl}/api/ready`, Date.now() + 90_000);

  const staff = await playwrightRequest.newContext({ baseURL: settings.baseUrl });
  const login = await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  expect(login.status()).toBe(200);
  const headers = await xsrfHeaders(staff);
  for (let index = 0; index < POSTED; index += 1) {
    const created = await staff.post('/api/jobs/create-job', {
      headers,
      data: {
        title: `Stone Mason ${index + 1} ${KEYWORD}`,
        location: 'Chicago, IL',
        salary: '$32/hr',
        type: 'Full-Time',
        schedule: 'Days',
        industry: 'Construction',
        workplace: index < REMOTE ? 'remote' : 'on-site',
        description: `Corbelled stonework on the ${KEYWORD} site.`,
        responsibilities: 'Lay stone',
        skills: 'Masonry',
      },
    });
    expect(created.status()).toBe(201);
  }
  await staff.dispose();
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(settings.dataDir, { recursive: true, force: true });
});

test('a search rendered without its counts gets them a moment later, as a reload shows them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(`${settings.baseUrl}/find-job?q=${KEYWORD}`);
  // The page the server sent: no total, no facet counts, and the behaviour that asks again
  // for both.
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`Showing 1–12 of many jobs found matching “${KEYWORD}”.`);
  expect(html).toContain('data-behaviour="find-job-counts"');
  expect(html).toContain(`/api/jobs/facets?q=${KEYWORD}`);
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });

  // The counts arrive in this page: the status line (a live region), the pager's third page
  // and each filter's count, in the sidebar.
  const status = page.getByRole('status').filter({ hasText: 'jobs found' });
  await expect(status).toHaveText(`Showing 1–12 of ${POSTED} jobs found matching “${KEYWORD}”.`);
  const pages = page.getByRole('navigation', { name: 'Search results pages' });
  await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    `/find-job?q=${KEYWORD}&page=3`,
  );
  const sidebar = page.getByRole('complementary', { name: 'Filter jobs' });
  await expect(sidebar.getByRole('checkbox', { name: `Remote (${REMOTE})` })).toBeVisible();
  await expect(
    sidebar.getByRole('checkbox', { name: `On-site (${POSTED - REMOTE})` }),
  ).toBeVisible();
  await expect(sidebar.getByRole('radio', { name: `Past 24 hours (${POSTED})` })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );

  // A reload now shows the same page, counted on the server, without the behaviour.
  const filledIn = await page.locator('main').ariaSnapshot();
  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain('data-behaviour="find-job-counts"');
  expect(await page.locator('main').ariaSnapshot()).toBe(filledIn);
});
